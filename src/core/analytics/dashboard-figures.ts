import type {
  AnalyticsReport,
  ConversionFunnel,
  LeadStats,
  VisitorAnalytics,
  VisitorBehavior,
} from './dashboard-schemas';
import type { DayTotals } from './summarize-day';
import { UNKNOWN_KEY } from './summarize-day';
import { dayFigures, periodFigures, periodRates, sharePercent } from './figure-definitions';

/** A stored day of `analytics_days`. */
export interface DayRow extends DayTotals {
  day: string;
}

/** One key of a dimension, summed over the period. */
export interface PeriodCount {
  key: string;
  visitors: number;
  events: number;
  seconds: number;
}

/**
 * ANALYTICS-08: percentages with one decimal, a half rounded up; nothing of nothing is 0 %.
 * One division of whole numbers: `part / whole * 1000` rounds twice, and 201 of 400
 * (50.25 %) came out 50.2.
 */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part * 1000) / whole) / 10 : 0;
}

/**
 * ANALYTICS-08: time shown in whole minutes (seconds / 60, rounded), an average from the total
 * seconds and rounded once: rounding the average to whole seconds first moved 29.5 s
 * (0.49 min) up to 30 s and so to 1 minute.
 */
export function averageMinutes(totalSeconds: number, count: number): number {
  return count > 0 ? Math.round(totalSeconds / (count * 60)) : 0;
}

function averageCents(totalCents: number, count: number): number {
  return count > 0 ? Math.round(totalCents / count) : 0;
}

function sum(rows: readonly DayRow[], pick: (row: DayRow) => number): number {
  return rows.reduce((total, row) => total + pick(row), 0);
}

/**
 * GET /api/analytics (ANALYTICS-12), each figure by its definition (ANALYTICS-24 to ANALYTICS-27).
 * Money also in cents, as everywhere else; `acceptedValueCents` is read from the quotes (ANALYTICS-27).
 */
export function analyticsReport(rows: readonly DayRow[], acceptedValueCents = 0): AnalyticsReport {
  const figures = periodFigures(rows);
  // ANALYTICS-27: the average is over every saved quote's value, as the summaries keep it.
  const savedQuotes = sum(rows, (row) => row.quotes);
  const valueCents = sum(rows, (row) => row.quote_value_cents);
  return {
    totals: {
      total_leads: figures.leads,
      total_quotes: figures.quotes,
      total_accepted_quotes: figures.acceptedQuotes,
      avg_quote_value: averageCents(valueCents, savedQuotes) / 100,
      avg_quote_value_cents: averageCents(valueCents, savedQuotes),
      test_leads: figures.testLeads,
      accepted_value_cents: acceptedValueCents,
    },
    visitors: rows.map((row) => ({
      date: row.day,
      mobile_visitors: row.mobile_visitors,
      desktop_visitors: row.desktop_visitors,
      tablet_visitors: row.tablet_visitors,
      unique_sessions: row.sessions,
      avg_time_on_site: row.visitors > 0 ? Math.round(row.time_on_site_s / row.visitors) : 0,
      /** The seconds the average is made of, so minutes are rounded once (ANALYTICS-08). */
      total_time_on_site: row.time_on_site_s,
      total_configurations_started: row.configs_started,
    })),
    leads: rows.map((row) => ({
      date: row.day,
      total_leads: dayFigures(row).leads,
      configurator_interactions: row.lead_captures,
      homeowner_leads: row.homeowner_leads,
      contractor_leads: row.contractor_leads,
      designer_leads: row.designer_leads,
    })),
    quotes: rows.map((row) => ({
      date: row.day,
      total_quotes: dayFigures(row).quotes,
      accepted_quotes: row.quotes_accepted,
      avg_quote_value: averageCents(row.quote_value_cents, row.quotes) / 100,
      avg_quote_value_cents: averageCents(row.quote_value_cents, row.quotes),
    })),
  };
}

/** GET /api/analytics/conversion-funnel (ANALYTICS-12). */
export function conversionFunnel(rows: readonly DayRow[]): ConversionFunnel {
  const figures = periodFigures(rows);
  return {
    total_visitors: figures.visitors,
    leads_captured: figures.leads,
    quotes_generated: figures.quotes,
    quotes_accepted: figures.acceptedQuotes,
    converted_visitors: figures.convertedVisitors,
    leads_without_visit: figures.leadsWithoutVisit,
  };
}

/** GET /api/leads/stats (ANALYTICS-14; ANALYTICS-07: lead conversion = real leads / tracking interactions). */
export function leadStats(rows: readonly DayRow[], uniqueEmails: number): LeadStats {
  const figures = periodFigures(rows);
  return {
    real_leads: figures.leads,
    test_leads: figures.testLeads,
    tracking_interactions: figures.trackingInteractions,
    unique_emails: uniqueEmails,
    lead_conversion_rate: periodRates(figures).leadConversion,
  };
}

const COUNTRY_NAMES = new Intl.DisplayNames(['en'], { type: 'region' });

function countryName(code: string): string {
  if (code === UNKNOWN_KEY) return 'Unknown';
  try {
    return COUNTRY_NAMES.of(code) ?? code;
  } catch {
    return code;
  }
}

function byVisitors(counts: readonly PeriodCount[]): PeriodCount[] {
  return [...counts].sort((a, b) => b.visitors - a.visitors || a.key.localeCompare(b.key));
}

/** One day of `analytics_day_traffic`: what its figures leave out (ADR 021). */
export interface DayTraffic {
  day: string;
  eventsOverVisitorLimit: number;
  eventsOverBudget: number;
  suspectVisitors: number;
  suspectEvents: number;
}

/** A period's traffic left out of the figures. */
export function trafficLeftOut(days: readonly DayTraffic[]): VisitorAnalytics['traffic'] {
  return {
    suspect_visitors: days.reduce((total, day) => total + day.suspectVisitors, 0),
    suspect_events: days.reduce((total, day) => total + day.suspectEvents, 0),
    events_over_visitor_limit: days.reduce((total, day) => total + day.eventsOverVisitorLimit, 0),
    events_over_budget: days.reduce((total, day) => total + day.eventsOverBudget, 0),
    budget_reached_days: days.filter((day) => day.eventsOverBudget > 0).map((day) => day.day),
  };
}

/**
 * GET /api/visitors/analytics (ANALYTICS-21).
 * The data shipped here holds countries only, so `city` is never given (ANALYTICS-21: optional).
 */
export function visitorAnalytics(
  rows: readonly DayRow[],
  counts: {
    country: readonly PeriodCount[];
    source: readonly PeriodCount[];
    page: readonly PeriodCount[];
    wood: readonly PeriodCount[];
  },
  traffic: readonly DayTraffic[] = [],
): VisitorAnalytics {
  return {
    dailyStats: rows.map((row) => ({
      date: row.day,
      unique_visitors: row.visitors,
      total_configs_started: row.configs_started,
      total_configs_completed: row.configs_completed,
      conversions: dayFigures(row).convertedVisitors,
      leads: dayFigures(row).leads,
      test_leads: dayFigures(row).testLeads,
      avg_time_on_site: row.visitors > 0 ? Math.round(row.time_on_site_s / row.visitors) : 0,
      /** The seconds the average is made of, so minutes are rounded once (ANALYTICS-08). */
      total_time_on_site: row.time_on_site_s,
      mobile_visitors: row.mobile_visitors,
      desktop_visitors: row.desktop_visitors,
      tablet_visitors: row.tablet_visitors,
    })),
    geography: byVisitors(counts.country).map((count) => ({
      country: countryName(count.key),
      country_code: count.key,
      visitor_count: count.visitors,
    })),
    sources: byVisitors(counts.source).map((count) => ({ source: count.key, visitor_count: count.visitors })),
    pages: [...counts.page]
      .sort((a, b) => b.events - a.events)
      .map((count) => ({ path: count.key, views: count.events, visitor_count: count.visitors })),
    woods: [...counts.wood]
      .sort((a, b) => b.events - a.events)
      .map((count) => ({ wood_species: count.key, configurations: count.events })),
    traffic: trafficLeftOut(traffic),
  };
}
export type {
  AnalyticsReport,
  ConversionFunnel,
  LeadStats,
  VisitorAnalytics,
  VisitorBehavior,
} from './dashboard-schemas';
export type DailyVisitorStat = VisitorAnalytics['dailyStats'][number];

/** GET /api/visitors/behavior (ANALYTICS-21). */
export function visitorBehavior(rows: readonly DayRow[], dropOffs: readonly PeriodCount[]): VisitorBehavior {
  const figures = periodFigures(rows);
  return {
    // ANALYTICS-28: each stage a part of the one before, so the funnel never widens.
    funnel: {
      total_visitors: figures.visitors,
      started_configurator: figures.configsStarted,
      completed_configurator: figures.configsCompleted,
      submitted_lead: figures.convertedVisitors,
      leads_without_visit: figures.leadsWithoutVisit,
    },
    dropOffs: dropOffs
      .filter((count) => count.visitors > 0)
      .map((count) => ({
        stage: count.key,
        avg_time_spent: Math.round(count.seconds / count.visitors),
        total_time_spent: count.seconds,
        visitor_count: count.visitors,
      })),
  };
}

/**
 * ANALYTICS-16: the four cards of the Visitor Analytics Dashboard, from its daily stats (ANALYTICS-24, ANALYTICS-28).
 */
export function visitorCards(dailyStats: readonly DailyVisitorStat[]) {
  const total = (pick: (day: DailyVisitorStat) => number) => dailyStats.reduce((sum, day) => sum + pick(day), 0);
  const visitors = total((day) => day.unique_visitors);
  const started = total((day) => day.total_configs_started);
  const completed = total((day) => day.total_configs_completed);
  const conversions = total((day) => day.conversions);
  const leads = total((day) => day.leads);
  return {
    totalVisitors: visitors,
    avgEngagementSeconds: visitors > 0 ? total((day) => day.total_time_on_site) / visitors : 0,
    configuratorRate: sharePercent(completed, started),
    configsStarted: started,
    configsCompleted: completed,
    conversionRate: sharePercent(conversions, visitors),
    conversions,
    leadsWithoutVisit: leads - conversions,
    testLeads: total((day) => day.test_leads),
  };
}

/**
 * The Analytics Dashboard's cards (ANALYTICS-11): leads, quotes, accepted, revenue, average value and the rates
 * (ANALYTICS-07, ANALYTICS-28).
 */
export function analyticsCards(totals: AnalyticsReport['totals']) {
  return {
    leads: totals.total_leads,
    testLeads: totals.test_leads,
    quotes: totals.total_quotes,
    acceptedQuotes: totals.total_accepted_quotes,
    revenueCents: totals.accepted_value_cents,
    avgQuoteValueCents: totals.avg_quote_value_cents,
    acceptanceRate: sharePercent(totals.total_accepted_quotes, totals.total_quotes),
    conversionRate: sharePercent(totals.total_quotes, totals.total_leads),
  };
}
