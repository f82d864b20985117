import { z } from 'zod';
import { formatRand } from '../money';
import { formatBasisPoints, formatPercent } from '../percent';
import { FINISHES, GRAINS } from '../surface/surface-options';

/*
 * The price book as a zod schema: the editor's save checks it, the API documents and checks the
 * book it sends with it, and price-book.ts derives the engine's types from it (type imports only,
 * so the configurator's first load carries no zod, ADR 008).
 */

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

/** How the editor shows a figure, so a message names its bounds as the person typed them. */
type Unit = 'cents' | 'basisPoints' | 'percent';
const shown = (unit: Unit, value: number) =>
  unit === 'cents' ? formatRand(value) : unit === 'basisPoints' ? formatBasisPoints(value) : formatPercent(value);

const bounded = (what: string, bounds: { min: number; max: number }, unit: Unit = 'cents') =>
  z
    .number({
      error:
        unit === 'cents'
          ? `${what}: enter an amount in rand, such as 1250.00`
          : `${what}: enter a percentage, such as 2.5`,
    })
    // Before the whole-number check: a slipped digit is refused as too large, not as "not whole".
    .max(bounds.max, `${what} must be at most ${shown(unit, bounds.max)}`)
    .min(
      bounds.min,
      bounds.min === 1
        ? `${what} must be more than zero`
        : bounds.min === 0
          ? `${what} cannot be negative`
          : `${what} must be at least ${shown(unit, bounds.min)}`,
    )
    .int(unit === 'cents' ? `${what} must be whole cents` : `${what} can have at most two decimals`);

/** One species in one grain, the unit the customer picks (`kiaat_edge`). */
export const speciesGrainPriceSchema = z.object({
  id: z.string(),
  speciesId: z.string(),
  grain: z.enum(GRAINS),
  rateCentsPerM3: bounded('Rate', PRICE_BOOK_BOUNDS.rateCentsPerM3).describe(
    'Cents per cubic metre of stock for this grain',
  ),
  densityKgPerM3: z
    .number({ error: 'Density: enter whole kg/m³, such as 650' })
    .int('Density must be whole kg/m³')
    .min(PRICE_BOOK_BOUNDS.densityKgPerM3.min, `Density must be at least ${PRICE_BOOK_BOUNDS.densityKgPerM3.min} kg/m³`)
    .max(PRICE_BOOK_BOUNDS.densityKgPerM3.max, `Density must be at most ${PRICE_BOOK_BOUNDS.densityKgPerM3.max} kg/m³`),
  available: z.boolean(),
});

/** Everything the engine prices with (price-book.ts derives `PriceBook` from it), with the editor's bounds. */
export const priceBookSchema = z
  .object({
    species: z.record(z.string(), speciesGrainPriceSchema),
    finishCentsPerM2: z.object(
      Object.fromEntries(
        FINISHES.map((finish) => [finish, bounded('Finish price', PRICE_BOOK_BOUNDS.finishCentsPerM2)]),
      ) as Record<(typeof FINISHES)[number], ReturnType<typeof bounded>>,
    ),
    modifierCents: z
      .object({
        single_sink: bounded('Cutout price', PRICE_BOOK_BOUNDS.modifierCents),
        double_sink: bounded('Cutout price', PRICE_BOOK_BOUNDS.modifierCents),
        butlers_sink: bounded('Cutout price', PRICE_BOOK_BOUNDS.modifierCents),
        prepbowl: bounded('Cutout price', PRICE_BOOK_BOUNDS.modifierCents),
        tap_hole: bounded('Cutout price', PRICE_BOOK_BOUNDS.modifierCents),
        cable_hole: bounded('Cable hole price', PRICE_BOOK_BOUNDS.modifierCents),
      })
      .describe("Per cutout; `cable_hole` is the desk's cable hole (PRICE-07)"),
    bracketCents: bounded('Bracket price', PRICE_BOOK_BOUNDS.bracketCents),
    edgeSavingCentsPerMetre: bounded('Edge saving', PRICE_BOOK_BOUNDS.edgeSavingCentsPerMetre),
    shippingCentsPerKg: bounded('Shipping per kg', PRICE_BOOK_BOUNDS.shippingCentsPerKg),
    shippingFlatCents: bounded('Shipping base', PRICE_BOOK_BOUNDS.shippingFlatCents),
    insuranceBasisPoints: bounded('Insurance', PRICE_BOOK_BOUNDS.insuranceBasisPoints, 'basisPoints').describe(
      'Parts per 10,000 of the subtotal (250 = 2.5 %)',
    ),
    vatPercent: bounded('VAT', PRICE_BOOK_BOUNDS.vatPercent, 'percent').describe(
      'VAT rate in per cent, included in every price (PRICE-17)',
    ),
  })
  .meta({ id: 'PriceBook' });

export type SpeciesGrainPrice = z.infer<typeof speciesGrainPriceSchema>;
export type PriceBook = z.infer<typeof priceBookSchema>;
