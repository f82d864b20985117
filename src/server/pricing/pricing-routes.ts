import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { pricedQuoteResponseSchema } from '#core/pricing/price-schemas';
import { priceQuoteRequestSchema } from '#core/pricing/quote-request-schema';
import type { PriceBookStore } from '../catalogue/price-book-repository';
import { signedInPartner } from '../auth/principal';
import type { Database } from '../db/schema';
import { successReply } from '../http/reply-schemas';
import { resolveClientPrice } from '../partner-area/partner-client-price';
import { priceQuoteRequest } from './price-quote-request';

export async function pricingRoutes(app: FastifyInstance, options: { db: Kysely<Database>; priceBooks: PriceBookStore }) {
  const schema = {
    summary: 'Price surfaces with the current price book (a signed-in partner: their client’s price, trade price and margin)',
    body: priceQuoteRequestSchema,
    response: { 200: successReply(pricedQuoteResponseSchema) },
  };
  app.withTypeProvider<ZodTypeProvider>().post('/api/pricing/quote', { schema }, async (request) => {
    const signedIn = signedInPartner(request);
    const partner = signedIn
      ? {
          discountBasisPoints: signedIn.discountBasisPoints,
          clientPrice: await resolveClientPrice(options.db, { partnerId: signedIn.partnerId, requested: request.body.clientPrice }),
        }
      : null;
    return { success: true, data: priceQuoteRequest({ request: request.body, book: await options.priceBooks.get(), partner }) } as const;
  });
}
