import { priceQuote } from '../pricing/price-quote';
import { PricingError } from '../pricing/pricing-error';
import type { PriceBook } from '../pricing/price-book';
import { grainSampleSurface } from '../surface/surface-defaults';
import { SURFACE_TYPES, type SurfaceType } from '../surface/surface-options';
import type { PriceBookContent } from './price-book-content';

/** The woods a preview shows when the edit touches no species rate (cheap, middle, dear). */
const STANDARD_WOODS = ['pine', 'kiaat', 'walnut'] as const;
export const PREVIEW_WOOD_COUNT = 3;

export interface PreviewRow {
  surfaceType: SurfaceType;
  speciesId: string;
  speciesName: string;
  /** Shipped, without insurance, VAT included; null where that book cannot price it. */
  beforeCents: number | null;
  afterCents: number | null;
}

/**
 * PRICE-32, a preview before saving: what each surface type at its defaults, in face grain, costs with the
 * current book and with the edited one, in three woods: those whose rates changed first.
 */
export function previewPriceChange(before: PriceBookContent, after: PriceBookContent): PreviewRow[] {
  const names = new Map([...before.species, ...after.species].map((s) => [s.speciesId, s.name]));
  const changed = after.species
    .map((s) => s.speciesId)
    .filter(
      (speciesId) =>
        before.book.species[`${speciesId}_face`]?.rateCentsPerM3 !==
        after.book.species[`${speciesId}_face`]?.rateCentsPerM3,
    );
  const woods = [...new Set([...changed, ...STANDARD_WOODS])]
    .filter((speciesId) => names.has(speciesId))
    .slice(0, PREVIEW_WOOD_COUNT);
  return woods.flatMap((speciesId) =>
    SURFACE_TYPES.map((surfaceType) => ({
      surfaceType,
      speciesId,
      speciesName: names.get(speciesId) ?? speciesId,
      beforeCents: standardPrice(before.book, surfaceType, speciesId),
      afterCents: standardPrice(after.book, surfaceType, speciesId),
    })),
  );
}

function standardPrice(book: PriceBook, surfaceType: SurfaceType, speciesId: string): number | null {
  const surface = grainSampleSurface({ surfaceType, woodSpecies: speciesId, grainStyle: 'face' });
  try {
    return priceQuote({ surfaces: [surface], delivery: 'shipping', insurance: false }, book).totalCents;
  } catch (error) {
    if (error instanceof PricingError) return null;
    throw error;
  }
}
