import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  changeClientPriceDefaultCall,
  changePartnerPasswordCall,
  clientPriceDefaultCall,
  partnerClientsCall,
  partnerLogoCall,
  partnerQuoteCall,
  partnerQuotePdfCall,
  partnerQuotesCall,
  previewPartnerQuoteCall,
  replacePartnerLogoCall,
  sendPartnerQuoteCall,
} from '#core/api/partner-area-calls';
import { quoteResponse } from '#core/quotes/quote-reply';
import type { BusinessDetails } from '#core/quotes/quote-view';
import { partnerOf } from '../auth/principal';
import type { RouteLimits } from '../config';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { perMinute } from '../http/route-limit';
import { serveCall } from '../http/serve-call';
import { loadQuote } from '../quotes/load-quote';
import { makeQuotePdf, sendPdfDownload } from '../quotes/make-quote-pdf';
import { changePartnerPassword } from './change-partner-password';
import { listPartnerClients } from './list-partner-clients';
import { listPartnerQuotes } from './list-partner-quotes';
import { loadPartnerBranding } from './partner-branding';
import { findOwnedQuoteToken } from './partner-quote-repository';
import { clientPriceChoice, findPartnerClientPriceDefault, saveClientPriceDefault } from './partner-client-price';
import { replacePartnerLogo } from './replace-partner-logo';
import { previewPartnerQuote, sendPartnerQuote } from './send-partner-quote';
import type { SecurityLog } from '../security/security-log';
import { currentBusinessDetails } from '../invoicing/current-business-details';
import { showQuotePayments } from '../invoicing/show-quote-payments';

interface PartnerAreaRouteOptions {
  db: Kysely<Database>;
  business: BusinessDetails;
  limits: RouteLimits;
  perRecipientPerDay: number;
  wakeOutbox: () => void;
  securityLog: SecurityLog;
}

/**
 * The partner area's calls (PARTNER-13 to PARTNER-20). Each is `access: 'partner'` (ADR 007); a
 * quote of another partner answers 404 exactly as a made-up id does.
 */
export async function partnerAreaRoutes(app: FastifyInstance, options: PartnerAreaRouteOptions) {
  quoteRoutes(app, options);
  settingsRoutes(app, options);
}

/** The partner's quotes and clients: list, open, download, preview and send to a client. */
function quoteRoutes(app: FastifyInstance, options: PartnerAreaRouteOptions) {
  const { db, business } = options;

  /** The token of the partner's own quote `quoteId` (its form checked by the call's params), or a 404. */
  const ownedQuoteToken = async (request: FastifyRequest, quoteId: number): Promise<string> => {
    const token = await findOwnedQuoteToken(db, { partnerId: partnerOf(request).partnerId, quoteId });
    if (!token) throw new AppError('not_found', 'Quote not found');
    return token;
  };

  serveCall(app, partnerQuotesCall, async (request) => {
    const query = request.query;
    return listPartnerQuotes({
      db,
      partnerId: partnerOf(request).partnerId,
      search: query.search,
      page: query.page,
      now: new Date(),
    });
  });

  serveCall(app, partnerQuoteCall, async (request) => {
    const { row, view } = await loadQuote(db, await ownedQuoteToken(request, request.params.id), new Date());
    // ADR 047: the partner's own invoices, at the trade price, and how to pay them.
    const payments = await showQuotePayments({ db, quoteId: Number(row.id) });
    return { ...quoteResponse(view, { forPartnerOrStaff: true }), ...payments };
  });

  serveCall(
    app,
    partnerQuotePdfCall,
    async (request, reply) => {
      const pdf = await makeQuotePdf({
        db,
        token: await ownedQuoteToken(request, request.params.id),
        business: await currentBusinessDetails(db, business),
        now: new Date(),
        log: request.log,
      });
      return sendPdfDownload(reply, pdf);
    },
    { config: perMinute(options.limits.pdf) },
  );

  serveCall(
    app,
    sendPartnerQuoteCall,
    async (request) => {
      const input = request.body;
      const data = await sendPartnerQuote({
        db,
        partnerId: partnerOf(request).partnerId,
        quoteId: input.quoteId,
        client: { email: input.clientEmail, name: input.clientName },
        business: await currentBusinessDetails(db, business),
        perRecipientPerDay: options.perRecipientPerDay,
        now: new Date(),
        log: request.log,
      });
      options.wakeOutbox();
      return data;
    },
    { config: perMinute(options.limits.partnerEmails) },
  );

  // 'Send' first shows the partner the e-mail their client will get; nothing is sent or marked (PARTNER-16).
  serveCall(
    app,
    previewPartnerQuoteCall,
    async (request) => {
      const input = request.body;
      return previewPartnerQuote({
        db,
        partnerId: partnerOf(request).partnerId,
        quoteId: input.quoteId,
        client: { email: input.clientEmail, name: input.clientName },
        business: await currentBusinessDetails(db, business),
        now: new Date(),
        log: request.log,
      });
    },
    { config: perMinute(options.limits.pdf) },
  );

  serveCall(app, partnerClientsCall, async (request) =>
    listPartnerClients({ db, partnerId: partnerOf(request).partnerId, now: new Date() }),
  );
}

/** The partner's Settings: the default client price, the password and the logo. */
function settingsRoutes(app: FastifyInstance, options: PartnerAreaRouteOptions) {
  const { db } = options;

  // The client price new quotes start with, in the partner's Settings (PARTNER-21 to PARTNER-24).
  serveCall(app, clientPriceDefaultCall, async (request) => {
    const choice = await findPartnerClientPriceDefault(db, partnerOf(request).partnerId);
    return { mode: choice.mode, markupPercentage: choice.markupBasisPoints / 100 };
  });
  serveCall(
    app,
    changeClientPriceDefaultCall,
    async (request) => {
      const choice = clientPriceChoice(request.body);
      await saveClientPriceDefault(db, { partnerId: partnerOf(request).partnerId, choice });
      return { mode: choice.mode, markupPercentage: choice.markupBasisPoints / 100 };
    },
    { config: perMinute(options.limits.partnerAccount) },
  );

  serveCall(
    app,
    changePartnerPasswordCall,
    async (request) => {
      const { partnerId, sessionId } = partnerOf(request);
      await changePartnerPassword(db, { partnerId, sessionId, ...request.body });
      await options.securityLog.record(request, {
        kind: 'password_changed',
        subject: await options.securityLog.partnerSubject(partnerId),
      });
      return { changed: true } as const;
    },
    { config: perMinute(options.limits.partnerAccount) },
  );

  // The logo the partner's quotes carry, for their Settings tab; never cached, so a replacement shows at once.
  serveCall(app, partnerLogoCall, async (request, reply) => {
    const logo = (await loadPartnerBranding(db, partnerOf(request).partnerId))?.logo;
    if (!logo) throw new AppError('not_found', 'No logo yet');
    return reply
      .header('content-type', logo.mimeType)
      .header('cache-control', 'private, no-cache')
      .send(Buffer.from(logo.bytes));
  });

  serveCall(
    app,
    replacePartnerLogoCall,
    async (request) => {
      const partnerId = partnerOf(request).partnerId;
      const bytes = await readLogoUpload(app, request);
      return replacePartnerLogo({ db, partnerId, bytes, now: new Date() });
    },
    { config: perMinute(options.limits.partnerAccount) },
  );
}

/** The multipart field `logo`; a broken or oversized upload is the sender's fault, never a 500. */
async function readLogoUpload(app: FastifyInstance, request: FastifyRequest): Promise<Buffer> {
  const missing = new AppError('bad_request', 'Send the logo as multipart form data in the field "logo"', {
    fields: { logo: 'Required' },
  });
  const unreadable = (cause: unknown) =>
    cause instanceof app.multipartErrors.RequestFileTooLargeError
      ? new AppError('payload_too_large', 'Please upload files smaller than 10MB.', {
          fields: { logo: 'File too large' },
        })
      : new AppError('bad_request', 'The upload could not be read. Please choose the file again.', {
          detail: String(cause),
          fields: { logo: 'Unreadable upload' },
        });
  if (!request.isMultipart()) throw missing;
  const file = await request.file().catch((cause: unknown) => {
    throw unreadable(cause);
  });
  if (!file || file.fieldname !== 'logo') throw missing;
  const bytes = await file.toBuffer().catch((cause: unknown) => {
    throw unreadable(cause);
  });
  if (file.file.truncated) throw unreadable(new app.multipartErrors.RequestFileTooLargeError());
  return bytes;
}
