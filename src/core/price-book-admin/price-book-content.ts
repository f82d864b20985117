import { z } from 'zod';
import type { PriceBook } from '../pricing/price-book';
import { FINISHES, GRAINS, type Grain } from '../surface/surface-options';

/** A species as staff edit it; its grains and rates live in the book. */
export interface SpeciesEntry {
  speciesId: string;
  name: string;
  description: string;
  /** Hidden from the picker; old quotes still name it (issue 15 item 4). */
  retired: boolean;
}

/** What one version of the price book holds: the species and everything the engine prices with. */
export interface PriceBookContent {
  species: SpeciesEntry[];
  book: PriceBook;
}

/** GET /api/admin/price-book: the current version and who made it. */
export interface PriceBookVersionView extends PriceBookContent {
  version: number;
  createdAt: string;
  createdBy: string | null;
  reason: string | null;
  /** The earlier version this one brought back, if it was a restore. */
  restoredFrom: number | null;
}

/**
 * Bounds of each edited figure: whole cents, positive where a zero would be a mistake, and
 * capped well above any real price so a slipped digit is refused rather than quoted.
 */
export const PRICE_BOOK_BOUNDS = {
  rateCentsPerM3: { min: 1, max: 2_000_000_000 },
  densityKgPerM3: { min: 100, max: 1_500 },
  finishCentsPerM2: { min: 0, max: 1_000_000 },
  modifierCents: { min: 0, max: 10_000_000 },
  bracketCents: { min: 0, max: 1_000_000 },
  edgeSavingCentsPerMetre: { min: 0, max: 100_000 },
  shippingCentsPerKg: { min: 0, max: 100_000 },
  shippingFlatCents: { min: 0, max: 10_000_000 },
  insuranceBasisPoints: { min: 0, max: 2_000 },
  vatPercent: { min: 0, max: 30 },
} as const;

const bounded = (what: string, bounds: { min: number; max: number }) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be whole cents`)
    .min(bounds.min, bounds.min === 1 ? `${what} must be more than zero` : `${what} must be at least ${bounds.min}`)
    .max(bounds.max, `${what} must be at most ${bounds.max}`);

export const SPECIES_ID_PATTERN = /^[a-z][a-z_]{1,38}[a-z]$/;

const speciesEntrySchema = z.object({
  speciesId: z.string().regex(SPECIES_ID_PATTERN, 'Use 3 to 40 lower-case letters and underscores, such as red_oak'),
  name: z.string().trim().min(1, 'A species needs a name').max(60, 'Keep the name under 60 characters'),
  description: z.string().trim().min(1, 'A species needs a description').max(1_000, 'Keep the description under 1,000 characters'),
  retired: z.boolean(),
});

const grainPriceSchema = z.object({
  id: z.string(),
  speciesId: z.string(),
  grain: z.enum(GRAINS),
  rateCentsPerM3: bounded('Rate', PRICE_BOOK_BOUNDS.rateCentsPerM3),
  densityKgPerM3: z
    .number()
    .int('Density must be whole kg/m³')
    .min(PRICE_BOOK_BOUNDS.densityKgPerM3.min, `Density must be at least ${PRICE_BOOK_BOUNDS.densityKgPerM3.min} kg/m³`)
    .max(PRICE_BOOK_BOUNDS.densityKgPerM3.max, `Density must be at most ${PRICE_BOOK_BOUNDS.densityKgPerM3.max} kg/m³`),
  available: z.boolean(),
});

const bookSchema = z.object({
  species: z.record(z.string(), grainPriceSchema),
  finishCentsPerM2: z.object(Object.fromEntries(FINISHES.map((finish) => [finish, bounded('Finish price', PRICE_BOOK_BOUNDS.finishCentsPerM2)])) as Record<
    (typeof FINISHES)[number],
    ReturnType<typeof bounded>
  >),
  modifierCents: z.object({
    single_sink: bounded('Cutout price', PRICE_BOOK_BOUNDS.modifierCents),
    double_sink: bounded('Cutout price', PRICE_BOOK_BOUNDS.modifierCents),
    butlers_sink: bounded('Cutout price', PRICE_BOOK_BOUNDS.modifierCents),
    prepbowl: bounded('Cutout price', PRICE_BOOK_BOUNDS.modifierCents),
    tap_hole: bounded('Cutout price', PRICE_BOOK_BOUNDS.modifierCents),
    cable_hole: bounded('Cable hole price', PRICE_BOOK_BOUNDS.modifierCents),
  }),
  bracketCents: bounded('Bracket price', PRICE_BOOK_BOUNDS.bracketCents),
  edgeSavingCentsPerMetre: bounded('Edge saving', PRICE_BOOK_BOUNDS.edgeSavingCentsPerMetre),
  shippingCentsPerKg: bounded('Shipping per kg', PRICE_BOOK_BOUNDS.shippingCentsPerKg),
  shippingFlatCents: bounded('Shipping base', PRICE_BOOK_BOUNDS.shippingFlatCents),
  insuranceBasisPoints: bounded('Insurance', PRICE_BOOK_BOUNDS.insuranceBasisPoints),
  vatPercent: bounded('VAT', PRICE_BOOK_BOUNDS.vatPercent),
});

/**
 * The price book's own rules beyond single fields: every grain belongs to a listed species
 * under its own id, and a species on sale keeps at least one available grain.
 */
function checkContent(content: { species: SpeciesEntry[]; book: z.infer<typeof bookSchema> }, ctx: z.RefinementCtx): void {
  const ids = new Set<string>();
  content.species.forEach((species, index) => {
    if (ids.has(species.speciesId)) ctx.addIssue({ code: 'custom', path: ['species', index, 'speciesId'], message: `${species.speciesId} is listed twice` });
    ids.add(species.speciesId);
  });
  for (const [id, grain] of Object.entries(content.book.species)) {
    if (!ids.has(grain.speciesId)) {
      ctx.addIssue({ code: 'custom', path: ['book', 'species', id, 'speciesId'], message: `No species ${grain.speciesId} for this grain` });
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
    if (!available) ctx.addIssue({ code: 'custom', path: ['species', index, 'grains'], message: `${species.name} needs at least one available grain` });
  });
}

const contentShape = { species: z.array(speciesEntrySchema).min(1).max(200), book: bookSchema };

export const priceBookContentSchema = z.object(contentShape).superRefine(checkContent);

/** POST /api/admin/price-book: the edited book, the version it was based on, and why. */
export const savePriceBookRequestSchema = z
  .object({
    ...contentShape,
    version: z.number().int().min(1),
    reason: z.string().trim().max(500, 'Keep the reason under 500 characters').optional(),
  })
  .superRefine(checkContent);

export type SavePriceBookRequest = z.infer<typeof savePriceBookRequestSchema>;

export function grainsOfSpecies(book: PriceBook, speciesId: string): Grain[] {
  return GRAINS.filter((grain) => book.species[`${speciesId}_${grain}`] !== undefined);
}
