import type { FastifyInstance } from 'fastify';
import { priceQuoteRequestSchema } from '../../core/pricing/quote-request-schema';
import type { PriceBookStore } from '../catalogue/price-book-repository';
import { parseInput } from '../http/parse-input';
import { signedInPartner } from '../auth/principal';
import { partnerDiscountPercentage } from '../professional/signed-in-partner';
import { priceQuoteRequest } from './price-quote-request';

export async function pricingRoutes(app: FastifyInstance, options: { priceBooks: PriceBookStore }) {
  app.post('/api/pricing/quote', async (request) => {
    const input = parseInput(priceQuoteRequestSchema, request.body);
    const discountPercentage = partnerDiscountPercentage(signedInPartner(request));
    return { success: true, data: priceQuoteRequest({ request: input, book: await options.priceBooks.get(), discountPercentage }) };
  });
}
