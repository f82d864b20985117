import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newSurface } from '#core/surface/surface-defaults';
import { fakeStorage, stubWindowStorage } from '../fake-window-storage';
import type * as SavedSurfacesStore from './saved-surfaces-store';

type Store = typeof SavedSurfacesStore;

async function loadStore(storage: ReturnType<typeof fakeStorage>): Promise<Store> {
  vi.resetModules();
  stubWindowStorage(storage);
  return import('./saved-surfaces-store');
}

const surface = (id: string) => newSurface({ id, surfaceType: 'desk_top' });

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('saved surfaces', () => {
  it('keeps what was saved in localStorage under grainline.savedSurfaces', async () => {
    const storage = fakeStorage();
    const store = await loadStore(storage);
    store.addSavedSurface({ ...surface('a'), id: 'a' });
    store.addSavedSurface({ ...surface('b'), id: 'b' });
    expect(store.getSavedSurfaces().map((s) => s.id)).toEqual(['a', 'b']);

    const reloaded = await loadStore(storage);
    expect(reloaded.getSavedSurfaces().map((s) => s.id)).toEqual(['a', 'b']);
  });

  it('drops stored entries that are not valid configurations', async () => {
    const valid = surface('ok');
    const storage = fakeStorage({
      'grainline.savedSurfaces': JSON.stringify([
        valid,
        { ...surface('long'), lengthMm: 9000 },
        'nonsense',
        { id: 'x' },
      ]),
    });
    const store = await loadStore(storage);
    expect(store.getSavedSurfaces()).toEqual([valid]);
  });

  it('reads unparseable storage as an empty quote', async () => {
    const store = await loadStore(fakeStorage({ 'grainline.savedSurfaces': '{not json' }));
    expect(store.getSavedSurfaces()).toEqual([]);
  });

  it('removes a surface and keeps quantities between 1 and 50', async () => {
    const store = await loadStore(fakeStorage());
    store.addSavedSurface({ ...surface('a'), id: 'a' });
    store.addSavedSurface({ ...surface('b'), id: 'b' });
    store.setSavedSurfaceQuantity('a', 0);
    expect(store.getSavedSurfaces()[0]?.quantity).toBe(1);
    store.setSavedSurfaceQuantity('a', 80);
    expect(store.getSavedSurfaces()[0]?.quantity).toBe(50);
    store.removeSavedSurface('a');
    expect(store.getSavedSurfaces().map((s) => s.id)).toEqual(['b']);
  });

  it('still holds the quote for this visit when storage is blocked', async () => {
    const store = await loadStore(fakeStorage({}, { failing: true }));
    store.addSavedSurface({ ...surface('a'), id: 'a' });
    expect(store.getSavedSurfaces().map((s) => s.id)).toEqual(['a']);
  });
});
