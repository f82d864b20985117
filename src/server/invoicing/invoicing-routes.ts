import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ownerSettingsCall, saveOwnerSettingsCall } from '#core/api/invoicing-calls';
import type { Database } from '../db/schema';
import { serveCall } from '../http/serve-call';
import type { SecurityLog } from '../security/security-log';
import { readOwnerSettings } from './owner-settings-repository';
import { saveBusinessDetails } from './save-business-details';

const noStore = { 'cache-control': 'no-store' };

/** The business's details for invoices (ADR 047): owners read and save them. */
export async function invoicingRoutes(app: FastifyInstance, options: { db: Kysely<Database>; securityLog: SecurityLog }) {
  const { db, securityLog } = options;

  serveCall(app, ownerSettingsCall, async (_request, reply) => {
    reply.headers(noStore);
    return readOwnerSettings(db);
  });

  serveCall(app, saveOwnerSettingsCall, async (request, reply) => {
    const { saved, changed } = await saveBusinessDetails({ db, settings: request.body, now: new Date() });
    await securityLog.record(request, { kind: 'owner_settings_saved', detail: changed.length ? `Changed: ${changed.join(', ')}` : 'Nothing changed' });
    reply.headers(noStore);
    return saved;
  });
}
