import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { priceQuoteCall } from '#core/api/pricing-calls';
import type { PriceBookStore } from '../catalogue/price-book-repository';
import { signedInPartner } from '../auth/principal';
import type { Database } from '../db/schema';
import { serveCall } from '../http/serve-call';
import { resolveClientPrice } from '../partner-area/partner-client-price';
import { priceQuoteRequest } from './price-quote-request';
import { writePricedQuoteReply } from './priced-quote-json';

export async function pricingRoutes(app: FastifyInstance, options: { db: Kysely<Database>; priceBooks: PriceBookStore }) {
  serveCall(
    app,
    priceQuoteCall,
    (request) => {
      const signedIn = signedInPartner(request);
      const book = options.priceBooks.book();
      // A visitor's price with the book in memory is answered at once: no promise, no wait (ADR 037).
      if (!signedIn && !(book instanceof Promise)) return priceQuoteRequest({ request: request.body, book, partner: null });
      return (async () => {
        const partner = signedIn
          ? {
              discountBasisPoints: signedIn.discountBasisPoints,
              clientPrice: await resolveClientPrice(options.db, { partnerId: signedIn.partnerId, requested: request.body.clientPrice }),
            }
          : null;
        return priceQuoteRequest({ request: request.body, book: await book, partner });
      })();
    },
    { writeReply: writePricedQuoteReply },
  );
}
