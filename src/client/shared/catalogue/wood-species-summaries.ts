import type { WoodSpeciesSummary } from '#core/catalogue/catalogue-types';
import { TIERS } from '#core/pricing/price-book';
import { GRAINS } from '#core/surface/surface-options';

const isString = (value: unknown): value is string => typeof value === 'string';
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringList = (value: unknown): boolean => Array.isArray(value) && value.every(isString);

const PROFILE_TEXTS = [
  'scientificName',
  'origin',
  'hardness',
  'grainPattern',
  'colour',
  'workability',
  'durability',
  'sustainability',
  'overview',
];

/** The profile the grain dialog opens into: its texts, its care tips, its table and its per-grain notes. */
function isProfile(value: unknown): boolean {
  if (!isObject(value)) return false;
  return (
    PROFILE_TEXTS.every((field) => isString(value[field])) &&
    isStringList(value.careTips) &&
    Array.isArray(value.technicalData) &&
    value.technicalData.every((row) => isObject(row) && isString(row.label) && isString(row.value)) &&
    isObject(value.grains)
  );
}

/** Every field of a summary the wood picker, the comparison and the grain dialog read, each of the type they read. */
function isSpeciesSummary(item: unknown): item is WoodSpeciesSummary {
  if (!isObject(item)) return false;
  return (
    isString(item.speciesId) &&
    isString(item.name) &&
    (TIERS as readonly unknown[]).includes(item.tierName) &&
    isString(item.description) &&
    isString(item.imageUrl) &&
    Array.isArray(item.grains) &&
    item.grains.every((grain) => (GRAINS as readonly unknown[]).includes(grain)) &&
    isObject(item.images) &&
    typeof item.faceRate === 'number' &&
    Number.isFinite(item.faceRate) &&
    isProfile(item.profile)
  );
}

export class InvalidWoodSpeciesList extends Error {
  constructor() {
    super('The wood species answer is not a list');
    this.name = 'InvalidWoodSpeciesList';
  }
}

/**
 * The wood picker's species checked item by item, without zod (the configurator's first load,
 * ADR 008), as SPEC's error catalogue asks (CONF-27): an answer that is not a list is an error
 * (the picker shows no woods and offers to try again), and a malformed item is skipped and
 * logged, never shown, so one bad wood cannot take step 1 down with it.
 */
export function woodSpeciesSummariesFrom(data: unknown): WoodSpeciesSummary[] {
  if (!Array.isArray(data)) throw new InvalidWoodSpeciesList();
  const species = data.filter(isSpeciesSummary);
  if (species.length < data.length)
    console.warn(`Skipped ${data.length - species.length} malformed wood species item(s)`);
  return species;
}
