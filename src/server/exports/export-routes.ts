import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Readable } from 'node:stream';
import { analyticsDay } from '../../core/analytics/analytics-day';
import { periodQuerySchema } from '../../core/analytics/analytics-periods';
import type { Database } from '../db/schema';
import { parseInput } from '../http/parse-input';
import { csvStream } from './csv-stream';
import { ANALYTICS_DAY_COLUMNS, LEAD_COLUMNS, QUOTE_COLUMNS, analyticsDayRows, leadRows, quoteRows } from './export-rows';

/** Staff downloads of leads, quotes and the per-day analytics as CSV (issue 16 item 4). */
export async function exportRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const staff = { config: { access: 'staff' as const } };
  const period = (query: unknown) => ({ db, days: parseInput(periodQuerySchema(7), query, 'query').days, now: new Date() });
  const send = (reply: FastifyReply, name: string, stream: Readable) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}-${analyticsDay(new Date())}.csv"`)
      .header('cache-control', 'no-store')
      .send(stream);

  app.get('/api/exports/leads.csv', staff, async (request, reply) => send(reply, 'leads', csvStream(LEAD_COLUMNS, leadRows(period(request.query)))));
  app.get('/api/exports/quotes.csv', staff, async (request, reply) => send(reply, 'quotes', csvStream(QUOTE_COLUMNS, quoteRows(period(request.query)))));
  app.get('/api/exports/analytics-days.csv', staff, async (request, reply) =>
    send(reply, 'analytics-days', csvStream(ANALYTICS_DAY_COLUMNS, analyticsDayRows(period(request.query)))),
  );
}
