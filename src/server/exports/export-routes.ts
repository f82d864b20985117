import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { analyticsDaysCsvCall, leadsCsvCall, quotesCsvCall } from '#core/api/exports-calls';
import type { Database } from '../db/schema';
import { serveCall } from '../http/serve-call';
import type { SecurityLog } from '../security/security-log';
import { csvStream, sendCsv as send } from './csv-stream';
import {
  ANALYTICS_DAY_COLUMNS,
  LEAD_COLUMNS,
  QUOTE_COLUMNS,
  analyticsDayRows,
  leadRows,
  quoteRows,
} from './export-rows';

/** Staff downloads of leads, quotes and the per-day analytics as CSV (STAFF-10). */
export async function exportRoutes(
  app: FastifyInstance,
  { db, securityLog }: { db: Kysely<Database>; securityLog: SecurityLog },
) {
  const period = (query: { days: number }) => ({ db, days: query.days, now: new Date() });

  // Each download is in the security log (STAFF-14): which file and how many days.
  const exported = (request: FastifyRequest, file: string, days: number) =>
    securityLog.record(request, { kind: 'data_exported', subject: file, detail: `Last ${days} days` });

  serveCall(app, leadsCsvCall, async (request, reply) => {
    await exported(request, 'leads.csv', request.query.days);
    return send(reply, 'leads', csvStream(LEAD_COLUMNS, leadRows(period(request.query))));
  });
  serveCall(app, quotesCsvCall, async (request, reply) => {
    await exported(request, 'quotes.csv', request.query.days);
    return send(reply, 'quotes', csvStream(QUOTE_COLUMNS, quoteRows(period(request.query))));
  });
  serveCall(app, analyticsDaysCsvCall, async (request, reply) => {
    await exported(request, 'analytics-days.csv', request.query.days);
    return send(reply, 'analytics-days', csvStream(ANALYTICS_DAY_COLUMNS, analyticsDayRows(period(request.query))));
  });
}
