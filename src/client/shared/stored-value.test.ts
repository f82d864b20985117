import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStorage, stubWindowStorage } from './fake-window-storage';
import { createStoredValue } from './stored-value';

const readCount = (json: unknown) => (typeof json === 'number' && json >= 0 ? json : undefined);

afterEach(() => vi.unstubAllGlobals());

describe('createStoredValue', () => {
  it('reads, writes and tells its subscribers', () => {
    const storage = fakeStorage({ count: '3' });
    stubWindowStorage(storage);
    const store = createStoredValue({ key: 'count', read: readCount, fallback: 0 });
    expect(store.get()).toBe(3);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(7);
    expect(store.get()).toBe(7);
    expect(storage.values.get('count')).toBe('7');
    expect(listener).toHaveBeenCalledOnce();
  });

  it('falls back when storage holds something invalid or unparseable', () => {
    stubWindowStorage(fakeStorage({ a: '-1', b: '{nope' }));
    expect(createStoredValue({ key: 'a', read: readCount, fallback: 0 }).get()).toBe(0);
    expect(createStoredValue({ key: 'b', read: readCount, fallback: 0 }).get()).toBe(0);
    expect(createStoredValue({ key: 'missing', read: readCount, fallback: 5 }).get()).toBe(5);
  });

  it('keeps the value in memory when storage is blocked', () => {
    stubWindowStorage(fakeStorage({}, { failing: true }));
    const store = createStoredValue({ key: 'count', read: readCount, fallback: 0 });
    store.set(4);
    expect(store.get()).toBe(4);
  });
});
