import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { priceQuoteCall } from '#core/api/pricing-calls';
import type { PriceBookStore } from '../catalogue/price-book-repository';
import { signedInPartner } from '../auth/principal';
import type { Database } from '../db/schema';
import { serveCall } from '../http/serve-call';
import { resolveClientPrice } from '../partner-area/partner-client-price';
import { priceQuoteRequest } from './price-quote-request';

export async function pricingRoutes(app: FastifyInstance, options: { db: Kysely<Database>; priceBooks: PriceBookStore }) {
  serveCall(app, priceQuoteCall, async (request) => {
    const signedIn = signedInPartner(request);
    const partner = signedIn
      ? {
          discountBasisPoints: signedIn.discountBasisPoints,
          clientPrice: await resolveClientPrice(options.db, { partnerId: signedIn.partnerId, requested: request.body.clientPrice }),
        }
      : null;
    // No wait while the book in memory is fresh: each await is a trip through the microtask queue (ADR 037).
    const book = options.priceBooks.book();
    return priceQuoteRequest({ request: request.body, book: book instanceof Promise ? await book : book, partner });
  });
}
