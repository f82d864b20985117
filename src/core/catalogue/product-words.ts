// An id no list names is said as a status is ('red_ivory' → 'Red ivory'), so a screen never shows the code.
import { formatStatus as idInWords } from '../format-status';
import { GRAINS, LABELS, type Grain } from '../surface/surface-options';

/** A species as the price book names it; a `SpeciesEntry` or a `DefaultSpecies` will do. */
export interface NamedSpecies {
  speciesId: string;
  name: string;
}

/** PRICE-27: the price book's name of a species in a grain, 'Kiaat - Edge Grain'. */
export function woodName(speciesName: string, grain: Grain): string {
  return `${speciesName} - ${LABELS.grain[grain]} Grain`;
}

const sentenceCase = (label: string) => label.charAt(0) + label.slice(1).toLowerCase();

/**
 * A species-grain id ('kiaat_edge') or a species id ('kiaat') as the price book names it
 * ('Kiaat - Edge Grain', 'Kiaat'): what staff read in the report, the job sheet and the screens.
 */
export function woodWords(id: string, species: readonly NamedSpecies[]): string {
  const named = (speciesId: string) => species.find((entry) => entry.speciesId === speciesId)?.name;
  const whole = named(id);
  if (whole) return whole;
  const grain = GRAINS.find((candidate) => id.endsWith(`_${candidate}`));
  const speciesId = grain ? id.slice(0, -grain.length - 1) : id;
  const name = named(speciesId) ?? idInWords(speciesId);
  return grain ? woodName(name, grain) : name;
}

/** A surface type in a sentence's words: `desk_top` → 'Desk top'. */
export function surfaceTypeWords(surfaceType: string): string {
  const label = (LABELS.surfaceType as Readonly<Record<string, string>>)[surfaceType];
  return label ? sentenceCase(label) : idInWords(surfaceType);
}
