import { describe, expect, it } from 'vitest';
import {
  analyticsCards,
  analyticsReport,
  conversionFunnel,
  leadStats,
  visitorAnalytics,
  visitorBehavior,
  visitorCards,
  type DayRow,
} from './dashboard-figures';
import {
  dayFigures,
  formatDuration,
  periodFigures,
  periodRates,
  sharePercent,
  testLeadsNote,
} from './figure-definitions';
import { emptyDayTotals } from './summarize-day';

const day = (date: string, totals: Partial<DayRow>): DayRow => ({ ...emptyDayTotals(), day: date, ...totals });

// The day the Visitors dashboard read 400.0 % ("4 leads from 1 visitors"): one tracked visitor
// who completed the configurator, four leads (one from a test address), so three real ones.
const busyLeadsQuietVisits = day('2026-11-24', {
  visitors: 1,
  configs_started: 1,
  configs_completed: 1,
  leads: 4,
  real_leads: 3,
  quotes: 4,
  real_quotes: 3,
  quotes_accepted: 1,
  lead_captures: 2,
});
const ordinary = day('2026-11-25', {
  visitors: 6,
  configs_started: 4,
  configs_completed: 3,
  leads: 2,
  real_leads: 2,
  quotes: 2,
  real_quotes: 2,
  lead_captures: 9,
});

describe('one definition of each figure (ANALYTICS-24 to ANALYTICS-28)', () => {
  it('leaves leads from test addresses, and their quotes, out; says how many', () => {
    expect(dayFigures(busyLeadsQuietVisits)).toMatchObject({ leads: 3, testLeads: 1, quotes: 3 });
    expect(testLeadsNote(1)).toBe('1 lead from test addresses left out.');
    expect(testLeadsNote(0)).toBeNull();
  });

  it('counts a visitor as converted only up to the visitors who completed the configurator that day', () => {
    expect(dayFigures(busyLeadsQuietVisits)).toMatchObject({ convertedVisitors: 1, leadsWithoutVisit: 2 });
    // Summed day by day: a lead on a day without visits is not matched to another day's visitor.
    expect(periodFigures([busyLeadsQuietVisits, ordinary])).toMatchObject({
      visitors: 7,
      leads: 5,
      convertedVisitors: 3,
      leadsWithoutVisit: 2,
    });
  });

  it('keeps every rate at or below 100 % and every funnel narrowing', () => {
    const rows = [busyLeadsQuietVisits, ordinary];
    const rates = periodRates(periodFigures(rows));
    for (const rate of Object.values(rates)) expect(rate).toBeLessThanOrEqual(100);
    expect(
      visitorCards(
        visitorAnalytics([busyLeadsQuietVisits], { country: [], source: [], page: [], wood: [] }).dailyStats,
      ),
    ).toMatchObject({
      conversionRate: 100,
      conversions: 1,
      leadsWithoutVisit: 2,
      testLeads: 1,
    });
    const funnel = visitorBehavior(rows, []).funnel;
    const stages = [
      funnel.total_visitors,
      funnel.started_configurator,
      funnel.completed_configurator,
      funnel.submitted_lead,
    ];
    expect(stages).toEqual([...stages].sort((a, b) => b - a));
    expect(sharePercent(4, 1)).toBe(100);
    expect(sharePercent(1, 3)).toBe(33.3);
  });

  it('gives the same count of leads on the Analytics, Visitors and Real Leads figures', () => {
    const rows = [busyLeadsQuietVisits, ordinary];
    const analytics = analyticsReport(rows);
    const visitors = visitorAnalytics(rows, { country: [], source: [], page: [], wood: [] });
    expect(analytics.totals.total_leads).toBe(5);
    expect(visitors.dailyStats.reduce((sum, stat) => sum + stat.leads, 0)).toBe(5);
    expect(leadStats(rows, 5).real_leads).toBe(5);
    expect(conversionFunnel(rows).leads_captured).toBe(5);
    expect(analyticsCards(analytics.totals)).toMatchObject({ leads: 5, quotes: 5, conversionRate: 100, testLeads: 1 });
  });
});

describe('ANALYTICS-08 times', () => {
  it.each([
    [0, '0 s'],
    [45, '45 s'],
    [59.6, '1 min'],
    [125, '2 min 5 s'],
    [180, '3 min'],
    [599, '9 min 59 s'],
    [754, '13 min'],
  ])('%s seconds read %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});
