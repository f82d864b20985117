import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { priceQuoteCall } from '#core/api/pricing-calls';
import type { PriceBookStore } from '../catalogue/price-book-repository';
import { signedInPartner } from '../auth/principal';
import type { Database } from '../db/schema';
import { serveCall } from '../http/serve-call';
import { priceQuoteRequest } from './price-quote-request';

export async function pricingRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; priceBooks: PriceBookStore },
) {
  serveCall(app, priceQuoteCall, async (request) =>
    priceQuoteRequest({
      db: options.db,
      priceBooks: options.priceBooks,
      request: request.body,
      partner: signedInPartner(request),
    }),
  );
}
