import type { SpeciesEntry } from '#core/price-book-admin/price-book-content';
import { speciesName } from './jobs-api';

/**
 * The `<option>`s of a species menu: each species of the price book by its name (a retired one
 * says so), and `keep` (the value chosen now) even when the book no longer lists it.
 */
export function SpeciesOptions({ species, keep }: { species: readonly SpeciesEntry[]; keep?: string }) {
  return (
    <>
      {keep && !species.some((entry) => entry.speciesId === keep) ? (
        <option value={keep}>{speciesName(keep, species)}</option>
      ) : null}
      {species.map((entry) => (
        <option key={entry.speciesId} value={entry.speciesId}>
          {entry.retired ? `${entry.name} (retired)` : entry.name}
        </option>
      ))}
    </>
  );
}
