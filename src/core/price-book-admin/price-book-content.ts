import { z } from 'zod';
import type { PriceBook } from '../pricing/price-book';
import { priceBookSchema } from '../pricing/price-book-schema';
import { GRAINS, type Grain } from '../surface/surface-options';
import { speciesFiguresSchema } from '../advice/species-figures-schema';

export const SPECIES_ID_PATTERN = /^[a-z][a-z_]{1,38}[a-z]$/;

/** A species as staff edit it; its grains and rates live in the book. */
const speciesEntrySchema = z.object({
  speciesId: z.string().regex(SPECIES_ID_PATTERN, 'Use 3 to 40 lower-case letters and underscores, such as red_oak'),
  name: z.string().trim().min(1, 'A species needs a name').max(60, 'Keep the name under 60 characters'),
  description: z
    .string()
    .trim()
    .min(1, 'A species needs a description')
    .max(1_000, 'Keep the description under 1,000 characters'),
  retired: z.boolean().describe('Hidden from the picker; old quotes still name it (PRICE-32)'),
  /** CONF-41: absent in versions saved before staff kept them, which use the core's defaults. */
  figures: speciesFiguresSchema.optional(),
});
export type SpeciesEntry = z.infer<typeof speciesEntrySchema>;

/**
 * The price book's own rules beyond single fields: every grain belongs to a listed species
 * under its own id, and a species on sale keeps at least one available grain.
 */
function checkContent(content: { species: SpeciesEntry[]; book: PriceBook }, ctx: z.RefinementCtx): void {
  const ids = new Set<string>();
  content.species.forEach((species, index) => {
    if (ids.has(species.speciesId))
      ctx.addIssue({
        code: 'custom',
        path: ['species', index, 'speciesId'],
        message: `${species.speciesId} is listed twice`,
      });
    ids.add(species.speciesId);
  });
  for (const [id, grain] of Object.entries(content.book.species)) {
    if (!ids.has(grain.speciesId)) {
      ctx.addIssue({
        code: 'custom',
        path: ['book', 'species', id, 'speciesId'],
        message: `No species ${grain.speciesId} for this grain`,
      });
    } else if (id !== `${grain.speciesId}_${grain.grain}` || grain.id !== id) {
      ctx.addIssue({
        code: 'custom',
        path: ['book', 'species', id, 'id'],
        message: `A ${grain.grain} grain of ${grain.speciesId} must be called ${grain.speciesId}_${grain.grain}`,
      });
    }
  }
  content.species.forEach((species, index) => {
    if (species.retired) return;
    const available = GRAINS.some((grain) => content.book.species[`${species.speciesId}_${grain}`]?.available === true);
    if (!available)
      ctx.addIssue({
        code: 'custom',
        path: ['species', index, 'grains'],
        message: `${species.name} needs at least one available grain`,
      });
  });
}

const contentShape = { species: z.array(speciesEntrySchema).min(1).max(200), book: priceBookSchema };

/** What one version of the price book holds: the species and everything the engine prices with. */
export const priceBookContentSchema = z.object(contentShape).superRefine(checkContent);
export type PriceBookContent = z.infer<typeof priceBookContentSchema>;

/** Who made a version, when and why. */
const versionFacts = {
  version: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  reason: z.string().nullable(),
  restoredFrom: z.number().int().nullable().describe('The earlier version this one brought back, if it was a restore'),
};

/** GET /api/admin/price-book: the current version and who made it. */
export const priceBookVersionViewSchema = z.object({ ...contentShape, ...versionFacts });
export type PriceBookVersionView = z.infer<typeof priceBookVersionViewSchema>;

/** One edited figure of the audit trail: before → after, `null` where it did not exist. */
export const priceBookChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  unit: z.enum([
    'cents',
    'cents_per_m3',
    'cents_per_m2',
    'cents_per_kg',
    'cents_per_metre',
    'basis_points',
    'percent',
    'kg_per_m3',
    'mpa',
    'per_percent',
    'text',
    'yes_no',
  ]),
  before: z.union([z.number(), z.string(), z.boolean()]).nullable(),
  after: z.union([z.number(), z.string(), z.boolean()]).nullable(),
});
export type PriceBookChange = z.infer<typeof priceBookChangeSchema>;

/** A version without its content, for the history list. */
export const priceBookVersionSummarySchema = z.object({ ...versionFacts, changes: z.array(priceBookChangeSchema) });
export type PriceBookVersionSummary = z.infer<typeof priceBookVersionSummarySchema>;

/** One version with its changes. */
export const priceBookVersionDetailSchema = priceBookVersionViewSchema.extend({
  changes: z.array(priceBookChangeSchema),
});

/** POST /api/admin/price-book: the edited book, the version it was based on, and why. */
export const savePriceBookRequestSchema = z
  .object({
    ...contentShape,
    version: z.number().int().min(1),
    reason: z.string().trim().max(500, 'Keep the reason under 500 characters').optional(),
  })
  .superRefine(checkContent);

export type SavePriceBookRequest = z.infer<typeof savePriceBookRequestSchema>;

/** The staff editor's form (PRICE-32): the content and why, checked by the same rules as a save. */
export const priceBookFormSchema = z
  .object({
    ...contentShape,
    reason: z.string().trim().max(500, 'Keep the reason under 500 characters'),
  })
  .superRefine(checkContent);

export function grainsOfSpecies(book: PriceBook, speciesId: string): Grain[] {
  return GRAINS.filter((grain) => book.species[`${speciesId}_${grain}`] !== undefined);
}
