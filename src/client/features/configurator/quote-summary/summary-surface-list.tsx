import type { Dispatch, SetStateAction } from 'react';
import type { SurfaceConfiguration } from '#core/surface/surface-schema';
import { focusWhenShown } from '#client/shared/focus-when-shown';
import { surfaceTitle } from '#client/shared/quote-display/surface-details';
import {
  insertSavedSurface,
  removeSavedSurface,
  setSavedSurfaceQuantity,
} from '#client/shared/saved-surfaces/saved-surfaces-store';
import { RemovedSurfaceRow } from './removed-surface-row';
import { restoreIndex, slotOf, surfaceSlots, type RemovedSurface } from './removed-surfaces';
import { SurfaceCard } from './surface-card';
import type { QuoteSummaryState } from './use-quote-summary';

const undoButtonId = (surfaceId: string) => `undo-remove-${surfaceId}`;
const removeButtonId = (surfaceId: string) => `remove-${surfaceId}`;

interface Props {
  summary: Pick<QuoteSummaryState, 'surfaces' | 'priceBook' | 'species' | 'priceState'>;
  /** Held by the step, so a removal's row outlives the last card (the empty summary shows it too). */
  removed: readonly RemovedSurface[];
  setRemoved: Dispatch<SetStateAction<readonly RemovedSurface[]>>;
}

/** QUOTE-01's surface cards; a removal can be undone, and the removed card's row keeps its place until then. */
export function SummarySurfaceList({ summary, removed, setRemoved }: Props) {
  const { surfaces, priceBook, species, priceState } = summary;
  const speciesName = (surface: SurfaceConfiguration) => {
    const speciesId = priceBook.data?.species[surface.woodSpecies]?.speciesId;
    return species?.find((s) => s.speciesId === speciesId)?.name ?? 'Wood';
  };
  const remove = (surface: SurfaceConfiguration) => {
    const id = surface.id ?? '';
    setRemoved((current) => [...current, { surface: { ...surface, id }, slot: slotOf(id, surfaces, current) }]);
    removeSavedSurface(id);
    // The Remove button is gone with its card: the keyboard goes on from the row's Undo.
    focusWhenShown(undoButtonId(id));
  };
  const undo = (entry: RemovedSurface) => {
    insertSavedSurface(entry.surface, restoreIndex(entry, removed));
    setRemoved((current) => current.filter((r) => r !== entry));
    focusWhenShown(removeButtonId(entry.surface.id));
  };
  return (
    <ul aria-label="Surfaces in your quote" className="space-y-4">
      {surfaceSlots(surfaces, removed).map((slot) => {
        if (slot.kind === 'removed') {
          const { surface } = slot.removed;
          return (
            <RemovedSurfaceRow
              key={`removed-${surface.id}`}
              itemName={`${surfaceTitle(surface)} in ${speciesName(surface)}`}
              undoId={undoButtonId(surface.id)}
              onUndo={() => undo(slot.removed)}
            />
          );
        }
        const { surface, index } = slot;
        const id = surface.id ?? '';
        return (
          <SurfaceCard
            key={id}
            surface={surface}
            speciesName={speciesName(surface)}
            price={priceState.status === 'priced' ? (priceState.price.lines[index] ?? null) : null}
            removeButtonId={removeButtonId(id)}
            onQuantityChange={(quantity) => setSavedSurfaceQuantity(id, quantity)}
            onRemove={() => remove(surface)}
          />
        );
      })}
    </ul>
  );
}
