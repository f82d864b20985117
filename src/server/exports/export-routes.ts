import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { periodQuerySchema } from '#core/analytics/analytics-periods';
import type { Database } from '../db/schema';
import { fileReply } from '../http/reply-schemas';
import type { SecurityLog } from '../security/security-log';
import { csvStream, sendCsv as send } from './csv-stream';
import { ANALYTICS_DAY_COLUMNS, LEAD_COLUMNS, QUOTE_COLUMNS, analyticsDayRows, leadRows, quoteRows } from './export-rows';

const csvReply = { 200: fileReply(['text/csv'], 'UTF-8 CSV (RFC 4180): a header row, then one row per record; sent as an attachment') };

/** Staff downloads of leads, quotes and the per-day analytics as CSV (STAFF-10). */
export async function exportRoutes(app: FastifyInstance, { db, securityLog }: { db: Kysely<Database>; securityLog: SecurityLog }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const staff = { config: { access: 'staff' as const } };
  const download = (what: string) => ({
    ...staff,
    schema: { summary: `${what} of the last \`days\` days as CSV`, querystring: periodQuerySchema(7), response: csvReply },
  });
  const period = (query: { days: number }) => ({ db, days: query.days, now: new Date() });

  // Each download is in the security log (STAFF-14): which file and how many days.
  const exported = (request: FastifyRequest, file: string, days: number) =>
    securityLog.record(request, { kind: 'data_exported', subject: file, detail: `Last ${days} days` });

  api.get('/api/exports/leads.csv', download('Leads'), async (request, reply) => {
    await exported(request, 'leads.csv', request.query.days);
    return send(reply, 'leads', csvStream(LEAD_COLUMNS, leadRows(period(request.query))));
  });
  api.get('/api/exports/quotes.csv', download('Quotes'), async (request, reply) => {
    await exported(request, 'quotes.csv', request.query.days);
    return send(reply, 'quotes', csvStream(QUOTE_COLUMNS, quoteRows(period(request.query))));
  });
  api.get('/api/exports/analytics-days.csv', download('Visitor analytics per day'), async (request, reply) => {
    await exported(request, 'analytics-days.csv', request.query.days);
    return send(reply, 'analytics-days', csvStream(ANALYTICS_DAY_COLUMNS, analyticsDayRows(period(request.query))));
  });
}
