import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  acceptQuoteCall,
  createQuoteCall,
  emailQuoteCall,
  quoteCall,
  quoteLogoCall,
  quotePdfCall,
} from '#core/api/quotes-calls';
import { idempotencyKeySchema } from '#core/quotes/create-quote-schema';
import type { BusinessDetails, QuoteView } from '#core/quotes/quote-view';
import type { PriceBookStore } from '../catalogue/price-book-repository';
import type { Database } from '../db/schema';
import { signedInPartner } from '../auth/principal';
import type { RouteLimits } from '../config';
import { AppError } from '../errors';
import { parseInput } from '../http/parse-input';
import { perMinute } from '../http/route-limit';
import { serveCall } from '../http/serve-call';
import { acceptQuote, markQuoteSent } from './accept-quote';
import { createQuote } from './create-quote';
import { emailQuote } from './email-quote';
import { loadQuote } from './load-quote';
import { quoteBillingOf } from './quote-billing';
import type { QuoteRow } from './quote-repository';
import { makeQuotePdf, sendPdfDownload } from './make-quote-pdf';
import { quoteResponse } from '#core/quotes/quote-reply';
import { laneOf } from '../mail/mail-lanes';
import type { AnonymousBurstGuard } from '../security/anonymous-burst';
import { currentBusinessDetails } from '../invoicing/current-business-details';
import { showQuotePayments } from '../invoicing/show-quote-payments';

interface QuoteRouteOptions {
  db: Kysely<Database>;
  priceBooks: PriceBookStore;
  business: BusinessDetails;
  limits: RouteLimits;
  perRecipientPerDay: number;
  /** Starts the outbox worker now instead of at its next poll. */
  wakeOutbox: () => void;
  /** Asks an anonymous save or e-mail for a solved challenge under a burst (ADR 040). */
  burstGuard: AnonymousBurstGuard;
}

/** The `Proof-Of-Work` header: one value, or none. */
const proofOfWork = (request: FastifyRequest) => {
  const header = request.headers['proof-of-work'];
  return typeof header === 'string' ? header : undefined;
};

/** The quote as its customer's page reads it, with what the tax invoice needs of them (ADR 047). */
function customerQuoteResponse(row: QuoteRow, view: QuoteView) {
  const billing = quoteBillingOf(row);
  return { ...quoteResponse(view), ...(billing ? { billing } : {}) };
}

/** The customer's quote calls (ADR 034): store, read, PDF, logo, accept and e-mail. */
export async function quoteRoutes(app: FastifyInstance, options: QuoteRouteOptions) {
  const { db, business } = options;
  // ADR 047: the address, VAT number and bank account as an owner saved them last.
  const printedBusiness = () => currentBusinessDetails(db, business);

  serveCall(
    app,
    createQuoteCall,
    async (request, reply) => {
      // Read here, not declared on the call: see createQuoteCall.
      const idempotencyKey = parseInput(
        idempotencyKeySchema,
        request.headers['idempotency-key'],
        'Idempotency-Key header',
      );
      const partner = signedInPartner(request);
      const now = new Date();
      // ADR 040: the workshop's notice of an anonymous quote is mail anyone can cause.
      const anonymous = request.principal === null;
      if (anonymous) await options.burstGuard.check(proofOfWork(request), now);
      const { quote, replayed } = await createQuote({
        db,
        priceBooks: options.priceBooks,
        request: request.body,
        partner,
        idempotencyKey,
        business,
        mailLane: laneOf(anonymous),
        now,
      });
      // A replay answers as the first attempt did, and says it is one.
      if (replayed) reply.header('idempotent-replayed', 'true');
      else options.wakeOutbox();
      // The partner who made it sees the trade price and margin beside the client's figures (PARTNER-21 to PARTNER-24).
      return quoteResponse(quote, { forPartnerOrStaff: partner !== null });
    },
    { config: perMinute(options.limits.quotes) },
  );

  serveCall(app, quoteCall, async (request, reply) => {
    const { row, view } = await loadQuote(db, request.params.token, new Date());
    reply.header('cache-control', 'no-store');
    // ADR 047: what is owed, and how to pay it. A partner's quote is invoiced to the partner at the
    // trade price, which their client's page never shows (PARTNER-21 to PARTNER-24).
    const payments = view.partner ? { invoices: [] } : await showQuotePayments({ db, quoteId: Number(row.id) });
    return { ...customerQuoteResponse(row, view), ...payments };
  });

  // A PDF costs far more than any other answer: its own, lower limit.
  serveCall(
    app,
    quotePdfCall,
    async (request, reply) => {
      const pdf = await makeQuotePdf({
        db,
        token: request.params.token,
        business: await printedBusiness(),
        now: new Date(),
        log: request.log,
      });
      // A customer who downloads has their quote. A partner's quote reaches the client when it is
      // e-mailed; the partner's own downloads leave it a draft on their dashboard.
      if (!pdf.quote.partner) await markQuoteSent(db, pdf.quoteId);
      return sendPdfDownload(reply, pdf);
    },
    { config: perMinute(options.limits.pdf) },
  );

  // The partner's logo for the white-label quote page and e-mail (PARTNER-20); the token is the key.
  serveCall(app, quoteLogoCall, async (request, reply) => {
    const { view } = await loadQuote(db, request.params.token, new Date());
    const logo = view.partner?.logo;
    if (!logo) throw new AppError('not_found', 'This quote has no logo');
    return reply
      .header('content-type', logo.mimeType)
      .header('cache-control', 'private, max-age=300')
      .send(Buffer.from(logo.bytes));
  });

  serveCall(app, acceptQuoteCall, async (request) => {
    const { row, view } = await acceptQuote({
      db,
      token: request.params.token,
      billing: request.body ?? {},
      business: await printedBusiness(),
      now: new Date(),
    });
    options.wakeOutbox();
    return customerQuoteResponse(row, view);
  });

  serveCall(
    app,
    emailQuoteCall,
    async (request) => {
      const input = request.body;
      const now = new Date();
      const anonymous = request.principal === null;
      if (anonymous) await options.burstGuard.check(proofOfWork(request), now);
      const result = await emailQuote({
        db,
        token: input.token,
        sendBusinessCopy: input.sendBusinessCopy,
        requestId: input.requestId,
        business: await printedBusiness(),
        perRecipientPerDay: options.perRecipientPerDay,
        lane: laneOf(anonymous),
        now,
        log: request.log,
      });
      options.wakeOutbox();
      return result;
    },
    { config: perMinute(options.limits.emails) },
  );
}
