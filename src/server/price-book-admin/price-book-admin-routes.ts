import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  priceBookVersionDetailSchema,
  priceBookVersionSummarySchema,
  priceBookVersionViewSchema,
  savePriceBookRequestSchema,
} from '#core/price-book-admin/price-book-content';
import { staffActorOf } from '../back-office/staff-actor';
import type { PriceBookStore } from '../catalogue/price-book-repository';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { successReply } from '../http/reply-schemas';
import { named } from '../http/zod-compilers';
import type { SecurityLog } from '../security/security-log';
import { listVersions, readVersion } from './price-book-version-repository';
import { restorePriceBookVersion } from './restore-price-book-version';
import { savePriceBook } from './save-price-book';

const versionParamsSchema = named(z.object({ version: z.coerce.number().int().min(1).max(1_000_000_000) }), 'version');
const restoreBodySchema = z.object({
  version: z.number().int().min(1),
  reason: z.string().trim().max(500, 'Keep the reason under 500 characters').optional(),
});
const HISTORY_LIMIT = 200;
const versionReply = { 200: successReply(priceBookVersionViewSchema) };

/** PRICE-32, PRICE-33: staff read the price book and its history; owners edit and restore. */
export async function priceBookAdminRoutes(app: FastifyInstance, options: { db: Kysely<Database>; priceBooks: PriceBookStore; securityLog: SecurityLog }) {
  const { db, priceBooks, securityLog } = options;
  const noStore = { 'cache-control': 'no-store' };
  const api = app.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/price-book',
    { schema: { summary: 'The current price book, for the editor', response: versionReply }, config: { access: 'staff' } },
    async (_request, reply) => {
      // Straight from the database, never the few-second cache: an editor must start from the latest.
      priceBooks.invalidate();
      return reply.headers(noStore).send({ success: true, data: await priceBooks.current() });
    },
  );

  const saveSchema = {
    summary: 'Save a new price book version (409 when another was saved meanwhile)',
    body: named(savePriceBookRequestSchema, 'price book'),
    response: versionReply,
  };
  api.post('/api/admin/price-book', { schema: saveSchema, config: { access: 'owner', secondFactor: true } }, async (request) => {
    const saved = await savePriceBook({ db, request: request.body, actor: staffActorOf(request), now: new Date() });
    priceBooks.invalidate();
    await securityLog.record(request, { kind: 'price_book_saved', subject: `Price book version ${saved.version}`, detail: saved.reason });
    return { success: true, data: saved } as const;
  });

  app.get(
    '/api/admin/price-book/versions',
    { schema: { summary: 'The price book’s history', response: { 200: successReply(z.array(priceBookVersionSummarySchema)) } }, config: { access: 'staff' } },
    async (_request, reply) => reply.headers(noStore).send({ success: true, data: await listVersions(db, { limit: HISTORY_LIMIT }) }),
  );

  const versionSchema = {
    summary: 'One version of the price book with its changes',
    params: versionParamsSchema,
    response: { 200: successReply(priceBookVersionDetailSchema) },
  };
  api.get('/api/admin/price-book/versions/:version', { schema: versionSchema, config: { access: 'staff' } }, async (request, reply) => {
    const { version } = request.params;
    const found = await readVersion(db, version);
    if (!found) throw new AppError('not_found', `There is no version ${version} of the price book.`);
    return reply.headers(noStore).send({ success: true, data: found });
  });

  const restoreSchema = { summary: 'Restore an old version as the newest', params: versionParamsSchema, body: restoreBodySchema, response: versionReply };
  api.post('/api/admin/price-book/versions/:version/restore', { schema: restoreSchema, config: { access: 'owner', secondFactor: true } }, async (request) => {
    const { version } = request.params;
    const body = request.body;
    const saved = await restorePriceBookVersion({ db, version, baseVersion: body.version, reason: body.reason, actor: staffActorOf(request), now: new Date() });
    priceBooks.invalidate();
    await securityLog.record(request, {
      kind: 'price_book_restored',
      subject: `Price book version ${saved.version}`,
      detail: `Restored from version ${version}`,
    });
    return { success: true, data: saved } as const;
  });
}
