import { describe, expect, it } from 'vitest';
import { buildDefaultPriceBook } from '#core/catalogue/default-price-book';
import { priceQuote } from '#core/pricing/price-quote';
import { makeSurface } from '#core/pricing/test-factories';
import { partnerLinePriceCents } from './surface-card';

const book = buildDefaultPriceBook();

describe('a saved surface card’s partner price', () => {
  it('is nothing for a customer or a partner without a discount', () => {
    const surface = makeSurface({ woodSpecies: 'kiaat_edge' });
    expect(partnerLinePriceCents(surface, book, undefined)).toBeNull();
    expect(partnerLinePriceCents(surface, book, 0)).toBeNull();
  });

  it('is nothing for a wood the price book no longer sells', () => {
    expect(partnerLinePriceCents(makeSurface({ woodSpecies: 'kiaat_edge' }), { ...book, species: {} }, 15)).toBeNull();
  });

  it.each([
    {
      percent: 15,
      surfaces: [
        makeSurface({ woodSpecies: 'kiaat_edge', quantity: 3 }),
        makeSurface({ surfaceType: 'table_top', woodSpecies: 'pine_face' }),
      ],
    },
    {
      percent: 12.5,
      surfaces: [
        makeSurface({ woodSpecies: 'walnut_face', lengthMm: 2345, widthMm: 617 }),
        makeSurface({ surfaceType: 'stair_tread', woodSpecies: 'ash_edge', quantity: 7 }),
      ],
    },
    {
      percent: 33.33,
      surfaces: [makeSurface({ surfaceType: 'floating_shelf', woodSpecies: 'cherry_face', quantity: 2 })],
    },
  ])(
    'at $percent % takes the discount as the quote does, so the cards add up to the totals',
    ({ percent, surfaces }) => {
      const quote = priceQuote({ surfaces, delivery: 'collect', insurance: false, discountPercentage: percent }, book);
      const cards = surfaces.map((surface) => partnerLinePriceCents(surface, book, percent));
      cards.forEach((cents, index) => {
        expect(cents).toBeLessThan(quote.lines[index]?.lineTotalCents ?? 0);
      });
      expect(cards.reduce<number>((sum, cents) => sum + (cents ?? 0), 0)).toBe(quote.subtotalCents);
    },
  );
});
