import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { createQuoteSchema, emailQuoteSchema, idempotencyKeySchema, settledClientType } from '#core/quotes/create-quote-schema';
import type { BusinessDetails } from '#core/quotes/quote-view';
import type { PriceBookStore } from '../catalogue/price-book-repository';
import type { Database } from '../db/schema';
import { signedInPartner } from '../auth/principal';
import type { RouteLimits } from '../config';
import { AppError } from '../errors';
import { parseInput } from '../http/parse-input';
import { fileReply, quotePdfReply, successReply } from '../http/reply-schemas';
import { perMinute } from '../http/route-limit';
import { resolveClientPrice } from '../partner-area/partner-client-price';
import { acceptQuote, markQuoteSent } from './accept-quote';
import { createQuote } from './create-quote';
import { emailQuote } from './email-quote';
import { loadQuote } from './load-quote';
import { makeQuotePdf } from './make-quote-pdf';
import { quoteResponse } from '#core/quotes/quote-reply';
import { quoteEmailQueuedSchema, quoteResponseSchema } from '#core/quotes/quote-response-schema';

interface QuoteRouteOptions {
  db: Kysely<Database>;
  priceBooks: PriceBookStore;
  business: BusinessDetails;
  limits: RouteLimits;
  perRecipientPerDay: number;
  /** Starts the outbox worker now instead of at its next poll. */
  wakeOutbox: () => void;
}

/** A quote's link token; an unknown or malformed one is the same plain 404. */
const tokenParams = z.object({ token: z.string().describe('The quote’s 43-character link token') });

const quoteReply = { 200: successReply(quoteResponseSchema) };

export async function quoteRoutes(app: FastifyInstance, options: QuoteRouteOptions) {
  const { db, business } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  const createSchema = {
    summary: 'Store a quote: priced again on the server, numbered, e-mailed to the workshop',
    // The header is read by the handler: Fastify would check it after the body, and a bad one
    // has always been answered first, as "The Idempotency-Key header has invalid fields".
    description:
      'Send an `Idempotency-Key` header (16 to 128 letters, digits, hyphens or underscores, such as a UUID) with every attempt: a retry answers with the same stored quote and the header `Idempotent-Replayed: true`.',
    body: createQuoteSchema,
    response: { 201: successReply(quoteResponseSchema) },
  };
  api.post('/api/quotes', { schema: createSchema, config: perMinute(options.limits.quotes) }, async (request, reply) => {
    const idempotencyKey = parseInput(idempotencyKeySchema, request.headers['idempotency-key'], 'Idempotency-Key header');
    const partner = signedInPartner(request);
    const clientType = settledClientType(request.body.clientType, partner !== null);
    if (!clientType) throw new AppError('validation_failed', 'Choose your client’s type', { fields: { clientType: 'Choose your client’s type' } });
    const clientPrice = await resolveClientPrice(db, { partnerId: partner?.partnerId ?? null, requested: request.body.clientPrice });
    const { quote, replayed } = await createQuote({
      db,
      priceBooks: options.priceBooks,
      request: { ...request.body, clientType },
      partner,
      clientPrice,
      idempotencyKey,
      business,
      now: new Date(),
    });
    // A replay answers as the first attempt did, and says it is one.
    if (replayed) reply.header('idempotent-replayed', 'true');
    else options.wakeOutbox();
    // The partner who made it sees the trade price and margin beside the client's figures (PARTNER-21 to PARTNER-24).
    return reply.status(201).send({ success: true, data: quoteResponse(quote, business.name, { forPartnerOrStaff: partner !== null }) });
  });

  api.get('/api/quotes/:token', { schema: { summary: 'A stored quote by its link', params: tokenParams, response: quoteReply } }, async (request, reply) => {
    const { view } = await loadQuote(db, request.params.token, new Date());
    return reply.header('cache-control', 'no-store').send({ success: true, data: quoteResponse(view, business.name) });
  });

  // A PDF costs far more than any other answer: its own, lower limit.
  const pdfSchema = { summary: 'The quote as a PDF (a customer’s own quote is then marked sent)', params: tokenParams, response: quotePdfReply };
  api.get('/api/quotes/:token/pdf', { schema: pdfSchema, config: perMinute(options.limits.pdf) }, async (request, reply) => {
    const pdf = await makeQuotePdf({ db, token: request.params.token, business, now: new Date(), log: request.log });
    // A customer who downloads has their quote. A partner's quote reaches the client when it is
    // e-mailed; the partner's own downloads leave it a draft on their dashboard.
    if (!pdf.quote.partner) await markQuoteSent(db, pdf.quoteId);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
      .header('cache-control', 'no-store')
      .send(pdf.bytes);
  });

  // The partner's logo for the white-label quote page and e-mail (PARTNER-20); the token is the key.
  api.get(
    '/api/quotes/:token/logo',
    {
      schema: {
        summary: 'The quoting partner’s logo',
        params: tokenParams,
        response: { 200: fileReply(['image/png'], 'The logo, re-encoded as PNG when it was uploaded') },
      },
    },
    async (request, reply) => {
      const { view } = await loadQuote(db, request.params.token, new Date());
      const logo = view.partner?.logo;
      if (!logo) throw new AppError('not_found', 'This quote has no logo');
      return reply.header('content-type', logo.mimeType).header('cache-control', 'private, max-age=300').send(Buffer.from(logo.bytes));
    },
  );

  api.post(
    '/api/quotes/:token/accept',
    { schema: { summary: 'The customer accepts the quote', params: tokenParams, response: quoteReply } },
    async (request) => {
      const quote = await acceptQuote({ db, token: request.params.token, business, now: new Date() });
      options.wakeOutbox();
      return { success: true, data: quoteResponse(quote, business.name) } as const;
    },
  );

  const emailSchema = {
    summary: 'E-mail a stored quote’s PDF to the customer on record',
    body: emailQuoteSchema,
    response: { 202: successReply(quoteEmailQueuedSchema) },
  };
  api.post('/api/email/quote', { schema: emailSchema, config: perMinute(options.limits.emails) }, async (request, reply) => {
    const input = request.body;
    const result = await emailQuote({
      db,
      token: input.token,
      sendBusinessCopy: input.sendBusinessCopy,
      requestId: input.requestId,
      business,
      perRecipientPerDay: options.perRecipientPerDay,
      now: new Date(),
      log: request.log,
    });
    options.wakeOutbox();
    return reply.status(202).send({ success: true, data: result });
  });
}
