import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { inboxQuerySchema, quoteOutcomeSchema } from '../../core/back-office/quotes-inbox';
import type { BusinessDetails } from '../../core/quotes/quote-view';
import { staffActorOf } from '../back-office/staff-actor';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { parseInput } from '../http/parse-input';
import { makeQuotePdf } from '../quotes/make-quote-pdf';
import { findInboxQuote, findQuoteSketch, listInboxQuotes } from './quote-inbox-repository';
import { recordQuoteOutcome } from './record-quote-outcome';
import { showInboxQuote } from './show-inbox-quote';

const idParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
const sketchParams = idParams.extend({ sketchId: z.string().max(100) });

/** Issue 15 item 6: the quotes inbox, for staff only. */
export async function quotesInboxRoutes(app: FastifyInstance, options: { db: Kysely<Database>; business: BusinessDetails }) {
  const { db, business } = options;
  const staff = { config: { access: 'staff' as const } };
  const noStore = { 'cache-control': 'no-store' };

  app.get('/api/admin/quotes', staff, async (request, reply) => {
    const query = parseInput(inboxQuerySchema, request.query, 'search');
    return reply.headers(noStore).send({ success: true, data: await listInboxQuotes(db, query, new Date()) });
  });

  app.get('/api/admin/quotes/:id', staff, async (request, reply) => {
    const { id } = parseInput(idParams, request.params, 'quote');
    return reply.headers(noStore).send({ success: true, data: await showInboxQuote({ db, id, now: new Date() }) });
  });

  app.get('/api/admin/quotes/:id/pdf', staff, async (request, reply) => {
    const { id } = parseInput(idParams, request.params, 'quote');
    const row = await findInboxQuote(db, id);
    if (!row) throw new AppError('not_found', 'Quote not found');
    // The customer's own document; staff opening it does not make it "sent".
    const pdf = await makeQuotePdf({ db, token: row.token, business, now: new Date() });
    return reply.headers({ ...noStore, 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${pdf.fileName}"` }).send(pdf.bytes);
  });

  app.get('/api/admin/quotes/:id/sketches/:sketchId', staff, async (request, reply) => {
    const { id, sketchId } = parseInput(sketchParams, request.params, 'sketch');
    const sketch = await findQuoteSketch(db, id, sketchId);
    if (!sketch) throw new AppError('not_found', 'Sketch not found');
    // Always a download: an uploaded file is never rendered as a page of ours.
    const fileName = sketch.file_name.replace(/[^\w.-]+/g, '_');
    return reply
      .headers({ ...noStore, 'content-type': sketch.mime_type, 'content-disposition': `attachment; filename="${fileName}"`, 'content-security-policy': "default-src 'none'" })
      .send(Buffer.from(sketch.bytes));
  });

  app.post('/api/admin/quotes/:id/outcome', staff, async (request) => {
    const { id } = parseInput(idParams, request.params, 'quote');
    const input = parseInput(quoteOutcomeSchema, request.body);
    await recordQuoteOutcome({ db, id, outcome: input.outcome, note: input.note, actor: staffActorOf(request), now: new Date() });
    return { success: true, data: await showInboxQuote({ db, id, now: new Date() }) };
  });
}
