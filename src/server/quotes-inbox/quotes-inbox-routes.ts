import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  inboxQuoteCall,
  inboxQuotePdfCall,
  inboxQuotesCall,
  inboxSketchCall,
  inboxSketchPreviewCall,
  quoteOutcomeCall,
} from '#core/api/quotes-inbox-calls';
import type { BusinessDetails } from '#core/quotes/quote-view';
import { staffActorOf } from '../back-office/staff-actor';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { serveCall } from '../http/serve-call';
import { makeQuotePdf } from '../quotes/make-quote-pdf';
import { createSketchPreviews } from '../sketches/sketch-previews';
import { isSketchMimeType } from '../sketches/sniff-file-type';
import { findInboxQuote, findQuoteSketch, listInboxQuotes } from './quote-inbox-repository';
import { recordQuoteOutcome } from './record-quote-outcome';
import { showInboxQuote } from './show-inbox-quote';
import { currentBusinessDetails } from '../invoicing/current-business-details';

/** STAFF-08: the quotes inbox, for staff only. */
export async function quotesInboxRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; business: BusinessDetails; wakeOutbox: () => void },
) {
  const { db, business } = options;
  const noStore = { 'cache-control': 'no-store' };

  serveCall(app, inboxQuotesCall, async (request, reply) => {
    const page = await listInboxQuotes(db, request.query, new Date());
    reply.headers(noStore);
    return page;
  });

  serveCall(app, inboxQuoteCall, async (request, reply) => {
    const detail = await showInboxQuote({ db, id: request.params.id, now: new Date() });
    reply.headers(noStore);
    return detail;
  });

  serveCall(app, inboxQuotePdfCall, async (request, reply) => {
    const { id } = request.params;
    const row = await findInboxQuote(db, id);
    if (!row) throw new AppError('not_found', 'Quote not found');
    // The customer's own document; staff opening it does not make it "sent".
    const pdf = await makeQuotePdf({
      db,
      token: row.token,
      business: await currentBusinessDetails(db, business),
      now: new Date(),
      log: request.log,
    });
    return reply
      .headers({
        ...noStore,
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="${pdf.fileName}"`,
      })
      .send(pdf.bytes);
  });

  serveCall(app, inboxSketchCall, async (request, reply) => {
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
  });

  const previews = createSketchPreviews();
  serveCall(app, inboxSketchPreviewCall, async (request, reply) => {
    const { id, sketchId } = request.params;
    // The database first, every time: a sketch erased since it was cached is not shown.
    const sketch = await findQuoteSketch(db, id, sketchId);
    if (!sketch) throw new AppError('not_found', 'Sketch not found');
    if (!isSketchMimeType(sketch.mime_type))
      throw new AppError('unprocessable', 'This sketch cannot be previewed; download it instead');
    const preview = await previews.previewOf({ id: sketchId, bytes: sketch.bytes, mimeType: sketch.mime_type });
    if (!preview.ok) {
      const detail = 'detail' in preview ? preview.detail : undefined;
      if (preview.error === 'unreadable')
        throw new AppError('unprocessable', 'This sketch cannot be previewed; download it instead', { detail });
      throw new AppError('unavailable', 'The preview cannot be made just now; download the sketch instead', {
        detail: detail ?? preview.error,
      });
    }
    // A sketch never changes under its id; private, since only staff may see it.
    return reply
      .headers({
        'cache-control': 'private, max-age=3600',
        'content-type': 'image/webp',
        'content-security-policy': "default-src 'none'",
      })
      .send(preview.webp);
  });

  serveCall(app, quoteOutcomeCall, async (request) => {
    const { id } = request.params;
    const input = request.body;
    const business = await currentBusinessDetails(db, options.business);
    const invoiced = await recordQuoteOutcome({
      db,
      id,
      outcome: input.outcome,
      note: input.note,
      actor: staffActorOf(request),
      business,
      now: new Date(),
    });
    if (invoiced) options.wakeOutbox();
    return showInboxQuote({ db, id, now: new Date() });
  });
}
