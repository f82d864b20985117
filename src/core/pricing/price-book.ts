import type { Grain } from '../surface/surface-options';

export const TIERS = ['essential', 'signature', 'heritage'] as const;
export type Tier = (typeof TIERS)[number];

/**
 * Everything the engine needs to price a quote (its schema: price-book-schema.ts). The server
 * reads it from the database; the browser receives the same values from the catalogue API. A
 * stored quote keeps a snapshot of it (QUOTE-11) so later edits never change an issued quote.
 */
export type { PriceBook, SpeciesGrainPrice } from './price-book-schema';

/** PRICE-18: edge grain costs 1.15 × face, end grain 1.6 × face (as exact ratios). */
export const GRAIN_RATE_RATIO: Record<Grain, { numerator: number; denominator: number }> = {
  face: { numerator: 1, denominator: 1 },
  edge: { numerator: 115, denominator: 100 },
  end: { numerator: 160, denominator: 100 },
};

/** PRICE-19: tier thresholds on the average rate of a species' grains. */
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
