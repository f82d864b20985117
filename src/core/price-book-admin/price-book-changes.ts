import type { PriceBook } from '../pricing/price-book';
import { FINISHES, LABELS } from '../surface/surface-options';
import type { SpeciesFigures } from '../advice/species-figures';
import type { PriceBookChange, PriceBookContent, SpeciesEntry } from './price-book-content';

export type { PriceBookChange } from './price-book-content';
type ChangeUnit = PriceBookChange['unit'];

/** Each priced cutout's name, for the change list and the editor's fields alike. */
export const MODIFIER_LABELS: Record<keyof PriceBook['modifierCents'], string> = {
  single_sink: 'Single sink cutout',
  double_sink: 'Double sink cutout',
  butlers_sink: "Butler's sink cutout",
  prepbowl: 'Prep bowl cutout',
  tap_hole: 'Tap hole',
  cable_hole: 'Cable hole',
};

type ScalarField = Exclude<keyof PriceBook, 'species' | 'finishCentsPerM2' | 'modifierCents'>;
const SCALARS: { field: ScalarField; label: string; unit: ChangeUnit }[] = [
  { field: 'bracketCents', label: 'Bracket', unit: 'cents' },
  { field: 'edgeSavingCentsPerMetre', label: 'Edge profiling saving per metre', unit: 'cents_per_metre' },
  { field: 'shippingCentsPerKg', label: 'Shipping per kg', unit: 'cents_per_kg' },
  { field: 'shippingFlatCents', label: 'Shipping base', unit: 'cents' },
  { field: 'insuranceBasisPoints', label: 'Insurance', unit: 'basis_points' },
  { field: 'vatPercent', label: 'VAT', unit: 'percent' },
];

/** Every figure that differs between two versions, species first, in the screen's order. */
export function diffPriceBooks(before: PriceBookContent, after: PriceBookContent): PriceBookChange[] {
  const changes: PriceBookChange[] = [];
  const push = (change: PriceBookChange) => {
    if (change.before !== change.after) changes.push(change);
  };
  const beforeSpecies = new Map(before.species.map((s) => [s.speciesId, s]));
  const afterSpecies = new Map(after.species.map((s) => [s.speciesId, s]));
  for (const speciesId of new Set([...beforeSpecies.keys(), ...afterSpecies.keys()])) {
    const was = beforeSpecies.get(speciesId);
    const now = afterSpecies.get(speciesId);
    const name = now?.name ?? was?.name ?? speciesId;
    push({
      field: `species.${speciesId}.name`,
      label: `${name}: name`,
      unit: 'text',
      before: was?.name ?? null,
      after: now?.name ?? null,
    });
    push({
      field: `species.${speciesId}.description`,
      label: `${name}: description`,
      unit: 'text',
      before: was?.description ?? null,
      after: now?.description ?? null,
    });
    push({
      field: `species.${speciesId}.retired`,
      label: `${name}: retired`,
      unit: 'yes_no',
      before: was?.retired ?? null,
      after: now?.retired ?? null,
    });
    figureChanges(speciesId, name, was, now).forEach(push);
  }
  const speciesName = (speciesId: string) =>
    afterSpecies.get(speciesId)?.name ?? beforeSpecies.get(speciesId)?.name ?? speciesId;
  for (const id of new Set([...Object.keys(before.book.species), ...Object.keys(after.book.species)])) {
    const was = before.book.species[id];
    const now = after.book.species[id];
    const grain = now ?? was;
    if (!grain) continue;
    const label = `${speciesName(grain.speciesId)} ${LABELS.grain[grain.grain].toLowerCase()} grain`;
    push({
      field: `book.species.${id}.rateCentsPerM3`,
      label: `${label}: rate per m³`,
      unit: 'cents_per_m3',
      before: was?.rateCentsPerM3 ?? null,
      after: now?.rateCentsPerM3 ?? null,
    });
    push({
      field: `book.species.${id}.densityKgPerM3`,
      label: `${label}: density`,
      unit: 'kg_per_m3',
      before: was?.densityKgPerM3 ?? null,
      after: now?.densityKgPerM3 ?? null,
    });
    push({
      field: `book.species.${id}.available`,
      label: `${label}: available`,
      unit: 'yes_no',
      before: was?.available ?? null,
      after: now?.available ?? null,
    });
  }
  for (const finish of FINISHES) {
    push({
      field: `book.finishCentsPerM2.${finish}`,
      label: `${LABELS.finish[finish]} finish per m²`,
      unit: 'cents_per_m2',
      before: before.book.finishCentsPerM2[finish],
      after: after.book.finishCentsPerM2[finish],
    });
  }
  for (const [modifier, label] of Object.entries(MODIFIER_LABELS) as [keyof PriceBook['modifierCents'], string][]) {
    push({
      field: `book.modifierCents.${modifier}`,
      label,
      unit: 'cents',
      before: before.book.modifierCents[modifier],
      after: after.book.modifierCents[modifier],
    });
  }
  for (const { field, label, unit } of SCALARS) {
    push({ field: `book.${field}`, label, unit, before: before.book[field], after: after.book[field] });
  }
  return changes;
}

/** The advice figures staff edit per species (CONF-41), in the editor's order. */
export const FIGURE_FIELDS: { field: keyof SpeciesFigures; label: string; unit: ChangeUnit }[] = [
  { field: 'modulusOfElasticityMpa', label: 'modulus of elasticity', unit: 'mpa' },
  { field: 'tangentialPerPercent', label: 'tangential change per 1 % moisture', unit: 'per_percent' },
  { field: 'radialPerPercent', label: 'radial change per 1 % moisture', unit: 'per_percent' },
];

/**
 * A figure and its source are two lines of the trail; a species that is new or gone has none.
 * Both sides come with their figures filled in (a version read back gets the core's defaults
 * where it kept none), so a missing figure here is an empty one.
 */
function figureChanges(
  speciesId: string,
  name: string,
  was: SpeciesEntry | undefined,
  now: SpeciesEntry | undefined,
): PriceBookChange[] {
  if (!was || !now) return [];
  const before: Partial<SpeciesFigures> = was.figures ?? {};
  const after: Partial<SpeciesFigures> = now.figures ?? {};
  return FIGURE_FIELDS.flatMap(({ field, label, unit }) => [
    {
      field: `species.${speciesId}.figures.${field}.value`,
      label: `${name}: ${label}`,
      unit,
      before: before[field]?.value ?? null,
      after: after[field]?.value ?? null,
    },
    {
      field: `species.${speciesId}.figures.${field}.source`,
      label: `${name}: ${label}, source`,
      unit: 'text' as const,
      before: before[field]?.source ?? null,
      after: after[field]?.source ?? null,
    },
  ]);
}
