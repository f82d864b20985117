import { describe, expect, it } from 'vitest';
import { LARGEST_CONFIGURATION } from '#bench/largest-configuration';
import type { PricedQuoteResponse } from '#core/pricing/price-schemas';
import { priceQuoteRequestSchema } from '#core/pricing/quote-request-schema';
import { defaultBook, makeSurface } from '#core/pricing/test-factories';
import { priceQuoteRequest } from './price-quote-request';
import { writePricedQuoteReply } from './priced-quote-json';

const reply = (data: PricedQuoteResponse) => ({ success: true as const, data });

/** The engine's own replies, as the pricing call answers them. */
function priced(surfaces: unknown[], partner: Parameters<typeof priceQuoteRequest>[0]['partner'] = null, delivery = 'shipping') {
  const request = priceQuoteRequestSchema.parse({ surfaces, delivery, insurance: true });
  return reply(priceQuoteRequest({ request, book: defaultBook(), partner }));
}

describe('the pricing reply written by hand (ADR 037)', () => {
  it.each([
    { name: 'the largest configuration', reply: priced([LARGEST_CONFIGURATION]) },
    { name: 'a single-wall countertop collected', reply: priced([makeSurface()], null, 'collect') },
    {
      name: 'one of each surface type',
      reply: priced(
        ['countertop', 'table_top', 'desk_top', 'floating_shelf', 'stair_tread'].map((surfaceType) =>
          makeSurface({ surfaceType: surfaceType as 'countertop' }),
        ),
      ),
    },
    {
      name: 'a partner’s reply, with the trade price beside it',
      reply: priced([makeSurface()], { discountBasisPoints: 1250, clientPrice: { mode: 'markup', markupBasisPoints: 1750 } }),
    },
  ])('writes the same bytes as JSON.stringify: $name', ({ reply }) => {
    expect(writePricedQuoteReply(reply)).toBe(JSON.stringify(reply));
  });

  it('writes names that need escaping, fractions, no lines and numbers JSON has no word for as JSON.stringify does', () => {
    const totals = {
      weightKg: 12.34,
      shippingCents: 0,
      discountCents: -0,
      subtotalCents: 1e21,
      insuranceCents: Number.NaN,
      totalCents: Number.POSITIVE_INFINITY,
      vatCents: 1,
    };
    // In the order toPricedQuoteResponse builds a reply: the lines, then the totals.
    const odd = reply({
      lines: [
        {
          unitPriceCents: 5,
          quantity: 2,
          lineTotalCents: 10,
          components: [
            { name: 'Quote "marks", back\\slash, new\nline, tab\t, \u0001 and emoji 🪵', cents: 1, isSavings: false },
            { name: 'Lone surrogate \ud800', cents: 0.5, isSavings: true },
          ],
        },
        { unitPriceCents: 1, quantity: 1, lineTotalCents: 1, components: [] },
      ],
      ...totals,
    });
    expect(writePricedQuoteReply(odd)).toBe(JSON.stringify(odd));
    expect(writePricedQuoteReply(reply({ lines: [], ...totals }))).toBe(JSON.stringify(reply({ lines: [], ...totals })));
  });
});
