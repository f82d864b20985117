import { describe, expect, it } from 'vitest';
import { newSurface } from '#core/surface/surface-defaults';
import { restoreIndex, slotOf, surfaceSlots, type RemovedSurface } from './removed-surfaces';

const surface = (id: string) => ({ ...newSurface({ id }), id });
const ids = (slots: ReturnType<typeof surfaceSlots>) =>
  slots.map((s) => (s.kind === 'saved' ? s.surface.id : `removed:${s.removed.surface.id}`));

describe('removed surfaces keep their place (Undo restores a surface where it was)', () => {
  const [a, b, c, d] = ['a', 'b', 'c', 'd'].map(surface) as [
    ReturnType<typeof surface>,
    ReturnType<typeof surface>,
    ReturnType<typeof surface>,
    ReturnType<typeof surface>,
  ];

  it('shows a removed surface in its old slot', () => {
    const removed: RemovedSurface[] = [{ surface: b, slot: 1 }];
    expect(ids(surfaceSlots([a, c, d], removed))).toEqual(['a', 'removed:b', 'c', 'd']);
  });

  it('keeps slots when several are removed, in any order', () => {
    const removed: RemovedSurface[] = [
      { surface: c, slot: 2 },
      { surface: a, slot: 0 },
    ];
    expect(ids(surfaceSlots([b, d], removed))).toEqual(['removed:a', 'b', 'removed:c', 'd']);
    expect(restoreIndex({ surface: c, slot: 2 }, removed)).toBe(1);
    expect(restoreIndex({ surface: a, slot: 0 }, removed)).toBe(0);
  });

  it('finds the slot a saved surface shows in', () => {
    const removed: RemovedSurface[] = [{ surface: a, slot: 0 }];
    expect(slotOf('c', [b, c, d], removed)).toBe(2);
  });

  it('numbers each saved surface by its place in the saved list, for its price line', () => {
    const slots = surfaceSlots([a, c], [{ surface: b, slot: 1 }]);
    expect(slots.flatMap((s) => (s.kind === 'saved' ? [s.index] : []))).toEqual([0, 1]);
  });
});
