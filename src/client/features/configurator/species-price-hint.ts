import type { PriceBook } from '#core/pricing/price-book';
import { priceQuote } from '#core/pricing/price-quote';
import { grainSampleSurface } from '#core/surface/surface-defaults';
import { BOUNDS, type Grain, type SurfaceType } from '#core/surface/surface-options';

const SQUARE_METRE_MM = 1000;

const isUsableThickness = (thicknessMm: number): boolean =>
  Number.isInteger(thicknessMm) && thicknessMm >= BOUNDS.thicknessMm.min && thicknessMm <= BOUNDS.thicknessMm.max;

/**
 * The 'from R x/m²' hint on a species card: one square metre of the chosen surface type at
 * the current thickness, raw and without extras, in the cheapest grain offered, priced by the
 * shared engine so the hint can never disagree with the live price. A signed-in partner sees
 * it after their discount, as every other price they are shown (PRICE-11).
 */
export function speciesPriceHintCents({
  book,
  speciesId,
  grains,
  surfaceType,
  thicknessMm,
  discountPercentage,
}: {
  book: PriceBook;
  speciesId: string;
  grains: readonly Grain[];
  surfaceType: SurfaceType;
  thicknessMm: number;
  discountPercentage?: number | undefined;
}): number | null {
  const prices = grains.flatMap((grainStyle) => {
    const sample = grainSampleSurface({ surfaceType, woodSpecies: speciesId, grainStyle });
    if (!book.species[sample.woodSpecies]?.available) return [];
    const squareMetre = {
      ...sample,
      lengthMm: SQUARE_METRE_MM,
      widthMm: SQUARE_METRE_MM,
      thicknessMm: isUsableThickness(thicknessMm) ? thicknessMm : sample.thicknessMm,
      finish: 'natural' as const,
      bracketOption: 'without_brackets' as const,
      quantity: 1,
    };
    const price = priceQuote(
      { surfaces: [squareMetre], delivery: 'collect', insurance: false, discountPercentage },
      book,
    );
    return [(price.lines[0]?.lineTotalCents ?? 0) - price.discountCents];
  });
  return prices.length === 0 ? null : Math.min(...prices);
}
