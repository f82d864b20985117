import { z } from 'zod';

/**
 * The staff dashboards' answers (ANALYTICS-12, ANALYTICS-14 and ANALYTICS-21's field names) as zod schemas: the API
 * documents and
 * checks its replies with them, and dashboard-figures.ts derives its types from them (type
 * imports only, so the browser's dashboards load no zod for them).
 */
const int = () => z.number().int();
const averageQuoteValue = { avg_quote_value: z.number().describe('Rand'), avg_quote_value_cents: int() };

/** GET /api/analytics (ANALYTICS-12). */
export const analyticsReportSchema = z.object({
  totals: z.object({
    total_leads: int().describe('Leads with a real address (ANALYTICS-25)'),
    total_quotes: int().describe('Quotes saved by those leads (ANALYTICS-26)'),
    total_accepted_quotes: int(),
    ...averageQuoteValue,
    test_leads: int().describe('Leads from test or placeholder addresses, left out of every figure (ANALYTICS-25)'),
    accepted_value_cents: int().describe('Revenue: trade value of the quotes accepted in the period (ANALYTICS-27)'),
  }),
  visitors: z.array(
    z.object({
      date: z.string(),
      mobile_visitors: int(),
      desktop_visitors: int(),
      tablet_visitors: int(),
      unique_sessions: int(),
      avg_time_on_site: int().describe('Seconds'),
      total_time_on_site: int().describe(
        'Seconds, summed: rates and minutes are rounded once from these (ANALYTICS-08)',
      ),
      total_configurations_started: int(),
    }),
  ),
  leads: z.array(
    z.object({
      date: z.string(),
      total_leads: int(),
      configurator_interactions: int(),
      homeowner_leads: int(),
      contractor_leads: int(),
      designer_leads: int(),
    }),
  ),
  quotes: z.array(z.object({ date: z.string(), total_quotes: int(), accepted_quotes: int(), ...averageQuoteValue })),
});

/** GET /api/analytics/conversion-funnel (ANALYTICS-12). */
export const conversionFunnelSchema = z.object({
  total_visitors: int(),
  leads_captured: int(),
  quotes_generated: int(),
  quotes_accepted: int(),
  converted_visitors: int().describe('Visitors who left their details (ANALYTICS-28)'),
  leads_without_visit: int().describe('Leads no tracked visit accounts for (ANALYTICS-28)'),
});

/** GET /api/leads/stats (ANALYTICS-14). */
export const leadStatsSchema = z.object({
  real_leads: int(),
  test_leads: int().describe('Leads from test or placeholder addresses, left out (ANALYTICS-25)'),
  tracking_interactions: int(),
  unique_emails: int(),
  lead_conversion_rate: z.number().describe('Per cent, one decimal'),
});

/** GET /api/leads/real (ANALYTICS-14). */
export const realLeadSchema = z.object({
  id: int(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string().nullable(),
  client_type: z.string(),
  source: z.string(),
  created_at: z.string(),
});

/** GET /api/visitors/analytics (ANALYTICS-21). */
export const visitorAnalyticsSchema = z.object({
  dailyStats: z.array(
    z.object({
      date: z.string(),
      unique_visitors: int(),
      total_configs_started: int(),
      total_configs_completed: int(),
      conversions: int().describe('Visitors who left their details (ANALYTICS-28)'),
      leads: int().describe('Leads with a real address (ANALYTICS-25)'),
      test_leads: int(),
      avg_time_on_site: int().describe('Seconds'),
      total_time_on_site: int().describe(
        'Seconds, summed: rates and minutes are rounded once from these (ANALYTICS-08)',
      ),
      mobile_visitors: int(),
      desktop_visitors: int(),
      tablet_visitors: int(),
    }),
  ),
  geography: z.array(z.object({ country: z.string(), country_code: z.string(), visitor_count: int() })),
  sources: z.array(z.object({ source: z.string(), visitor_count: int() })),
  pages: z.array(z.object({ path: z.string(), views: int(), visitor_count: int() })),
  woods: z.array(z.object({ wood_species: z.string(), configurations: int() })),
  traffic: z
    .object({
      suspect_visitors: int().describe(
        'Script-like visitors (rate, no interaction, impossible sequences), left out of every figure',
      ),
      suspect_events: int(),
      events_over_visitor_limit: int().describe(
        "Rows of beacons refused past a visitor's daily limit: counted, not stored",
      ),
      events_over_budget: int().describe("Rows of beacons refused past the site's daily budget: counted, not stored"),
      budget_reached_days: z.array(z.string()).describe('Days whose figures miss the beacons past the budget'),
    })
    .describe('What the figures above leave out (ADR 021)'),
});

/** GET /api/visitors/behavior (ANALYTICS-21). */
export const visitorBehaviorSchema = z.object({
  funnel: z.object({
    total_visitors: int(),
    started_configurator: int(),
    completed_configurator: int(),
    submitted_lead: int().describe(
      'Visitors who left their details: never more than completed the configurator (ANALYTICS-28)',
    ),
    leads_without_visit: int().describe('Leads no tracked visit accounts for (ANALYTICS-28)'),
  }),
  dropOffs: z.array(
    z.object({
      stage: z.string(),
      avg_time_spent: int().describe('Seconds'),
      total_time_spent: int().describe('Seconds, summed'),
      visitor_count: int(),
    }),
  ),
});

export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;
export type ConversionFunnel = z.infer<typeof conversionFunnelSchema>;
export type LeadStats = z.infer<typeof leadStatsSchema>;
export type RealLead = z.infer<typeof realLeadSchema>;
export type VisitorAnalytics = z.infer<typeof visitorAnalyticsSchema>;
export type VisitorBehavior = z.infer<typeof visitorBehaviorSchema>;
