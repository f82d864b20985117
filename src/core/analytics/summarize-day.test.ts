import { describe, expect, it } from 'vitest';
import { analyticsDay, dayBoundsUtc, periodDays } from './analytics-day';
import {
  analyticsCards,
  analyticsReport,
  averageMinutes,
  conversionFunnel,
  percentOf,
  visitorAnalytics,
  visitorBehavior,
  visitorCards,
  type DayRow,
} from './dashboard-figures';
import { isRealLeadEmail } from './real-lead-email';
import { DROP_OFF_STAGES, summarizeDay, type DayQuoteEvent, type DayVisitorEvent } from './summarize-day';

function visit(overrides: Partial<DayVisitorEvent> = {}): DayVisitorEvent {
  return {
    visitor_key: 'v1',
    session_id: 's1',
    type: 'page_view',
    page_path: '/',
    referrer_host: null,
    device_type: 'desktop',
    browser: 'Chrome',
    country: 'ZA',
    time_on_page_s: 0,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    surface_type: null,
    wood_species: null,
    ...overrides,
  };
}

function quoteEvent(overrides: Partial<DayQuoteEvent> = {}): DayQuoteEvent {
  return { type: 'quote_saved', quote_id: 1, client_type: 'homeowner', total_cents: 1_000_000, ...overrides };
}

/**
 * A hand-made day: three visitors.
 * - v1, desktop in South Africa from Google: browses 120 s, starts, completes (kiaat desk top), saves and accepts quote
 * 1.
 * - v2, phone in South Africa via a UTM campaign: two sessions (60 s and 180 s), starts but never completes.
 * - v3, tablet in Namibia, direct: 30 s on the home page, then leaves.
 */
const HAND_MADE_DAY: DayVisitorEvent[] = [
  visit({ referrer_host: 'www.google.com' }),
  visit({ type: 'configurator_start', time_on_page_s: 40, referrer_host: 'www.google.com' }),
  visit({
    type: 'configurator_complete',
    time_on_page_s: 120,
    surface_type: 'desk_top',
    wood_species: 'kiaat_face',
    referrer_host: 'www.google.com',
  }),
  visit({ type: 'pdf_download', time_on_page_s: 110, page_path: '/configurator', referrer_host: 'www.google.com' }),
  visit({
    visitor_key: 'v2',
    session_id: 's2',
    device_type: 'mobile',
    browser: 'Mobile Safari',
    utm_source: 'facebook',
    utm_medium: 'social',
    utm_campaign: 'spring',
    time_on_page_s: 60,
  }),
  visit({
    visitor_key: 'v2',
    session_id: 's3',
    device_type: 'mobile',
    browser: 'Mobile Safari',
    type: 'configurator_start',
    time_on_page_s: 180,
  }),
  visit({ visitor_key: 'v3', session_id: 's4', device_type: 'tablet', country: 'NA', time_on_page_s: 30 }),
];
const HAND_MADE_QUOTES = [quoteEvent(), quoteEvent({ type: 'quote_sent' }), quoteEvent({ type: 'quote_accepted' })];

describe('summarizeDay', () => {
  const { totals, counts } = summarizeDay({
    visitorEvents: HAND_MADE_DAY,
    quoteEvents: HAND_MADE_QUOTES,
    leadCaptures: 5,
    leadEmails: ['thandi@nkosi.co.za'],
  });
  const count = (dimension: string, key: string) =>
    counts.find((row) => row.dimension === dimension && row.key === key);

  it('counts visitors, sessions, devices and time on site', () => {
    expect(totals).toMatchObject({
      visitors: 3,
      sessions: 4,
      desktop_visitors: 1,
      mobile_visitors: 1,
      tablet_visitors: 1,
      time_on_site_s: 120 + 60 + 180 + 30,
      page_views: 3,
    });
  });

  it('counts configurator starts and completions per visitor, and the quote events', () => {
    expect(totals).toMatchObject({
      configs_started: 2,
      configs_completed: 1,
      pdf_downloads: 1,
      leads: 1,
      real_leads: 1,
      homeowner_leads: 1,
      quotes: 1,
      quotes_sent: 1,
      quotes_accepted: 1,
      quote_value_cents: 1_000_000,
      lead_captures: 5,
    });
  });

  it('keeps countries, sources, campaigns, woods and surface types', () => {
    expect(count('country', 'ZA')).toMatchObject({ visitors: 2 });
    expect(count('country', 'NA')).toMatchObject({ visitors: 1 });
    expect(count('source', 'www.google.com')).toMatchObject({ visitors: 1 });
    expect(count('source', 'facebook')).toMatchObject({ visitors: 1 });
    expect(count('source', '(direct)')).toMatchObject({ visitors: 2 });
    expect(count('utm_campaign', 'spring')).toMatchObject({ visitors: 1 });
    expect(count('wood', 'kiaat_face')).toMatchObject({ events: 1 });
    expect(count('surface_type', 'desk_top')).toMatchObject({ events: 1 });
    expect(count('page', '/')).toMatchObject({ visitors: 3, events: 3 });
  });

  it('puts each visitor at the stage where their day ended', () => {
    expect(count('drop_off', DROP_OFF_STAGES.browsing)).toMatchObject({ visitors: 1, seconds: 30 });
    expect(count('drop_off', DROP_OFF_STAGES.configuring)).toMatchObject({ visitors: 1, seconds: 240 });
    // v1 configured and left a lead, so nobody left after configuring.
    expect(count('drop_off', DROP_OFF_STAGES.configured)).toBeUndefined();
  });

  it('leaves placeholder and test addresses out of the real leads', () => {
    const day = summarizeDay({
      visitorEvents: [],
      quoteEvents: [quoteEvent(), quoteEvent({ quote_id: 2 })],
      leadCaptures: 0,
      leadEmails: ['test@example.com', 'lerato@mokoena.co.za'],
    });
    expect(day.totals).toMatchObject({ leads: 2, real_leads: 1 });
    const split = summarizeDay({
      visitorEvents: [],
      quoteEvents: [quoteEvent(), quoteEvent({ quote_id: 2 })],
      leadCaptures: 0,
      leadEmails: ['test@example.com', 'lerato@mokoena.co.za'],
      leadClientTypes: ['designer', 'homeowner'],
    });
    expect(split.totals).toMatchObject({ real_leads: 1, homeowner_leads: 1, designer_leads: 0, contractor_leads: 0 });
  });

  it('counts nobody for an empty day', () => {
    const day = summarizeDay({ visitorEvents: [], quoteEvents: [], leadCaptures: 0, leadEmails: [] });
    expect(Object.values(day.totals).every((value) => value === 0)).toBe(true);
    expect(day.counts).toEqual([]);
  });
});

describe('the dashboards from the hand-made day', () => {
  const { totals } = summarizeDay({
    visitorEvents: HAND_MADE_DAY,
    quoteEvents: HAND_MADE_QUOTES,
    leadCaptures: 5,
    leadEmails: ['thandi@nkosi.co.za'],
  });
  const rows: DayRow[] = [{ day: '2026-11-23', ...totals }];

  it('gives the Visitor Analytics cards with ANALYTICS-08 rounding', () => {
    const stats = visitorAnalytics(rows, { country: [], source: [], page: [], wood: [] }).dailyStats;
    expect(stats).toEqual([
      {
        date: '2026-11-23',
        unique_visitors: 3,
        total_configs_started: 2,
        total_configs_completed: 1,
        conversions: 1,
        leads: 1,
        test_leads: 0,
        avg_time_on_site: 130,
        total_time_on_site: 390,
        mobile_visitors: 1,
        desktop_visitors: 1,
        tablet_visitors: 1,
      },
    ]);
    // 390 s over 3 visitors = 130 s (2 min 10 s); 1 of 2 completed = 50.0 %; 1 lead of 3 visitors = 33.3 %.
    expect(visitorCards(stats)).toEqual({
      totalVisitors: 3,
      avgEngagementSeconds: 130,
      configuratorRate: 50,
      configsStarted: 2,
      configsCompleted: 1,
      conversionRate: 33.3,
      conversions: 1,
      leadsWithoutVisit: 0,
      testLeads: 0,
    });
  });

  it('gives the behaviour funnel and the analytics funnel', () => {
    expect(visitorBehavior(rows, []).funnel).toEqual({
      total_visitors: 3,
      started_configurator: 2,
      completed_configurator: 1,
      submitted_lead: 1,
      leads_without_visit: 0,
    });
    expect(conversionFunnel(rows)).toEqual({
      total_visitors: 3,
      leads_captured: 1,
      quotes_generated: 1,
      quotes_accepted: 1,
      converted_visitors: 1,
      leads_without_visit: 0,
    });
  });

  it('gives the Analytics cards: acceptance = accepted / quotes, average value in cents', () => {
    const report = analyticsReport(rows);
    expect(report.totals).toEqual({
      total_leads: 1,
      total_quotes: 1,
      total_accepted_quotes: 1,
      avg_quote_value: 10_000,
      avg_quote_value_cents: 1_000_000,
      test_leads: 0,
      accepted_value_cents: 0,
    });
    expect(analyticsCards(report.totals)).toMatchObject({
      leads: 1,
      quotes: 1,
      acceptedQuotes: 1,
      avgQuoteValueCents: 1_000_000,
      acceptanceRate: 100,
    });
    expect(report.leads[0]).toMatchObject({ total_leads: 1, configurator_interactions: 5, homeowner_leads: 1 });
  });

  it('averages drop-off time per visitor, in seconds', () => {
    expect(
      visitorBehavior(rows, [{ key: 'Left during the configurator', visitors: 2, events: 2, seconds: 301 }]).dropOffs,
    ).toEqual([
      { stage: 'Left during the configurator', avg_time_spent: 151, total_time_spent: 301, visitor_count: 2 },
    ]);
  });
});

describe('ANALYTICS-08 rounding, exactly', () => {
  it('gives percentages to one decimal with a half rounded up', () => {
    // 201 of 400 is 50.25 %: one decimal, half up, is 50.3 (it was 50.2 when rounded twice).
    expect(percentOf(201, 400)).toBe(50.3);
    expect(percentOf(1001, 2000)).toBe(50.1);
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(0, 0)).toBe(0);
  });

  it('rounds an average time to whole minutes once, from the total seconds', () => {
    // 59 s over 2 visitors is 29.5 s, 0.49 minutes: 0, not 1 (30 s, then minutes).
    expect(averageMinutes(59, 2)).toBe(0);
    expect(averageMinutes(90, 1)).toBe(2);
    expect(averageMinutes(89, 1)).toBe(1);
    expect(averageMinutes(100, 0)).toBe(0);
    const day = (visitors: number, seconds: number): DayRow => ({
      ...summarizeDay({ visitorEvents: [], quoteEvents: [], leadCaptures: 0, leadEmails: [] }).totals,
      day: '2026-11-23',
      visitors,
      time_on_site_s: seconds,
    });
    expect(
      visitorCards(visitorAnalytics([day(2, 59)], { country: [], source: [], page: [], wood: [] }).dailyStats)
        .avgEngagementSeconds,
    ).toBe(29.5);
  });

  it('gives the drop-offs their total seconds, so minutes are rounded once', () => {
    const [drop] = visitorBehavior(
      [],
      [{ key: 'Left during the configurator', visitors: 2, events: 2, seconds: 179 }],
    ).dropOffs;
    // 89.5 s each is 1.49 minutes: 1, not 2.
    expect(drop && averageMinutes(drop.total_time_spent, drop.visitor_count)).toBe(1);
  });
});

describe('a visitor on two days', () => {
  it('counts once on each day, however many times they come back that day', () => {
    // The visitor key holds the day (ADR 005), so the same person has a new key tomorrow.
    const monday = summarizeDay({
      visitorEvents: [visit(), visit({ session_id: 's9' })],
      quoteEvents: [],
      leadCaptures: 0,
      leadEmails: [],
    });
    const tuesday = summarizeDay({
      visitorEvents: [visit({ visitor_key: 'v1-tuesday' })],
      quoteEvents: [],
      leadCaptures: 0,
      leadEmails: [],
    });
    expect(monday.totals.visitors).toBe(1);
    expect(tuesday.totals.visitors).toBe(1);
    const twoDays = visitorCards(
      visitorAnalytics(
        [
          { day: '2026-11-23', ...monday.totals },
          { day: '2026-11-24', ...tuesday.totals },
        ],
        { country: [], source: [], page: [], wood: [] },
      ).dailyStats,
    );
    expect(twoDays.totalVisitors).toBe(2);
  });
});

describe('Johannesburg days', () => {
  it('turns the day over at midnight in Johannesburg, 22:00 UTC', () => {
    expect(analyticsDay(new Date('2026-11-23T21:59:59.999Z'))).toBe('2026-11-23');
    expect(analyticsDay(new Date('2026-11-23T22:00:00.000Z'))).toBe('2026-11-24');
    expect(dayBoundsUtc('2026-11-24')).toEqual({ from: '2026-11-23T22:00:00.000Z', to: '2026-11-24T22:00:00.000Z' });
  });

  it('ends a period on the Johannesburg day of now', () => {
    expect(periodDays(new Date('2026-11-30T23:30:00Z'), 3)).toEqual({
      from: '2026-11-29',
      to: '2026-12-01',
      days: ['2026-11-29', '2026-11-30', '2026-12-01'],
    });
    expect(periodDays(new Date('2026-11-30T12:00:00Z'), 1).days).toEqual(['2026-11-30']);
  });
});

describe('isRealLeadEmail', () => {
  it.each([
    ['thandi@nkosi.co.za', true],
    ['Lerato.Mokoena@gmail.com', true],
    ['test@gmail.com', false],
    ['noemail@grainline.co.za', false],
    ['someone@example.com', false],
    ['quotes@grainline.example', false],
    ['a@shop.test', false],
    ['not-an-address', false],
  ])('%s is real: %s', (email, real) => {
    expect(isRealLeadEmail(email)).toBe(real);
  });
});

describe('beacons without a page the server served (ADR 041)', () => {
  it('leaves their events out, and a visitor with nothing else is a suspect visitor', () => {
    const day = summarizeDay({
      visitorEvents: [
        visit({ time_on_page_s: 20 }),
        visit({ type: 'configurator_start', time_on_page_s: 3_600, suspect: 'implausible_duration' }),
        visit({ visitor_key: 'flood', type: 'configurator_start', time_on_page_s: 3_600, suspect: 'unserved_page' }),
        visit({ visitor_key: 'flood', suspect: 'unserved_page' }),
      ],
      quoteEvents: [],
      leadCaptures: 0,
      leadEmails: [],
    });
    expect(day.totals).toMatchObject({ visitors: 1, page_views: 1, configs_started: 0, time_on_site_s: 20 });
    expect(day.traffic).toEqual({ suspect_visitors: 1, suspect_events: 3 });
  });
});
