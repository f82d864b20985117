import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { savePriceBookRequestSchema } from '../../core/price-book-admin/price-book-content';
import { staffActorOf } from '../back-office/staff-actor';
import type { PriceBookStore } from '../catalogue/price-book-repository';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { parseInput } from '../http/parse-input';
import { listVersions, readVersion } from './price-book-version-repository';
import { restorePriceBookVersion } from './restore-price-book-version';
import { savePriceBook } from './save-price-book';

const versionParamsSchema = z.object({ version: z.coerce.number().int().min(1).max(1_000_000_000) });
const restoreBodySchema = z.object({
  version: z.number().int().min(1),
  reason: z.string().trim().max(500, 'Keep the reason under 500 characters').optional(),
});
const HISTORY_LIMIT = 200;

/** Issue 15 items 1–2: staff read the price book and its history; owners edit and restore. */
export async function priceBookAdminRoutes(app: FastifyInstance, options: { db: Kysely<Database>; priceBooks: PriceBookStore }) {
  const { db, priceBooks } = options;
  const noStore = { 'cache-control': 'no-store' };

  app.get('/api/admin/price-book', { config: { access: 'staff' } }, async (_request, reply) => {
    // Straight from the database, never the few-second cache: an editor must start from the latest.
    priceBooks.invalidate();
    return reply.headers(noStore).send({ success: true, data: await priceBooks.current() });
  });

  app.post('/api/admin/price-book', { config: { access: 'owner' } }, async (request) => {
    const input = parseInput(savePriceBookRequestSchema, request.body, 'price book');
    const saved = await savePriceBook({ db, request: input, actor: staffActorOf(request), now: new Date() });
    priceBooks.invalidate();
    return { success: true, data: saved };
  });

  app.get('/api/admin/price-book/versions', { config: { access: 'staff' } }, async (_request, reply) =>
    reply.headers(noStore).send({ success: true, data: await listVersions(db, { limit: HISTORY_LIMIT }) }),
  );

  app.get('/api/admin/price-book/versions/:version', { config: { access: 'staff' } }, async (request, reply) => {
    const { version } = parseInput(versionParamsSchema, request.params, 'version');
    const found = await readVersion(db, version);
    if (!found) throw new AppError('not_found', `There is no version ${version} of the price book.`);
    return reply.headers(noStore).send({ success: true, data: found });
  });

  app.post('/api/admin/price-book/versions/:version/restore', { config: { access: 'owner' } }, async (request) => {
    const { version } = parseInput(versionParamsSchema, request.params, 'version');
    const body = parseInput(restoreBodySchema, request.body);
    const saved = await restorePriceBookVersion({ db, version, baseVersion: body.version, reason: body.reason, actor: staffActorOf(request), now: new Date() });
    priceBooks.invalidate();
    return { success: true, data: saved };
  });
}
