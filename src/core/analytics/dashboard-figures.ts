import type { AnalyticsReport, ConversionFunnel, LeadStats, VisitorAnalytics, VisitorBehavior } from './dashboard-schemas';
import type { DayTotals } from './summarize-day';
import { UNKNOWN_KEY } from './summarize-day';

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

/** GET /api/analytics (ANALYTICS-12). Money also in cents, as everywhere else. */
export function analyticsReport(rows: readonly DayRow[]): AnalyticsReport {
  const quotes = sum(rows, (row) => row.quotes);
  const valueCents = sum(rows, (row) => row.quote_value_cents);
  return {
    totals: {
      total_leads: sum(rows, (row) => row.leads),
      total_quotes: quotes,
      total_accepted_quotes: sum(rows, (row) => row.quotes_accepted),
      avg_quote_value: averageCents(valueCents, quotes) / 100,
      avg_quote_value_cents: averageCents(valueCents, quotes),
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
      total_leads: row.leads,
      configurator_interactions: row.lead_captures,
      homeowner_leads: row.homeowner_leads,
      contractor_leads: row.contractor_leads,
      designer_leads: row.designer_leads,
    })),
    quotes: rows.map((row) => ({
      date: row.day,
      total_quotes: row.quotes,
      accepted_quotes: row.quotes_accepted,
      avg_quote_value: averageCents(row.quote_value_cents, row.quotes) / 100,
      avg_quote_value_cents: averageCents(row.quote_value_cents, row.quotes),
    })),
  };
}

/** GET /api/analytics/conversion-funnel (ANALYTICS-12). */
export function conversionFunnel(rows: readonly DayRow[]): ConversionFunnel {
  return {
    total_visitors: sum(rows, (row) => row.visitors),
    leads_captured: sum(rows, (row) => row.leads),
    quotes_generated: sum(rows, (row) => row.quotes),
    quotes_accepted: sum(rows, (row) => row.quotes_accepted),
  };
}

/** GET /api/leads/stats (ANALYTICS-14; ANALYTICS-07: lead conversion = real leads / tracking interactions). */
export function leadStats(rows: readonly DayRow[], uniqueEmails: number): LeadStats {
  const realLeads = sum(rows, (row) => row.real_leads);
  const interactions = sum(rows, (row) => row.lead_captures);
  return { real_leads: realLeads, tracking_interactions: interactions, unique_emails: uniqueEmails, lead_conversion_rate: percentOf(realLeads, interactions) };
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
  counts: { country: readonly PeriodCount[]; source: readonly PeriodCount[]; page: readonly PeriodCount[]; wood: readonly PeriodCount[] },
  traffic: readonly DayTraffic[] = [],
): VisitorAnalytics {
  return {
    dailyStats: rows.map((row) => ({
      date: row.day,
      unique_visitors: row.visitors,
      total_configs_started: row.configs_started,
      total_configs_completed: row.configs_completed,
      conversions: row.leads,
      avg_time_on_site: row.visitors > 0 ? Math.round(row.time_on_site_s / row.visitors) : 0,
      /** The seconds the average is made of, so minutes are rounded once (ANALYTICS-08). */
      total_time_on_site: row.time_on_site_s,
      mobile_visitors: row.mobile_visitors,
      desktop_visitors: row.desktop_visitors,
      tablet_visitors: row.tablet_visitors,
    })),
    geography: byVisitors(counts.country).map((count) => ({ country: countryName(count.key), country_code: count.key, visitor_count: count.visitors })),
    sources: byVisitors(counts.source).map((count) => ({ source: count.key, visitor_count: count.visitors })),
    pages: [...counts.page].sort((a, b) => b.events - a.events).map((count) => ({ path: count.key, views: count.events, visitor_count: count.visitors })),
    woods: [...counts.wood].sort((a, b) => b.events - a.events).map((count) => ({ wood_species: count.key, configurations: count.events })),
    traffic: trafficLeftOut(traffic),
  };
}
export type { AnalyticsReport, ConversionFunnel, LeadStats, VisitorAnalytics, VisitorBehavior } from './dashboard-schemas';
export type DailyVisitorStat = VisitorAnalytics['dailyStats'][number];

/** GET /api/visitors/behavior (ANALYTICS-21). */
export function visitorBehavior(rows: readonly DayRow[], dropOffs: readonly PeriodCount[]): VisitorBehavior {
  return {
    funnel: {
      total_visitors: sum(rows, (row) => row.visitors),
      started_configurator: sum(rows, (row) => row.configs_started),
      completed_configurator: sum(rows, (row) => row.configs_completed),
      submitted_lead: sum(rows, (row) => row.leads),
    },
    dropOffs: dropOffs
      .filter((count) => count.visitors > 0)
      .map((count) => ({ stage: count.key, avg_time_spent: Math.round(count.seconds / count.visitors), total_time_spent: count.seconds, visitor_count: count.visitors })),
  };
}

/** ANALYTICS-16: the four cards of the Visitor Analytics Dashboard, from its daily stats. */
export function visitorCards(dailyStats: readonly DailyVisitorStat[]) {
  const visitors = dailyStats.reduce((total, day) => total + day.unique_visitors, 0);
  const seconds = dailyStats.reduce((total, day) => total + day.total_time_on_site, 0);
  const started = dailyStats.reduce((total, day) => total + day.total_configs_started, 0);
  const completed = dailyStats.reduce((total, day) => total + day.total_configs_completed, 0);
  const conversions = dailyStats.reduce((total, day) => total + day.conversions, 0);
  return {
    totalVisitors: visitors,
    avgEngagementMinutes: averageMinutes(seconds, visitors),
    configuratorRate: percentOf(completed, started),
    configsStarted: started,
    configsCompleted: completed,
    conversionRate: percentOf(conversions, visitors),
    conversions,
  };
}

/** The Analytics Dashboard's cards (ANALYTICS-11): leads, quotes, accepted, average value, acceptance rate (ANALYTICS-07). */
export function analyticsCards(totals: AnalyticsReport['totals']) {
  return {
    leads: totals.total_leads,
    quotes: totals.total_quotes,
    acceptedQuotes: totals.total_accepted_quotes,
    avgQuoteValueCents: totals.avg_quote_value_cents,
    acceptanceRate: percentOf(totals.total_accepted_quotes, totals.total_quotes),
    conversionRate: percentOf(totals.total_quotes, totals.total_leads),
  };
}
