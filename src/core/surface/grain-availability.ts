import { GRAINS, LABELS } from './surface-options';
import type { Grain, SurfaceType } from './surface-options';

/** CONF-29: end grain is never offered for stair treads or floating shelves. */
const NO_END_GRAIN: readonly SurfaceType[] = ['stair_tread', 'floating_shelf'];

/** The grains the dialog offers for a species on a surface type, in Face, Edge, End order. */
export function availableGrains(speciesGrains: readonly Grain[], surfaceType: SurfaceType | undefined): Grain[] {
  const endAllowed = surfaceType === undefined || !NO_END_GRAIN.includes(surfaceType);
  return GRAINS.filter((grain) => speciesGrains.includes(grain) && (grain !== 'end' || endAllowed));
}

export function grainLabel(grain: Grain): 'Face' | 'Edge' | 'End' {
  return LABELS.grain[grain];
}

/** PRICE-27: record names read '{Species} - Face/Edge/End Grain'; CONF-30 matches on the prefix. */
export function speciesNameFromRecordName(recordName: string): string {
  const separator = recordName.indexOf(' - ');
  const prefix = separator === -1 ? recordName : recordName.slice(0, separator);
  return prefix.replace(/\s+(face|edge|end)\s+grain\s*$/i, '').trim();
}

/** CONF-30's aliases, keyed by the normalised spelling seen in the data. */
const SPECIES_ALIASES: Readonly<Record<string, string>> = {
  'american white ash': 'ash',
  'european white beech': 'beech',
  yellowwood: 'yellow wood',
};

/**
 * A species name in the one spelling used for matching base wood names to records:
 * lower case, single spaces (underscores and hyphens count as spaces), aliases applied.
 */
export function normaliseSpeciesName(name: string): string {
  const plain = name
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();
  return SPECIES_ALIASES[plain] ?? plain;
}

/** The price book's species id for a name (`Yellowwood` → `yellow_wood`, PRICE-20). */
export function speciesIdFromName(name: string): string {
  return normaliseSpeciesName(name).replace(/ /g, '_');
}
