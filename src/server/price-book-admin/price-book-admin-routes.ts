import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  currentPriceBookCall,
  priceBookVersionCall,
  priceBookVersionsCall,
  restorePriceBookVersionCall,
  savePriceBookCall,
} from '#core/api/price-book-admin-calls';
import { staffActorOf } from '../back-office/staff-actor';
import type { PriceBookStore } from '../catalogue/price-book-repository';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { serveCall } from '../http/serve-call';
import type { SecurityLog } from '../security/security-log';
import { listVersions, readVersion } from './price-book-version-repository';
import { restorePriceBookVersion } from './restore-price-book-version';
import { savePriceBook } from './save-price-book';

const HISTORY_LIMIT = 200;

/** PRICE-32, PRICE-33: staff read the price book and its history; owners edit and restore. */
export async function priceBookAdminRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; priceBooks: PriceBookStore; securityLog: SecurityLog },
) {
  const { db, priceBooks, securityLog } = options;
  const noStore = { 'cache-control': 'no-store' };

  serveCall(app, currentPriceBookCall, async (_request, reply) => {
    // Straight from the database, never the few-second cache: an editor must start from the latest.
    priceBooks.invalidate();
    reply.headers(noStore);
    return priceBooks.current();
  });

  serveCall(app, savePriceBookCall, async (request) => {
    const saved = await savePriceBook({ db, request: request.body, actor: staffActorOf(request), now: new Date() });
    priceBooks.invalidate();
    await securityLog.record(request, {
      kind: 'price_book_saved',
      subject: `Price book version ${saved.version}`,
      detail: saved.reason,
    });
    return saved;
  });

  serveCall(app, priceBookVersionsCall, async (_request, reply) => {
    reply.headers(noStore);
    return listVersions(db, { limit: HISTORY_LIMIT });
  });

  serveCall(app, priceBookVersionCall, async (request, reply) => {
    const { version } = request.params;
    const found = await readVersion(db, version);
    if (!found) throw new AppError('not_found', `There is no version ${version} of the price book.`);
    reply.headers(noStore);
    return found;
  });

  serveCall(app, restorePriceBookVersionCall, async (request) => {
    const { version } = request.params;
    const body = request.body;
    const saved = await restorePriceBookVersion({
      db,
      version,
      baseVersion: body.version,
      reason: body.reason,
      actor: staffActorOf(request),
      now: new Date(),
    });
    priceBooks.invalidate();
    await securityLog.record(request, {
      kind: 'price_book_restored',
      subject: `Price book version ${saved.version}`,
      detail: `Restored from version ${version}`,
    });
    return saved;
  });
}
