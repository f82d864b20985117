import type { Finish, Grain, PricedCutout } from '../surface/surface-options';

export const TIERS = ['essential', 'signature', 'heritage'] as const;
export type Tier = (typeof TIERS)[number];

/** One species in one grain, the unit the customer picks (`kiaat_edge`). */
export interface SpeciesGrainPrice {
  id: string;
  speciesId: string;
  grain: Grain;
  /** Cents per cubic metre of stock for this grain. */
  rateCentsPerM3: number;
  densityKgPerM3: number;
  available: boolean;
}

/**
 * Everything the engine needs to price a quote. The server reads it from the database;
 * the browser receives the same values from the catalogue API. A stored quote keeps a
 * snapshot of it (DECISIONS §5) so later edits never change an issued quote.
 */
export interface PriceBook {
  species: Record<string, SpeciesGrainPrice>;
  finishCentsPerM2: Record<Finish, number>;
  /** Per cutout; `cable_hole` is the desk's cable hole (DECISIONS §2.7). */
  modifierCents: Record<PricedCutout | 'cable_hole', number>;
  bracketCents: number;
  edgeSavingCentsPerMetre: number;
  shippingCentsPerKg: number;
  shippingFlatCents: number;
  /** Insurance as parts per 10,000 of the subtotal (250 = 2.5 %). */
  insuranceBasisPoints: number;
  /** VAT rate in per cent, included in every price (DECISIONS §1). */
  vatPercent: number;
}

/** DECISIONS §3: edge grain costs 1.15 × face, end grain 1.6 × face (as exact ratios). */
export const GRAIN_RATE_RATIO: Record<Grain, { numerator: number; denominator: number }> = {
  face: { numerator: 1, denominator: 1 },
  edge: { numerator: 115, denominator: 100 },
  end: { numerator: 160, denominator: 100 },
};

/** DECISIONS §3 / SPEC §9: tier thresholds on the average rate of a species' grains. */
export const SIGNATURE_FROM_CENTS_PER_M3 = 17_500_000;
export const HERITAGE_FROM_CENTS_PER_M3 = 27_500_000;

export function tierForRates(ratesCentsPerM3: readonly number[]): Tier {
  if (ratesCentsPerM3.length === 0) return 'essential';
  const total = ratesCentsPerM3.reduce((sum, rate) => sum + rate, 0);
  // Compare total against threshold × count so the average is never rounded.
  if (total >= HERITAGE_FROM_CENTS_PER_M3 * ratesCentsPerM3.length) return 'heritage';
  if (total >= SIGNATURE_FROM_CENTS_PER_M3 * ratesCentsPerM3.length) return 'signature';
  return 'essential';
}

export function grainRateCents(faceRateCentsPerM3: number, grain: Grain): number {
  const { numerator, denominator } = GRAIN_RATE_RATIO[grain];
  return Math.round((faceRateCentsPerM3 * numerator) / denominator);
}
