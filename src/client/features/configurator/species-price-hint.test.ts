import { describe, expect, it } from 'vitest';
import { buildDefaultPriceBook } from '#core/catalogue/default-price-book';
import { speciesPriceHintCents } from './species-price-hint';

const book = buildDefaultPriceBook();
const hint = (discountPercentage?: number) =>
  speciesPriceHintCents({
    book,
    speciesId: 'kiaat',
    grains: ['face', 'edge', 'end'],
    surfaceType: 'countertop',
    thicknessMm: 32,
    discountPercentage,
  });

describe('the species card’s “from R x/m²”', () => {
  it('is a partner’s price for a signed-in partner, the discount taken as a quote takes it (PRICE-11)', () => {
    const list = hint() ?? 0;
    expect(list).toBeGreaterThan(0);
    for (const percent of [10, 15, 30]) expect(hint(percent)).toBe(list - Math.round((list * percent) / 100));
  });
});
