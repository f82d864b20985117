import { describe, expect, it } from 'vitest';
import { buildDefaultPriceBook } from '#core/catalogue/default-price-book';
import { formatRand } from '#core/money';
import { priceQuote } from '#core/pricing/price-quote';
import { grainSampleSurface } from '#core/surface/surface-defaults';
import { pricingExample } from './pricing-example';

const book = buildDefaultPriceBook();

/** The sample's line total and discount as a quote of that one surface would store them. */
function engine(
  surfaceType: 'countertop' | 'stair_tread',
  speciesId: string,
  grain: 'face' | 'edge',
  discountPercentage?: number,
) {
  const sample = grainSampleSurface({ surfaceType, woodSpecies: speciesId, grainStyle: grain });
  const price = priceQuote({ surfaces: [sample], delivery: 'collect', insurance: false, discountPercentage }, book);
  return { list: price.lines[0]?.lineTotalCents ?? 0, discount: price.discountCents };
}

describe('the grain dialog’s Pricing Example (PRICE-25, PRICE-11)', () => {
  it('shows a signed-out customer the list price and nothing of a partner price', () => {
    const { list } = engine('countertop', 'kiaat', 'edge');
    expect(pricingExample(book, 'kiaat', 'edge', 'countertop')).toBe(`1200 × 600 × 32 mm: ${formatRand(list)}`);
  });

  it.each([
    { percent: 10, surfaceType: 'countertop', speciesId: 'kiaat', grain: 'edge' },
    { percent: 15, surfaceType: 'countertop', speciesId: 'pine', grain: 'face' },
    { percent: 30, surfaceType: 'stair_tread', speciesId: 'walnut', grain: 'face' },
  ] as const)(
    'shows a $percent % partner their price, the discount taken as the quote takes it',
    ({ percent, surfaceType, speciesId, grain }) => {
      const { list, discount } = engine(surfaceType, speciesId, grain, percent);
      expect(discount).toBeGreaterThan(0);
      const text = pricingExample(book, speciesId, grain, surfaceType, percent);
      expect(text).toContain(`${formatRand(list - discount)} partner price (list ${formatRand(list)})`);
    },
  );
});
