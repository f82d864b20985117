import type { PriceBook } from '../../../core/pricing/price-book';
import { priceSurface } from '../../../core/pricing/price-surface';
import { formatRand } from '../../../core/money';
import { grainSampleSurface } from '../../../core/surface/surface-defaults';
import type { Grain, SurfaceType } from '../../../core/surface/surface-options';

/**
 * SPEC §2 / §3: the dialog's Pricing Example, the surface type's sample size priced by the
 * shared engine (DECISIONS §2.2), e.g. '1200 × 600 × 32 mm: R 2,575.80'.
 */
export function pricingExample(book: PriceBook, speciesId: string, grain: Grain, surfaceType: SurfaceType): string | null {
  const sample = grainSampleSurface({ surfaceType, woodSpecies: speciesId, grainStyle: grain });
  if (!book.species[sample.woodSpecies]?.available) return null;
  const { lineTotalCents } = priceSurface(sample, book);
  return `${sample.lengthMm} × ${sample.widthMm} × ${sample.thicknessMm} mm: ${formatRand(lineTotalCents)}`;
}
