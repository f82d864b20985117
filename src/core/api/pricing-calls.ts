import { pricedQuoteResponseSchema } from '#core/pricing/price-schemas';
import { priceQuoteRequestSchema } from '#core/pricing/quote-request-schema';
import { defineCall } from './call';
import { priceQuoteRoute } from './pricing-routes';
import { json } from './replies';

export const priceQuoteCall = defineCall({
  route: priceQuoteRoute,
  summary:
    'Price surfaces with the current price book (a signed-in partner: their client’s price, trade price and margin)',
  input: { body: priceQuoteRequestSchema },
  reply: json(pricedQuoteResponseSchema),
});
