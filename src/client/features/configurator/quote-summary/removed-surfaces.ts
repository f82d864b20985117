import type { SurfaceConfiguration } from '#core/surface/surface-schema';

type SavedSurface = SurfaceConfiguration & { id: string };

/**
 * A surface the customer removed from the quote, kept so Undo can put it back.
 * `slot` is its place in the list as shown: a removed card leaves a row in its place, so every
 * other card keeps its place and Undo restores it exactly where it was.
 */
export interface RemovedSurface {
  surface: SavedSurface;
  slot: number;
}

export type SurfaceSlot =
  | { kind: 'saved'; surface: SurfaceConfiguration; index: number }
  | { kind: 'removed'; removed: RemovedSurface };

/** The saved surfaces in order, with each removed one's row back in its slot. */
export function surfaceSlots(
  saved: readonly SurfaceConfiguration[],
  removed: readonly RemovedSurface[],
): SurfaceSlot[] {
  const slots: SurfaceSlot[] = [];
  let index = 0;
  const total = saved.length + removed.length;
  for (let slot = 0; slot < total; slot += 1) {
    const gone = removed.find((r) => r.slot === slot);
    if (gone) {
      slots.push({ kind: 'removed', removed: gone });
      continue;
    }
    const surface = saved[index];
    if (surface) slots.push({ kind: 'saved', surface, index });
    index += 1;
  }
  return slots;
}

/** Where in the saved list a removed surface goes back: after the saved ones shown above it. */
export function restoreIndex(entry: RemovedSurface, removed: readonly RemovedSurface[]): number {
  return entry.slot - removed.filter((r) => r.slot < entry.slot).length;
}

/** The slot a saved surface shows in, so its removal leaves its row there. */
export function slotOf(id: string, saved: readonly SurfaceConfiguration[], removed: readonly RemovedSurface[]): number {
  const found = surfaceSlots(saved, removed).findIndex((slot) => slot.kind === 'saved' && slot.surface.id === id);
  return found === -1 ? saved.length + removed.length : found;
}
