import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { erasePersonCall, findPersonCall } from '#core/api/privacy-calls';
import { staffOf } from '../auth/principal';
import type { Database } from '../db/schema';
import { serveCall } from '../http/serve-call';
import type { SecurityLog } from '../security/security-log';
import { erasePerson, findPerson } from './erase-person';

/** POPIA: find a customer by e-mail and erase them (STAFF-10); owners only. */
export async function privacyRoutes(
  app: FastifyInstance,
  { db, dataDir, securityLog }: { db: Kysely<Database>; dataDir: string; securityLog: SecurityLog },
) {
  serveCall(app, findPersonCall, async (request) => findPerson({ db, email: request.query.email }));

  serveCall(app, erasePersonCall, async (request) => {
    const { email } = request.body;
    const staff = staffOf(request);
    const { erasureId, ...erased } = await erasePerson({ db, dataDir, email, staffId: staff.staffId, now: new Date() });
    // Who and which log entry; the address itself is never logged.
    request.log.info({ erasureId, staffId: staff.staffId, ...erased }, 'personal data erased on request (POPIA)');
    if (!erased.storageReclaimed)
      request.log.warn(
        { erasureId },
        'erased rows kept in the database file until the next erasure: it was busy (ADR 041)',
      );
    // The security log names the erasure's record, never the person (STAFF-14).
    await securityLog.record(request, {
      kind: 'personal_data_erased',
      subject: erasureId === null ? 'Nothing held for that address' : `Erasure ${erasureId}`,
      detail: erasureDetail(erased),
    });
    return { erased };
  });
}

/** "leads: 2, quotes: 3, …": what an erasure removed, for the security log. */
function erasureDetail(counts: Record<string, number | boolean | string | null>): string {
  return Object.entries(counts)
    .map(([what, count]) => `${what}: ${count}`)
    .join(', ');
}
