import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pricedQuoteResponseSchema } from '../../core/pricing/price-schemas';
import { priceQuoteRequestSchema } from '../../core/pricing/quote-request-schema';
import type { PriceBookStore } from '../catalogue/price-book-repository';
import { signedInPartner } from '../auth/principal';
import { successReply } from '../http/reply-schemas';
import { partnerDiscountPercentage } from '../professional/signed-in-partner';
import { priceQuoteRequest } from './price-quote-request';

export async function pricingRoutes(app: FastifyInstance, options: { priceBooks: PriceBookStore }) {
  const schema = { summary: 'Price surfaces with the current price book (and a signed-in partner’s discount)', body: priceQuoteRequestSchema, response: { 200: successReply(pricedQuoteResponseSchema) } };
  app.withTypeProvider<ZodTypeProvider>().post('/api/pricing/quote', { schema }, async (request) => {
    const discountPercentage = partnerDiscountPercentage(signedInPartner(request));
    return { success: true, data: priceQuoteRequest({ request: request.body, book: await options.priceBooks.get(), discountPercentage }) } as const;
  });
}
