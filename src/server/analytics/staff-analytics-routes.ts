import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { periodQuerySchema } from '../../core/analytics/analytics-periods';
import type { Database } from '../db/schema';
import { parseInput } from '../http/parse-input';
import { getAnalyticsReport, getConversionFunnel } from './get-analytics-report';
import { getLeadStats, getRealLeads } from './get-real-leads';
import { getVisitorAnalytics, getVisitorBehavior } from './get-visitor-analytics';

/** Every call here is staff-only (ADR 007); the access hook enforces the declaration. */
const staffOnly = { config: { access: 'staff' } } as const;

const analyticsPeriod = periodQuerySchema(3);
const leadsAndVisitorsPeriod = periodQuerySchema(7);

/**
 * The three staff dashboards' calls (SPEC §7, issue 14). Each reads only the day summaries
 * (and, for the leads, the lead records), so a year of busy traffic costs the same as a week.
 */
export async function staffAnalyticsRoutes(app: FastifyInstance, options: { db: Kysely<Database> }) {
  const { db } = options;
  const period = (request: FastifyRequest, schema: typeof analyticsPeriod) => ({ db, days: parseInput(schema, request.query, 'query').days, now: new Date() });
  const noStore = { 'cache-control': 'no-store' };

  app.get('/api/analytics', staffOnly, async (request, reply) =>
    reply.headers(noStore).send({ success: true, data: await getAnalyticsReport(period(request, analyticsPeriod)) }),
  );
  app.get('/api/analytics/conversion-funnel', staffOnly, async (request, reply) =>
    reply.headers(noStore).send({ success: true, data: await getConversionFunnel(period(request, analyticsPeriod)) }),
  );
  app.get('/api/leads/real', staffOnly, async (request, reply) =>
    reply.headers(noStore).send({ success: true, data: await getRealLeads(period(request, leadsAndVisitorsPeriod)) }),
  );
  app.get('/api/leads/stats', staffOnly, async (request, reply) =>
    reply.headers(noStore).send({ success: true, data: await getLeadStats(period(request, leadsAndVisitorsPeriod)) }),
  );
  app.get('/api/visitors/analytics', staffOnly, async (request, reply) =>
    reply.headers(noStore).send({ success: true, data: await getVisitorAnalytics(period(request, leadsAndVisitorsPeriod)) }),
  );
  app.get('/api/visitors/behavior', staffOnly, async (request, reply) =>
    reply.headers(noStore).send({ success: true, data: await getVisitorBehavior(period(request, leadsAndVisitorsPeriod)) }),
  );
  // Issue 16 generates and e-mails the daily report; until then the button's call answers success.
}
