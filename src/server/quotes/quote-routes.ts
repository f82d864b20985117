import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { createQuoteSchema, emailQuoteSchema, idempotencyKeySchema } from '../../core/quotes/create-quote-schema';
import type { BusinessDetails } from '../../core/quotes/quote-view';
import type { PriceBookStore } from '../catalogue/price-book-repository';
import type { Database } from '../db/schema';
import { signedInPartner } from '../auth/principal';
import type { RouteLimits } from '../config';
import { AppError } from '../errors';
import { parseInput } from '../http/parse-input';
import { perMinute } from '../http/route-limit';
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
  limits: RouteLimits;
  perRecipientPerDay: number;
  /** Starts the outbox worker now instead of at its next poll. */
  wakeOutbox: () => void;
}

export async function quoteRoutes(app: FastifyInstance, options: QuoteRouteOptions) {
  const { db, business } = options;
  const tokenParam = (params: unknown) => {
    const token = (params as { token?: unknown }).token;
    return typeof token === 'string' ? token : '';
  };

  app.post('/api/quotes', { config: perMinute(options.limits.quotes) }, async (request, reply) => {
    const idempotencyKey = parseInput(idempotencyKeySchema, request.headers['idempotency-key'], 'Idempotency-Key header');
    const input = parseInput(createQuoteSchema, request.body);
    const { quote, replayed } = await createQuote({
      db,
      priceBooks: options.priceBooks,
      request: input,
      partner: signedInPartner(request),
      idempotencyKey,
      business,
      now: new Date(),
    });
    // A replay answers as the first attempt did, and says it is one.
    if (replayed) reply.header('idempotent-replayed', 'true');
    else options.wakeOutbox();
    return reply.status(201).send({ success: true, data: quoteResponse(quote) });
  });

  app.get('/api/quotes/:token', async (request, reply) => {
    const { view } = await loadQuote(db, tokenParam(request.params), new Date());
    return reply.header('cache-control', 'no-store').send({ success: true, data: quoteResponse(view) });
  });

  // A PDF costs far more than any other answer: its own, lower limit (issue 12 §5).
  app.get('/api/quotes/:token/pdf', { config: perMinute(options.limits.pdf) }, async (request, reply) => {
    const pdf = await makeQuotePdf({ db, token: tokenParam(request.params), business, now: new Date() });
    await markQuoteSent(db, pdf.quoteId);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
      .header('cache-control', 'no-store')
      .send(pdf.bytes);
  });

  // The partner's logo for the white-label quote page and e-mail (issue 13); the token is the key.
  app.get('/api/quotes/:token/logo', async (request, reply) => {
    const { view } = await loadQuote(db, tokenParam(request.params), new Date());
    const logo = view.partner?.logo;
    if (!logo) throw new AppError('not_found', 'This quote has no logo');
    return reply.header('content-type', logo.mimeType).header('cache-control', 'private, max-age=300').send(Buffer.from(logo.bytes));
  });

  app.post('/api/quotes/:token/accept', async (request) => {
    const quote = await acceptQuote({ db, token: tokenParam(request.params), business, now: new Date() });
    options.wakeOutbox();
    return { success: true, data: quoteResponse(quote) };
  });

  app.post('/api/email/quote', { config: perMinute(options.limits.emails) }, async (request, reply) => {
    const input = parseInput(emailQuoteSchema, request.body);
    const result = await emailQuote({ db, token: input.token, sendBusinessCopy: input.sendBusinessCopy, requestId: input.requestId, business, perRecipientPerDay: options.perRecipientPerDay, now: new Date() });
    options.wakeOutbox();
    return reply.status(202).send({ success: true, data: result });
  });
}
