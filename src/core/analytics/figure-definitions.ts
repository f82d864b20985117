import type { DayTotals } from './summarize-day';

/**
 * The one definition of each figure the back office counts (ANALYTICS-24 to ANALYTICS-29, ADR 024):
 * the dashboards, the daily report and the exports all count from these, over the same
 * per-day summaries, so the same thing has the same number everywhere. `COUNTS` is the short
 * "what this counts" line each card shows under its number.
 */
export const COUNTS = {
  // ANALYTICS-24
  visitors: 'Different visitors per day, scripts left out; someone back the next day counts again.',
  // ANALYTICS-25
  leads: 'People who saved a quote with their details; test and placeholder addresses left out.',
  // ANALYTICS-26
  quotes: 'Quotes saved by those leads.',
  acceptedQuotes: 'Quotes the customer accepted or staff marked won, on that day; marked lost never counts.',
  // ANALYTICS-27
  revenue: 'Trade value of the accepted quotes.',
  averageQuoteValue: 'Trade value of the saved quotes, per quote.',
  // ANALYTICS-28
  visitorConversion: 'Visitors who completed the configurator and left their details, of all visitors.',
  // ANALYTICS-07: quotes / leads
  quoteConversion: 'Quotes saved per lead.',
  acceptanceRate: 'Accepted quotes of the quotes saved.',
  configuratorRate: 'Visitors who completed the configurator, of those who started it.',
  engagement: 'Time on site per visitor, each visit capped.',
  trackingInteractions: 'Changes of wood, size or finish the configurator reported.',
  uniqueEmails: 'Different e-mail addresses among the leads.',
  // ANALYTICS-07
  leadConversion: 'Leads per configurator interaction.',
} as const;

/** A share as a percentage with one decimal, half up (ANALYTICS-08); never above 100 (ANALYTICS-28). */
export function sharePercent(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((Math.min(part, whole) * 1000) / whole) / 10;
}

/**
 * The figures of one day or of a period, each by its definition. Leads are the day's people
 * with a real address, one by e-mail however many quotes they saved (ANALYTICS-25); the quotes
 * from test addresses are left out with them. A lead is not tied to a visitor key (ADR 005), so a day's converted
 * visitors are its leads up to the visitors who completed the configurator that day
 * (ANALYTICS-28): a lead saved without a tracked visit (a partner's quote, a blocked tracker)
 * is counted as a lead and shown apart, never as a visitor.
 */
export interface PeriodFigures {
  visitors: number;
  configsStarted: number;
  configsCompleted: number;
  leads: number;
  testLeads: number;
  quotes: number;
  acceptedQuotes: number;
  quoteValueCents: number;
  convertedVisitors: number;
  leadsWithoutVisit: number;
  trackingInteractions: number;
  timeOnSiteSeconds: number;
}

export function dayFigures(totals: DayTotals): PeriodFigures {
  const leads = totals.real_leads;
  const testLeads = Math.max(0, totals.leads - totals.real_leads);
  const convertedVisitors = Math.min(leads, totals.configs_completed);
  return {
    visitors: totals.visitors,
    configsStarted: totals.configs_started,
    configsCompleted: totals.configs_completed,
    leads,
    testLeads,
    quotes: totals.real_quotes,
    acceptedQuotes: totals.quotes_accepted,
    quoteValueCents: totals.quote_value_cents,
    convertedVisitors,
    leadsWithoutVisit: leads - convertedVisitors,
    trackingInteractions: totals.lead_captures,
    timeOnSiteSeconds: totals.time_on_site_s,
  };
}

/** A period's figures: each day's, summed (a visitor is counted once a day, ANALYTICS-24). */
export function periodFigures(days: readonly DayTotals[]): PeriodFigures {
  const total: PeriodFigures = {
    visitors: 0,
    configsStarted: 0,
    configsCompleted: 0,
    leads: 0,
    testLeads: 0,
    quotes: 0,
    acceptedQuotes: 0,
    quoteValueCents: 0,
    convertedVisitors: 0,
    leadsWithoutVisit: 0,
    trackingInteractions: 0,
    timeOnSiteSeconds: 0,
  };
  for (const day of days) {
    const figures = dayFigures(day);
    for (const key of Object.keys(total) as (keyof PeriodFigures)[]) total[key] += figures[key];
  }
  return total;
}

/** ANALYTICS-28: the rates, each a share of a whole that contains its part, so none is above 100 %. */
export function periodRates(figures: PeriodFigures) {
  return {
    visitorConversion: sharePercent(figures.convertedVisitors, figures.visitors),
    quoteConversion: sharePercent(figures.quotes, figures.leads),
    acceptanceRate: sharePercent(figures.acceptedQuotes, figures.quotes),
    configuratorRate: sharePercent(figures.configsCompleted, figures.configsStarted),
    leadConversion: sharePercent(figures.leads, figures.trackingInteractions),
  };
}

/** "1 lead from a test address left out" (ANALYTICS-25), or nothing when there was none. */
export function testLeadsNote(testLeads: number): string | null {
  if (testLeads <= 0) return null;
  return `${testLeads} ${testLeads === 1 ? 'lead' : 'leads'} from test addresses left out.`;
}

/**
 * ANALYTICS-08: a time as staff read it: seconds under a minute ('45 s'), minutes and seconds
 * under ten minutes ('2 min 5 s'), whole minutes after ('12 min'), so a short visit never reads '0 min'.
 */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return `${whole} s`;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (minutes >= 10) return `${Math.round(whole / 60)} min`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/** The average of a total over a count, as formatDuration writes it. */
export function averageDuration(totalSeconds: number, count: number): string {
  return formatDuration(count > 0 ? totalSeconds / count : 0);
}
