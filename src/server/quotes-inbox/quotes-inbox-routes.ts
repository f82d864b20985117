import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { inboxPageSchema, inboxQuoteDetailSchema, inboxQuerySchema, quoteOutcomeSchema } from '#core/back-office/quotes-inbox';
import type { BusinessDetails } from '#core/quotes/quote-view';
import { staffActorOf } from '../back-office/staff-actor';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { fileReply, quotePdfReply, successReply } from '../http/reply-schemas';
import { named } from '../http/zod-compilers';
import { makeQuotePdf } from '../quotes/make-quote-pdf';
import { createSketchPreviews } from '../sketches/sketch-previews';
import { isSketchMimeType } from '../sketches/sniff-file-type';
import { findInboxQuote, findQuoteSketch, listInboxQuotes } from './quote-inbox-repository';
import { recordQuoteOutcome } from './record-quote-outcome';
import { showInboxQuote } from './show-inbox-quote';

const idParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
const quoteParams = named(idParams, 'quote');
const sketchParams = named(idParams.extend({ sketchId: z.string().max(100) }), 'sketch');

const detailReply = { 200: successReply(inboxQuoteDetailSchema) };
const sketchPreviewReply = { 200: fileReply(['image/webp'], 'A small picture of the sketch: an image re-encoded, or a PDF’s first page (ADR 026)') };
const sketchFileReply = {
  200: fileReply(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'], 'The file as uploaded, always as an attachment'),
};

/** STAFF-08: the quotes inbox, for staff only. */
export async function quotesInboxRoutes(app: FastifyInstance, options: { db: Kysely<Database>; business: BusinessDetails }) {
  const { db, business } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const staff = { config: { access: 'staff' as const } };
  const noStore = { 'cache-control': 'no-store' };

  const listSchema = {
    summary: 'The quotes inbox: a page of quotes, searched and filtered',
    querystring: named(inboxQuerySchema, 'search'),
    response: { 200: successReply(inboxPageSchema) },
  };
  api.get('/api/admin/quotes', { ...staff, schema: listSchema }, async (request, reply) => {
    return reply.headers(noStore).send({ success: true, data: await listInboxQuotes(db, request.query, new Date()) });
  });

  api.get(
    '/api/admin/quotes/:id',
    { ...staff, schema: { summary: 'One quote with its e-mails, sketches and history', params: quoteParams, response: detailReply } },
    async (request, reply) => {
      const { id } = request.params;
      return reply.headers(noStore).send({ success: true, data: await showInboxQuote({ db, id, now: new Date() }) });
    },
  );

  api.get(
    '/api/admin/quotes/:id/pdf',
    { ...staff, schema: { summary: 'The quote’s PDF (does not mark it sent)', params: quoteParams, response: quotePdfReply } },
    async (request, reply) => {
      const { id } = request.params;
      const row = await findInboxQuote(db, id);
      if (!row) throw new AppError('not_found', 'Quote not found');
      // The customer's own document; staff opening it does not make it "sent".
      const pdf = await makeQuotePdf({ db, token: row.token, business, now: new Date(), log: request.log });
      return reply.headers({ ...noStore, 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${pdf.fileName}"` }).send(pdf.bytes);
    },
  );

  api.get(
    '/api/admin/quotes/:id/sketches/:sketchId',
    { ...staff, schema: { summary: 'A sketch the customer attached, as a download', params: sketchParams, response: sketchFileReply } },
    async (request, reply) => {
      const { id, sketchId } = request.params;
      const sketch = await findQuoteSketch(db, id, sketchId);
      if (!sketch) throw new AppError('not_found', 'Sketch not found');
      // Always a download: an uploaded file is never rendered as a page of ours.
      const fileName = sketch.file_name.replace(/[^\w.-]+/g, '_');
      return reply
        .headers({
          ...noStore,
          'content-type': sketch.mime_type,
          'content-disposition': `attachment; filename="${fileName}"`,
          'content-security-policy': "default-src 'none'",
        })
        .send(Buffer.from(sketch.bytes));
    },
  );

  const previews = createSketchPreviews();
  const previewSchema = { summary: 'A sketch’s preview picture (at most 480 px)', params: sketchParams, response: sketchPreviewReply };
  api.get('/api/admin/quotes/:id/sketches/:sketchId/preview', { ...staff, schema: previewSchema }, async (request, reply) => {
    const { id, sketchId } = request.params;
    // The database first, every time: a sketch erased since it was cached is not shown.
    const sketch = await findQuoteSketch(db, id, sketchId);
    if (!sketch) throw new AppError('not_found', 'Sketch not found');
    if (!isSketchMimeType(sketch.mime_type)) throw new AppError('unprocessable', 'This sketch cannot be previewed; download it instead');
    const preview = await previews.previewOf({ id: sketchId, bytes: sketch.bytes, mimeType: sketch.mime_type });
    if (!preview.ok) {
      const detail = 'detail' in preview ? preview.detail : undefined;
      if (preview.error === 'unreadable') throw new AppError('unprocessable', 'This sketch cannot be previewed; download it instead', { detail });
      throw new AppError('unavailable', 'The preview cannot be made just now; download the sketch instead', { detail: detail ?? preview.error });
    }
    // A sketch never changes under its id; private, since only staff may see it.
    return reply
      .headers({ 'cache-control': 'private, max-age=3600', 'content-type': 'image/webp', 'content-security-policy': "default-src 'none'" })
      .send(preview.webp);
  });

  const outcomeSchema = { summary: 'Mark a quote won or lost', params: quoteParams, body: quoteOutcomeSchema, response: detailReply };
  api.post('/api/admin/quotes/:id/outcome', { ...staff, schema: outcomeSchema }, async (request) => {
    const { id } = request.params;
    const input = request.body;
    await recordQuoteOutcome({ db, id, outcome: input.outcome, note: input.note, actor: staffActorOf(request), now: new Date() });
    return { success: true, data: await showInboxQuote({ db, id, now: new Date() }) } as const;
  });
}
