import type { PriceBook } from '#core/pricing/price-book';
import { priceQuote } from '#core/pricing/price-quote';
import { formatRand } from '#core/money';
import { grainSampleSurface } from '#core/surface/surface-defaults';
import type { Grain, SurfaceType } from '#core/surface/surface-options';

/**
 * PRICE-25: the dialog's Pricing Example, the surface type's sample size priced by the
 * shared engine (PRICE-02), e.g. '1200 × 600 × 32 mm: R 2,575.80'. A signed-in partner
 * sees their price, the discount taken as the quote takes it (PRICE-11).
 */
export function pricingExample(
  book: PriceBook,
  speciesId: string,
  grain: Grain,
  surfaceType: SurfaceType,
  discountPercentage?: number,
): string | null {
  const sample = grainSampleSurface({ surfaceType, woodSpecies: speciesId, grainStyle: grain });
  if (!book.species[sample.woodSpecies]?.available) return null;
  const { lines, discountCents } = priceQuote(
    { surfaces: [sample], delivery: 'collect', insurance: false, discountPercentage },
    book,
  );
  const lineTotalCents = lines[0]?.lineTotalCents ?? 0;
  const size = `${sample.lengthMm} × ${sample.widthMm} × ${sample.thicknessMm} mm`;
  if (discountCents === 0) return `${size}: ${formatRand(lineTotalCents)}`;
  return `${size}: ${formatRand(lineTotalCents - discountCents)} partner price (list ${formatRand(lineTotalCents)})`;
}
