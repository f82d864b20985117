import { defineRoute } from './route';

// The three staff dashboards (ANALYTICS-12, ANALYTICS-14, ANALYTICS-21): staff only (ADR 007).

/** Visitors, quotes and conversion over the period (ANALYTICS-12). */
export const analyticsReportRoute = defineRoute({ method: 'GET', path: '/api/analytics', access: 'staff' });
/** The configurator's conversion funnel (ANALYTICS-12). */
export const conversionFunnelRoute = defineRoute({
  method: 'GET',
  path: '/api/analytics/conversion-funnel',
  access: 'staff',
});
/** The people who left their details (ANALYTICS-14). */
export const realLeadsRoute = defineRoute({ method: 'GET', path: '/api/leads/real', access: 'staff' });
/** Lead counts by source and surface (ANALYTICS-14). */
export const leadStatsRoute = defineRoute({ method: 'GET', path: '/api/leads/stats', access: 'staff' });
/** Visitors by day, device, country and referrer (ANALYTICS-21). */
export const visitorAnalyticsRoute = defineRoute({ method: 'GET', path: '/api/visitors/analytics', access: 'staff' });
/** What visitors did in the configurator (ANALYTICS-21). */
export const visitorBehaviorRoute = defineRoute({ method: 'GET', path: '/api/visitors/behavior', access: 'staff' });
