import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  analyticsReportCall,
  conversionFunnelCall,
  leadStatsCall,
  realLeadsCall,
  visitorAnalyticsCall,
  visitorBehaviorCall,
} from '#core/api/analytics-calls';
import type { Call, ReplyDataIn } from '#core/api/call';
import type { Database } from '../db/schema';
import { type CallRequest, serveCall } from '../http/serve-call';
import { getAnalyticsReport, getConversionFunnel } from './get-analytics-report';
import { getLeadStats, getRealLeads } from './get-real-leads';
import { getVisitorAnalytics, getVisitorBehavior } from './get-visitor-analytics';

/**
 * The three staff dashboards' calls (ANALYTICS-12, ANALYTICS-14, ANALYTICS-21), staff only (ADR 007). Each reads only
 * the day summaries
 * (and, for the leads, the lead records), so a year of busy traffic costs the same as a week.
 */
export async function staffAnalyticsRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; refreshSummaries: () => Promise<void> },
) {
  const { db } = options;
  const period = (query: { days: number }) => ({ db, days: query.days, now: new Date() });
  // ANALYTICS-25: a card and the list beside it count the same leads, so the summaries are
  // brought up to date before a dashboard reads them (a no-op when nothing new arrived; ADR 024).
  app.addHook('preHandler', async () => {
    await options.refreshSummaries();
  });
  // Staff's figures, kept by no cache: each answer is the summaries as they are now.
  const dashboard = <C extends Call>(call: C, read: (request: CallRequest<C>) => Promise<ReplyDataIn<C>>) =>
    serveCall(app, call, async (request, reply) => {
      reply.headers({ 'cache-control': 'no-store' });
      return read(request);
    });

  dashboard(analyticsReportCall, (request) => getAnalyticsReport(period(request.query)));
  dashboard(conversionFunnelCall, (request) => getConversionFunnel(period(request.query)));
  dashboard(realLeadsCall, (request) => getRealLeads(period(request.query)));
  dashboard(leadStatsCall, (request) => getLeadStats(period(request.query)));
  dashboard(visitorAnalyticsCall, (request) => getVisitorAnalytics(period(request.query)));
  dashboard(visitorBehaviorCall, (request) => getVisitorBehavior(period(request.query)));
  // The daily report's calls (ANALYTICS-23) are in reports/report-routes.ts.
}
