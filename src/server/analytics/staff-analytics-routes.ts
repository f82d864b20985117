import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { dashboardPeriodQuerySchema } from '#core/analytics/analytics-periods';
import {
  analyticsReportSchema,
  conversionFunnelSchema,
  leadStatsSchema,
  realLeadSchema,
  visitorAnalyticsSchema,
  visitorBehaviorSchema,
} from '#core/analytics/dashboard-schemas';
import type { Database } from '../db/schema';
import { successReply } from '../http/reply-schemas';
import { getAnalyticsReport, getConversionFunnel } from './get-analytics-report';
import { getLeadStats, getRealLeads } from './get-real-leads';
import { getVisitorAnalytics, getVisitorBehavior } from './get-visitor-analytics';

/** Every call here is staff-only (ADR 007); the access hook enforces the declaration. */
const staffOnly = { config: { access: 'staff' } } as const;

const analyticsPeriod = dashboardPeriodQuerySchema(3);
const leadsAndVisitorsPeriod = dashboardPeriodQuerySchema(7);
const over = (summary: string, querystring: typeof analyticsPeriod, data: z.ZodType) => ({
  ...staffOnly,
  schema: { summary, querystring, response: { 200: successReply(data) } },
});

/**
 * The three staff dashboards' calls (ANALYTICS-12, ANALYTICS-14, ANALYTICS-21). Each reads only the day summaries
 * (and, for the leads, the lead records), so a year of busy traffic costs the same as a week.
 */
export async function staffAnalyticsRoutes(app: FastifyInstance, options: { db: Kysely<Database>; refreshSummaries: () => Promise<void> }) {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const period = (query: { days: number }) => ({ db, days: query.days, now: new Date() });
  // ANALYTICS-25: a card and the list beside it count the same leads, so the summaries are
  // brought up to date before a dashboard reads them (a no-op when nothing new arrived; ADR 024).
  app.addHook('preHandler', async () => {
    await options.refreshSummaries();
  });
  const noStore = { 'cache-control': 'no-store' };

  api.get('/api/analytics', over('Visitors, quotes and conversion over the period', analyticsPeriod, analyticsReportSchema), async (request, reply) =>
    reply.headers(noStore).send({ success: true, data: await getAnalyticsReport(period(request.query)) }),
  );
  api.get('/api/analytics/conversion-funnel', over('The configurator’s conversion funnel', analyticsPeriod, conversionFunnelSchema), async (request, reply) =>
    reply.headers(noStore).send({ success: true, data: await getConversionFunnel(period(request.query)) }),
  );
  api.get('/api/leads/real', over('Real leads (people who left details)', leadsAndVisitorsPeriod, z.array(realLeadSchema)), async (request, reply) =>
    reply.headers(noStore).send({ success: true, data: await getRealLeads(period(request.query)) }),
  );
  api.get('/api/leads/stats', over('Lead counts by source and surface', leadsAndVisitorsPeriod, leadStatsSchema), async (request, reply) =>
    reply.headers(noStore).send({ success: true, data: await getLeadStats(period(request.query)) }),
  );
  api.get(
    '/api/visitors/analytics',
    over('Visitors by day, device, country and referrer', leadsAndVisitorsPeriod, visitorAnalyticsSchema),
    async (request, reply) => reply.headers(noStore).send({ success: true, data: await getVisitorAnalytics(period(request.query)) }),
  );
  api.get('/api/visitors/behavior', over('What visitors did in the configurator', leadsAndVisitorsPeriod, visitorBehaviorSchema), async (request, reply) =>
    reply.headers(noStore).send({ success: true, data: await getVisitorBehavior(period(request.query)) }),
  );
  // The daily report's calls (ANALYTICS-23) are in reports/report-routes.ts.
}
