import { describe, expect, it } from 'vitest';
import { emptyDayTotals, type DayCount, type DayTotals } from '../analytics/summarize-day';
import { dailyReportFigures, type ReportDay } from './daily-report-figures';
import { reportSuggestions } from './report-suggestions';

const makeDay = (
  day: string,
  totals: Partial<DayTotals>,
  counts: DayCount[] = [],
  acceptedValueCents = 0,
): ReportDay => ({
  day,
  totals: { ...emptyDayTotals(), ...totals },
  counts,
  acceptedValueCents,
});
const wood = (key: string, visitors: number): DayCount => ({
  dimension: 'wood',
  key,
  visitors,
  events: visitors,
  seconds: 0,
});

// A hand-made Tuesday: 40 visitors, 30 on a phone; 20 started, 6 finished; 2 leads, one with a test address.
const tuesday = makeDay(
  '2030-03-12',
  {
    visitors: 40,
    mobile_visitors: 30,
    desktop_visitors: 10,
    configs_started: 20,
    configs_completed: 6,
    leads: 2,
    real_leads: 1,
    quotes: 2,
    quotes_sent: 1,
    quotes_accepted: 0,
    quote_value_cents: 1_234_500,
    time_on_site_s: 4000,
  },
  [wood('Kiaat', 5), wood('Oak', 1)],
);
const weekAgo = makeDay(
  '2030-03-05',
  {
    visitors: 80,
    configs_started: 30,
    configs_completed: 12,
    leads: 4,
    real_leads: 4,
    quotes: 4,
    quotes_accepted: 1,
    quote_value_cents: 2_000_000,
    time_on_site_s: 8000,
  },
  [],
  800_000,
);

describe('daily report figures', () => {
  it('compares each figure with the same weekday a week earlier', () => {
    const figures = dailyReportFigures({ day: tuesday, weekAgo });
    const byLabel = Object.fromEntries(figures.headline.map((row) => [row.label, row]));
    expect(byLabel.Visitors).toMatchObject({ value: 40, weekAgo: 80, changePercent: -50 });
    // ANALYTICS-28: 1 real lead of 40 visitors (the test address left out) against 4 of 80.
    expect(byLabel['Conversion (visitors who left their details)']).toMatchObject({
      value: 2.5,
      weekAgo: 5,
      changePercent: -50,
    });
    expect(byLabel.Leads).toMatchObject({ value: 1, weekAgo: 4 });
    expect(byLabel['Leads from test addresses (left out)']).toMatchObject({
      value: 1,
      weekAgo: 0,
      changePercent: null,
    });
    // 0 against 0 is no change, not new.
    expect(byLabel['Quotes accepted']).toMatchObject({ value: 0, weekAgo: 1 });
    expect(byLabel['PDF downloads']).toMatchObject({ value: 0, weekAgo: 0, changePercent: 0 });
    expect(byLabel['Value of quotes saved']).toMatchObject({
      value: 1_234_500,
      weekAgo: 2_000_000,
      changePercent: -38,
    });
    expect(byLabel['Value of quotes accepted']).toMatchObject({
      value: 0,
      weekAgo: 800_000,
      changePercent: -100,
      format: 'rand',
    });
    expect(byLabel['Average time on site']).toMatchObject({ value: 100, weekAgo: 100 });
    // A funnel never widens (ANALYTICS-28).
    expect(figures.funnel.map((stage) => stage.visitors)).toEqual([40, 20, 6, 1]);
    expect(figures.woods).toEqual([
      { key: 'Kiaat', visitors: 5 },
      { key: 'Oak', visitors: 1 },
    ]);
    expect(
      dailyReportFigures({ day: tuesday, weekAgo: makeDay('2030-03-05', {}) }).headline[0]?.changePercent,
    ).toBeNull();
  });
});

describe('improvement suggestions', () => {
  it('picks the three strongest rules and names the figure behind each', () => {
    const suggestions = reportSuggestions({ day: tuesday, weekAgo });
    expect(suggestions.map((s) => s.rule)).toEqual([
      'largest-drop-off',
      'visitors-fell',
      'mobile-heavy-low-completion',
    ]);
    // The lead from a test address is left out (ANALYTICS-25): 1 of the 6 who completed left their details.
    expect(suggestions[0]?.trigger).toBe('5 of 6 people who completed a configuration did not go on (83.3% lost)');
    expect(suggestions[1]?.trigger).toBe('Visitors 40 against 80 on 2030-03-05 (-50%)');
    expect(suggestions[2]?.trigger).toBe('Mobile share 75% (30 of 40 visitors); configurator completion 30%');
  });

  it.each([
    [
      'a wood many design with but few quote',
      { visitors: 8, configs_started: 6, configs_completed: 5, leads: 1, real_leads: 1 },
      [wood('Kiaat', 4)],
      'wood-popular-few-leads',
      'Kiaat: 4 of 5 completed configurations (80%), against 1 leads for the day',
    ],
    [
      'quotes without an acceptance',
      { visitors: 4, quotes: 3, quotes_sent: 2, leads: 3, real_leads: 3 },
      [],
      'quotes-not-accepted',
      '3 quotes saved and 2 e-mailed, 0 accepted',
    ],
    [
      'leads with placeholder addresses',
      { visitors: 4, leads: 4, real_leads: 1, quotes_accepted: 1 },
      [],
      'placeholder-leads',
      '3 of 4 leads had a placeholder address',
    ],
  ] as const)('fires on %s', (_name, totals, counts, rule, trigger) => {
    const suggestions = reportSuggestions({
      day: makeDay('2030-03-12', totals, [...counts]),
      weekAgo: makeDay('2030-03-05', {}),
    });
    expect(suggestions).toContainEqual(expect.objectContaining({ rule, trigger }));
  });

  it('always gives three, each still naming a figure, on a quiet day', () => {
    const suggestions = reportSuggestions({
      day: makeDay('2030-03-12', { visitors: 3, leads: 1, real_leads: 1 }),
      weekAgo: makeDay('2030-03-05', {}),
    });
    expect(suggestions).toHaveLength(3);
    expect(suggestions.map((s) => s.trigger)).toEqual(['Visitors: 3', 'Leads: 1', 'PDF downloads: 0']);
  });
});
