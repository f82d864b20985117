import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { createQuoteSchema, emailQuoteSchema } from '../../core/quotes/create-quote-schema';
import type { BusinessDetails } from '../../core/quotes/quote-view';
import type { PriceBookStore } from '../catalogue/price-book-repository';
import type { Database } from '../db/schema';
import { parseInput } from '../http/parse-input';
import { acceptQuote, markQuoteSent } from './accept-quote';
import { createQuote } from './create-quote';
import { emailQuote } from './email-quote';
import { loadQuote } from './load-quote';
import { makeQuotePdf } from './make-quote-pdf';
import { quoteResponse } from '../../core/quotes/quote-response';

interface QuoteRouteOptions {
  db: Kysely<Database>;
  priceBooks: PriceBookStore;
  business: BusinessDetails;
  /** Starts the outbox worker now instead of at its next poll. */
  wakeOutbox: () => void;
}

export async function quoteRoutes(app: FastifyInstance, options: QuoteRouteOptions) {
  const { db, business } = options;
  const tokenParam = (params: unknown) => {
    const token = (params as { token?: unknown }).token;
    return typeof token === 'string' ? token : '';
  };

  app.post('/api/quotes', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (request, reply) => {
    const input = parseInput(createQuoteSchema, request.body);
    const quote = await createQuote({ db, priceBooks: options.priceBooks, request: input, now: new Date() });
    return reply.status(201).send({ success: true, data: quoteResponse(quote) });
  });

  app.get('/api/quotes/:token', async (request, reply) => {
    const { view } = await loadQuote(db, tokenParam(request.params), new Date());
    return reply.header('cache-control', 'no-store').send({ success: true, data: quoteResponse(view) });
  });

  app.get('/api/quotes/:token/pdf', async (request, reply) => {
    const pdf = await makeQuotePdf({ db, token: tokenParam(request.params), business, now: new Date() });
    await markQuoteSent(db, pdf.quoteId);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
      .header('cache-control', 'no-store')
      .send(pdf.bytes);
  });

  app.post('/api/quotes/:token/accept', async (request) => {
    const quote = await acceptQuote({ db, token: tokenParam(request.params), now: new Date() });
    return { success: true, data: quoteResponse(quote) };
  });

  app.post('/api/email/quote', { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } }, async (request, reply) => {
    const input = parseInput(emailQuoteSchema, request.body);
    const result = await emailQuote({ db, token: input.token, sendBusinessCopy: input.sendBusinessCopy, requestId: input.requestId, business, now: new Date() });
    options.wakeOutbox();
    return reply.status(202).send({ success: true, data: result });
  });
}
