import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Readable } from 'node:stream';
import { analyticsDay } from '../../core/analytics/analytics-day';
import { periodQuerySchema } from '../../core/analytics/analytics-periods';
import type { Database } from '../db/schema';
import { fileReply } from '../http/reply-schemas';
import { csvStream } from './csv-stream';
import { ANALYTICS_DAY_COLUMNS, LEAD_COLUMNS, QUOTE_COLUMNS, analyticsDayRows, leadRows, quoteRows } from './export-rows';

const csvReply = { 200: fileReply(['text/csv'], 'UTF-8 CSV (RFC 4180): a header row, then one row per record; sent as an attachment') };

/** Staff downloads of leads, quotes and the per-day analytics as CSV (STAFF-10). */
export async function exportRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const staff = { config: { access: 'staff' as const } };
  const download = (what: string) => ({ ...staff, schema: { summary: `${what} of the last \`days\` days as CSV`, querystring: periodQuerySchema(7), response: csvReply } });
  const period = (query: { days: number }) => ({ db, days: query.days, now: new Date() });
  const send = (reply: FastifyReply, name: string, stream: Readable) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}-${analyticsDay(new Date())}.csv"`)
      .header('cache-control', 'no-store')
      .send(stream);

  api.get('/api/exports/leads.csv', download('Leads'), async (request, reply) => send(reply, 'leads', csvStream(LEAD_COLUMNS, leadRows(period(request.query)))));
  api.get('/api/exports/quotes.csv', download('Quotes'), async (request, reply) => send(reply, 'quotes', csvStream(QUOTE_COLUMNS, quoteRows(period(request.query)))));
  api.get('/api/exports/analytics-days.csv', download('Visitor analytics per day'), async (request, reply) =>
    send(reply, 'analytics-days', csvStream(ANALYTICS_DAY_COLUMNS, analyticsDayRows(period(request.query)))),
  );
}
