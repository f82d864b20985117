import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { changePasswordSchema } from '#core/accounts/account-schemas';
import { clientPriceDefaultSchema, clientPriceRequestSchema } from '#core/pricing/client-price-schema';
import { z } from 'zod';
import {
  logoSizeSchema,
  partnerClientSchema,
  partnerQuoteListSchema,
  partnerQuoteEmailPreviewSchema,
  partnerQuotesQuerySchema,
  sendPartnerQuoteSchema,
} from '#core/partner-area/partner-area-schemas';
import { quoteResponse } from '#core/quotes/quote-reply';
import { quoteEmailQueuedSchema, quoteResponseSchema } from '#core/quotes/quote-response-schema';
import type { BusinessDetails } from '#core/quotes/quote-view';
import { partnerOf } from '../auth/principal';
import type { RouteLimits } from '../config';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { numberLikeIdParams } from '../http/id-param';
import { fileReply, quotePdfReply, successReply } from '../http/reply-schemas';
import { perMinute } from '../http/route-limit';
import { named } from '../http/zod-compilers';
import { loadQuote } from '../quotes/load-quote';
import { makeQuotePdf } from '../quotes/make-quote-pdf';
import { changePartnerPassword } from './change-partner-password';
import { listPartnerClients } from './list-partner-clients';
import { listPartnerQuotes } from './list-partner-quotes';
import { loadPartnerBranding } from './partner-branding';
import { findOwnedQuoteToken } from './partner-quote-repository';
import { clientPriceChoice, findPartnerClientPriceDefault, saveClientPriceDefault } from './partner-client-price';
import { replacePartnerLogo } from './replace-partner-logo';
import { previewPartnerQuote, sendPartnerQuote } from './send-partner-quote';
import type { SecurityLog } from '../security/security-log';

interface PartnerAreaRouteOptions {
  db: Kysely<Database>;
  business: BusinessDetails;
  limits: RouteLimits;
  perRecipientPerDay: number;
  wakeOutbox: () => void;
  securityLog: SecurityLog;
}

const partnerOnly = { access: 'partner' } as const;
const quoteParams = numberLikeIdParams('Quote not found');

/**
 * The partner area's calls (PARTNER-13 to PARTNER-20). Each is `access: 'partner'` (ADR 007); a
 * quote of another partner answers 404 exactly as a made-up id does.
 */
export async function partnerAreaRoutes(app: FastifyInstance, options: PartnerAreaRouteOptions) {
  const { db, business } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** The token of the partner's own quote `quoteId` (checked by `quoteParams`), or a 404. */
  const ownedQuoteToken = async (request: FastifyRequest, quoteId: number): Promise<string> => {
    const token = await findOwnedQuoteToken(db, { partnerId: partnerOf(request).partnerId, quoteId });
    if (!token) throw new AppError('not_found', 'Quote not found');
    return token;
  };

  const listSchema = {
    summary: 'The partner’s own quotes, a page at a time',
    querystring: named(partnerQuotesQuerySchema, 'search'),
    response: { 200: successReply(partnerQuoteListSchema) },
  };
  api.get('/api/professional/quotes', { schema: listSchema, config: partnerOnly }, async (request) => {
    const query = request.query;
    const data = await listPartnerQuotes({ db, partnerId: partnerOf(request).partnerId, search: query.search, page: query.page, now: new Date() });
    return { success: true, data } as const;
  });

  api.get(
    '/api/professional/quotes/:id',
    { schema: { summary: 'One of the partner’s quotes', params: quoteParams, response: { 200: successReply(quoteResponseSchema) } }, config: partnerOnly },
    async (request) => {
      const { view } = await loadQuote(db, await ownedQuoteToken(request, request.params.id), new Date());
      return { success: true, data: quoteResponse(view, business.name, { forPartnerOrStaff: true }) } as const;
    },
  );

  api.get(
    '/api/professional/quotes/:id/pdf',
    {
      schema: { summary: 'One of the partner’s quotes as a PDF', params: quoteParams, response: quotePdfReply },
      config: { ...partnerOnly, ...perMinute(options.limits.pdf) },
    },
    async (request, reply) => {
      const pdf = await makeQuotePdf({ db, token: await ownedQuoteToken(request, request.params.id), business, now: new Date(), log: request.log });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
        .header('cache-control', 'no-store')
        .send(pdf.bytes);
    },
  );

  const sendSchema = {
    summary: 'E-mail one of the partner’s quotes to their client, white-labelled',
    body: sendPartnerQuoteSchema,
    response: { 202: successReply(quoteEmailQueuedSchema) },
  };
  api.post(
    '/api/professional/send-quote',
    { schema: sendSchema, config: { ...partnerOnly, ...perMinute(options.limits.partnerEmails) } },
    async (request, reply) => {
      const input = request.body;
      const data = await sendPartnerQuote({
        db,
        partnerId: partnerOf(request).partnerId,
        quoteId: input.quoteId,
        client: { email: input.clientEmail, name: input.clientName },
        business,
        perRecipientPerDay: options.perRecipientPerDay,
        now: new Date(),
        log: request.log,
      });
      options.wakeOutbox();
      return reply.status(202).send({ success: true, data });
    },
  );

  // 'Send' first shows the partner the e-mail their client will get; nothing is sent or marked (PARTNER-16).
  const previewSchema = {
    summary: 'The e-mail sending one of the partner’s quotes would queue, for the partner to confirm',
    body: sendPartnerQuoteSchema,
    response: { 200: successReply(partnerQuoteEmailPreviewSchema) },
  };
  api.post('/api/professional/send-quote/preview', { schema: previewSchema, config: { ...partnerOnly, ...perMinute(options.limits.pdf) } }, async (request) => {
    const input = request.body;
    const data = await previewPartnerQuote({
      db,
      partnerId: partnerOf(request).partnerId,
      quoteId: input.quoteId,
      client: { email: input.clientEmail, name: input.clientName },
      business,
      now: new Date(),
      log: request.log,
    });
    return { success: true, data } as const;
  });

  app.get(
    '/api/professional/clients',
    { schema: { summary: 'The partner’s clients and their quotes', response: { 200: successReply(z.array(partnerClientSchema)) } }, config: partnerOnly },
    async (request) => {
      return { success: true, data: await listPartnerClients({ db, partnerId: partnerOf(request).partnerId, now: new Date() }) };
    },
  );

  // The client price new quotes start with, in the partner's Settings (PARTNER-21 to PARTNER-24).
  const clientPriceReply = { 200: successReply(clientPriceDefaultSchema) };
  api.get(
    '/api/professional/client-price',
    { schema: { summary: 'The client price the partner’s new quotes start with', response: clientPriceReply }, config: partnerOnly },
    async (request) => {
      const choice = await findPartnerClientPriceDefault(db, partnerOf(request).partnerId);
      return { success: true, data: { mode: choice.mode, markupPercentage: choice.markupBasisPoints / 100 } } as const;
    },
  );
  const putClientPrice = { summary: 'Change the client price the partner’s new quotes start with', body: clientPriceRequestSchema, response: clientPriceReply };
  api.put(
    '/api/professional/client-price',
    { schema: putClientPrice, config: { ...partnerOnly, ...perMinute(options.limits.partnerAccount) } },
    async (request) => {
      const choice = clientPriceChoice(request.body);
      await saveClientPriceDefault(db, { partnerId: partnerOf(request).partnerId, choice });
      return { success: true, data: { mode: choice.mode, markupPercentage: choice.markupBasisPoints / 100 } } as const;
    },
  );

  const passwordSchema = {
    summary: 'Change the partner’s password',
    body: changePasswordSchema,
    response: { 200: successReply(z.object({ changed: z.literal(true) })) },
  };
  api.post(
    '/api/professional/password',
    { schema: passwordSchema, config: { ...partnerOnly, ...perMinute(options.limits.partnerAccount) } },
    async (request) => {
      const input = request.body;
      const { partnerId, sessionId } = partnerOf(request);
      await changePartnerPassword(db, { partnerId, sessionId, ...input });
      await options.securityLog.record(request, { kind: 'password_changed', subject: await options.securityLog.partnerSubject(partnerId) });
      return { success: true, data: { changed: true } } as const;
    },
  );

  // The logo the partner's quotes carry, for their Settings tab; never cached, so a replacement shows at once.
  const logoSchema = {
    summary: 'The signed-in partner’s logo',
    response: { 200: fileReply(['image/png'], 'The logo, re-encoded as PNG when it was uploaded') },
  };
  api.get('/api/professional/logo', { schema: logoSchema, config: partnerOnly }, async (request, reply) => {
    const logo = (await loadPartnerBranding(db, partnerOf(request).partnerId))?.logo;
    if (!logo) throw new AppError('not_found', 'No logo yet');
    return reply.header('content-type', logo.mimeType).header('cache-control', 'private, no-cache').send(Buffer.from(logo.bytes));
  });

  app.post(
    '/api/professional/logo',
    {
      schema: { summary: 'Replace the logo (multipart/form-data, field "logo")', response: { 200: successReply(logoSizeSchema) } },
      config: { ...partnerOnly, ...perMinute(options.limits.partnerAccount) },
    },
    async (request) => {
      const partnerId = partnerOf(request).partnerId;
      const bytes = await readLogoUpload(app, request);
      return { success: true, data: await replacePartnerLogo({ db, partnerId, bytes, now: new Date() }) };
    },
  );
}

/** The multipart field `logo`; a broken or oversized upload is the sender's fault, never a 500. */
async function readLogoUpload(app: FastifyInstance, request: FastifyRequest): Promise<Buffer> {
  const missing = new AppError('bad_request', 'Send the logo as multipart form data in the field "logo"', { fields: { logo: 'Required' } });
  const unreadable = (cause: unknown) =>
    cause instanceof app.multipartErrors.RequestFileTooLargeError
      ? new AppError('payload_too_large', 'Please upload files smaller than 10MB.', { fields: { logo: 'File too large' } })
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
