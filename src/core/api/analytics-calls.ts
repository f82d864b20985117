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
import {
  analyticsReportRoute,
  conversionFunnelRoute,
  leadStatsRoute,
  realLeadsRoute,
  visitorAnalyticsRoute,
  visitorBehaviorRoute,
} from './analytics-routes';
import { defineCall } from './call';
import { json } from './replies';

// ANALYTICS-06: `?days=`, 3 days unless asked for the analytics dashboard, 7 for the leads and visitors.
const analyticsPeriod = { query: dashboardPeriodQuerySchema(3) };
const leadsAndVisitorsPeriod = { query: dashboardPeriodQuerySchema(7) };

export const analyticsReportCall = defineCall({
  route: analyticsReportRoute,
  summary: 'Visitors, quotes and conversion over the period',
  input: analyticsPeriod,
  reply: json(analyticsReportSchema),
});

export const conversionFunnelCall = defineCall({
  route: conversionFunnelRoute,
  summary: 'The configurator’s conversion funnel',
  input: analyticsPeriod,
  reply: json(conversionFunnelSchema),
});

export const realLeadsCall = defineCall({
  route: realLeadsRoute,
  summary: 'Real leads (people who left details)',
  input: leadsAndVisitorsPeriod,
  reply: json(z.array(realLeadSchema)),
});

export const leadStatsCall = defineCall({
  route: leadStatsRoute,
  summary: 'Lead counts by source and surface',
  input: leadsAndVisitorsPeriod,
  reply: json(leadStatsSchema),
});

export const visitorAnalyticsCall = defineCall({
  route: visitorAnalyticsRoute,
  summary: 'Visitors by day, device, country and referrer',
  input: leadsAndVisitorsPeriod,
  reply: json(visitorAnalyticsSchema),
});

export const visitorBehaviorCall = defineCall({
  route: visitorBehaviorRoute,
  summary: 'What visitors did in the configurator',
  input: leadsAndVisitorsPeriod,
  reply: json(visitorBehaviorSchema),
});
