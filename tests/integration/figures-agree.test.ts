import { expect, it } from 'vitest';
import { dayBoundsUtc, periodDays } from '#core/analytics/analytics-day';
import { rollupDay } from '#server/analytics/rollup-day';
import type { NewVisitorEvent } from '#server/db/schema';
import { sendDailyReport } from '#server/reports/send-daily-report';
import { makeStaff, signInStaff } from './helpers/accounts';
import { makeQuoteRequest } from './helpers/quote-factories';
import { describeEachDatabase, type TestContext } from './helpers/test-app';
import { rawVisitorEvent } from './helpers/visitor-events';

/**
 * ANALYTICS-24 to ANALYTICS-29: on a seeded week of traffic, the Analytics, Visitor Analytics
 * and Real Leads dashboards, the daily report and the CSV exports give the same count for the
 * same thing, every rate is at most 100 % and no funnel widens.
 */
interface SeedDay {
  visitors: number;
  completed: number;
  realLeads: number;
  testLeads: number;
  accepted: number;
  lostAfterAccepting: number;
}

// Day 2 is the day that read 400.0 %: one tracked visitor, four leads (a partner's clients, say).
const WEEK: SeedDay[] = [
  { visitors: 3, completed: 1, realLeads: 1, testLeads: 0, accepted: 1, lostAfterAccepting: 0 },
  { visitors: 4, completed: 2, realLeads: 0, testLeads: 1, accepted: 0, lostAfterAccepting: 0 },
  { visitors: 1, completed: 1, realLeads: 4, testLeads: 1, accepted: 1, lostAfterAccepting: 1 },
  { visitors: 6, completed: 3, realLeads: 2, testLeads: 0, accepted: 0, lostAfterAccepting: 0 },
  { visitors: 0, completed: 0, realLeads: 1, testLeads: 0, accepted: 1, lostAfterAccepting: 0 },
  { visitors: 5, completed: 2, realLeads: 2, testLeads: 1, accepted: 1, lostAfterAccepting: 0 },
  { visitors: 2, completed: 1, realLeads: 1, testLeads: 0, accepted: 0, lostAfterAccepting: 0 },
];

function visitorEvent(day: string, visitor: string, type: string, minute: number): NewVisitorEvent {
  return rawVisitorEvent({
    occurredAt: new Date(Date.parse(dayBoundsUtc(day).from) + (9 * 60 + minute) * 60_000).toISOString(),
    day,
    sessionId: `${visitor}-session`,
    visitorKey: visitor,
    type,
    page_path: '/configurator',
    time_on_page_s: 45 + minute,
    country: 'ZA',
    browser: 'Chrome',
    surface_type: type === 'configurator_complete' ? 'countertop' : null,
    wood_species: type === 'configurator_complete' ? 'kiaat_face' : null,
  });
}

async function seedDay(ctx: TestContext, day: string, index: number, seed: SeedDay): Promise<void> {
  const db = ctx.database.db;
  const at = (hour: number) => new Date(Date.parse(dayBoundsUtc(day).from) + hour * 3_600_000).toISOString();
  for (let visitor = 0; visitor < seed.visitors; visitor += 1) {
    const key = `week-${index}-${visitor}`;
    const events = [
      visitorEvent(day, key, 'page_view', visitor),
      visitorEvent(day, key, 'configurator_start', visitor + 1),
    ];
    if (visitor < seed.completed) events.push(visitorEvent(day, key, 'configurator_complete', visitor + 2));
    await db.insertInto('visitor_events').values(events).execute();
  }
  await db
    .insertInto('lead_captures')
    .values(
      Array.from({ length: seed.visitors + 1 }, () => ({
        created_at: at(10),
        session_id: null,
        source: 'configurator_interaction',
        surface_type: 'countertop',
        wood_species: null,
        finish: null,
        layout: null,
        length_mm: null,
        width_mm: null,
        thickness_mm: null,
        quantity: null,
      })),
    )
    .execute();
  const emails = [
    ...Array.from({ length: seed.realLeads }, (_, lead) => `week${index}.lead${lead}@gmail.com`),
    ...Array.from({ length: seed.testLeads }, (_, lead) => `test${lead === 0 ? '' : lead}@example.com`),
  ];
  const quoteIds: number[] = [];
  for (const email of emails) {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: makeQuoteRequest({ leadInfo: { fullName: 'Week Person', email, phone: '082 555 0100' } }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const quoteNumber = created.json<{ data: { quoteNumber: string } }>().data.quoteNumber;
    const quote = await db
      .selectFrom('quotes')
      .select(['id', 'lead_id'])
      .where('quote_number', '=', quoteNumber)
      .executeTakeFirstOrThrow();
    quoteIds.push(Number(quote.id));
    await db
      .updateTable('quotes')
      .set({ created_at: at(11) })
      .where('id', '=', quote.id)
      .execute();
    await db
      .updateTable('leads')
      .set({ created_at: at(11) })
      .where('id', '=', quote.lead_id)
      .execute();
    await db
      .updateTable('quote_events')
      .set({ occurred_at: at(11), day })
      .where('quote_id', '=', quote.id)
      .execute();
  }
  // The real leads' quotes come first: the first are accepted, the next accepted and then marked lost.
  for (const id of quoteIds.slice(0, seed.accepted))
    await db
      .updateTable('quotes')
      .set({ accepted_at: at(13) })
      .where('id', '=', id)
      .execute();
  for (const id of quoteIds.slice(seed.accepted, seed.accepted + seed.lostAfterAccepting)) {
    await db
      .updateTable('quotes')
      .set({ accepted_at: at(13), outcome: 'lost', outcome_at: at(14) })
      .where('id', '=', id)
      .execute();
  }
}

const csvRows = (body: string) => {
  const [header = '', ...rows] = body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line.length > 0);
  const columns = header.split(',');
  return rows.map((row) => {
    const cells = row.split(',');
    return Object.fromEntries(columns.map((column, index) => [column, cells[index] ?? '']));
  });
};

describeEachDatabase('the same count for the same thing, on a seeded week', (ctx) => {
  it('gives the dashboards, the daily report and the exports the same figures', async () => {
    const { app, database, config } = ctx();
    const now = new Date();
    const { days } = periodDays(now, 7);
    for (const [index, day] of days.entries()) await seedDay(ctx(), day, index, WEEK[index]);
    for (const day of days) await rollupDay({ db: database.db, day, now });

    const cookie = await signInStaff(app, await makeStaff(database.db));
    const get = async <T>(url: string): Promise<T> => {
      const response = await app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode, url).toBe(200);
      return url.endsWith('.csv') || url.includes('.csv?') ? (response.body as T) : response.json<{ data: T }>().data;
    };
    type Totals = {
      total_leads: number;
      total_quotes: number;
      total_accepted_quotes: number;
      test_leads: number;
      accepted_value_cents: number;
    };
    const analytics = await get<{
      totals: Totals;
      leads: { total_leads: number; homeowner_leads: number; contractor_leads: number; designer_leads: number }[];
      quotes: { total_quotes: number }[];
    }>('/api/analytics?days=7');
    const funnel = await get<{
      total_visitors: number;
      leads_captured: number;
      quotes_generated: number;
      quotes_accepted: number;
      converted_visitors: number;
      leads_without_visit: number;
    }>('/api/analytics/conversion-funnel?days=7');
    const visitors = await get<{
      dailyStats: {
        unique_visitors: number;
        conversions: number;
        leads: number;
        test_leads: number;
        total_configs_completed: number;
      }[];
    }>('/api/visitors/analytics?days=7');
    const behavior = await get<{
      funnel: {
        total_visitors: number;
        started_configurator: number;
        completed_configurator: number;
        submitted_lead: number;
        leads_without_visit: number;
      };
    }>('/api/visitors/behavior?days=7');
    const stats = await get<{ real_leads: number; test_leads: number; lead_conversion_rate: number }>(
      '/api/leads/stats?days=7',
    );
    const realLeads = await get<unknown[]>('/api/leads/real?days=7');

    const seeded = {
      visitors: WEEK.reduce((sum, day) => sum + day.visitors, 0),
      leads: WEEK.reduce((sum, day) => sum + day.realLeads, 0),
      testLeads: WEEK.reduce((sum, day) => sum + day.testLeads, 0),
      accepted: WEEK.reduce((sum, day) => sum + day.accepted, 0),
      converted: WEEK.reduce((sum, day) => sum + Math.min(day.realLeads, day.completed), 0),
    };
    const sumOf = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((sum, row) => sum + pick(row), 0);

    // Leads (ANALYTICS-25): one number on every screen, the list included.
    for (const leads of [
      analytics.totals.total_leads,
      sumOf(analytics.leads, (day) => day.total_leads),
      funnel.leads_captured,
      sumOf(visitors.dailyStats, (day) => day.leads),
      stats.real_leads,
      realLeads.length,
    ]) {
      expect(leads).toBe(seeded.leads);
    }
    expect(sumOf(analytics.leads, (day) => day.homeowner_leads + day.contractor_leads + day.designer_leads)).toBe(
      seeded.leads,
    );
    for (const testLeads of [
      analytics.totals.test_leads,
      sumOf(visitors.dailyStats, (day) => day.test_leads),
      stats.test_leads,
    ])
      expect(testLeads).toBe(seeded.testLeads);
    // Quotes (ANALYTICS-26) and accepted quotes (ANALYTICS-09): a lost quote never counts.
    expect(analytics.totals.total_quotes).toBe(seeded.leads);
    expect(sumOf(analytics.quotes, (day) => day.total_quotes)).toBe(seeded.leads);
    expect(funnel.quotes_generated).toBe(seeded.leads);
    expect(analytics.totals.total_accepted_quotes).toBe(seeded.accepted);
    expect(funnel.quotes_accepted).toBe(seeded.accepted);
    // Visitors (ANALYTICS-24) and converted visitors (ANALYTICS-28).
    for (const count of [
      funnel.total_visitors,
      behavior.funnel.total_visitors,
      sumOf(visitors.dailyStats, (day) => day.unique_visitors),
    ])
      expect(count).toBe(seeded.visitors);
    for (const count of [
      funnel.converted_visitors,
      behavior.funnel.submitted_lead,
      sumOf(visitors.dailyStats, (day) => day.conversions),
    ])
      expect(count).toBe(seeded.converted);
    expect(funnel.leads_without_visit).toBe(seeded.leads - seeded.converted);
    expect(behavior.funnel.leads_without_visit).toBe(seeded.leads - seeded.converted);
    // No funnel widens, no rate passes 100 %.
    const stages = [
      behavior.funnel.total_visitors,
      behavior.funnel.started_configurator,
      behavior.funnel.completed_configurator,
      behavior.funnel.submitted_lead,
    ];
    expect(stages).toEqual([...stages].sort((a, b) => b - a));
    expect(stats.lead_conversion_rate).toBeLessThanOrEqual(100);
    for (const day of visitors.dailyStats)
      expect(day.conversions).toBeLessThanOrEqual(Math.min(day.unique_visitors, day.total_configs_completed));

    // The daily report of each day of the week, summed, says the same.
    const reported = { visitors: 0, leads: 0, quotes: 0, accepted: 0, acceptedCents: 0 };
    for (const day of days) {
      const sent = await sendDailyReport({
        db: database.db,
        day,
        kind: 'scheduled',
        business: config.business,
        now,
        claimedBy: 'figures-agree',
      });
      expect(sent.sent).toBe(true);
      const { text_body: text } = await database.db
        .selectFrom('daily_reports')
        .select('text_body')
        .where('id', '=', sent.reportId ?? 0)
        .executeTakeFirstOrThrow();
      const figure = (label: string) =>
        Number(new RegExp(`^${label}: ([\\d,.]+)`, 'm').exec(text ?? '')?.[1]?.replace(/,/g, '') ?? Number.NaN);
      const money = /^Value of quotes accepted: R ([\d,]+\.\d{2}) /m.exec(text ?? '')?.[1];
      reported.visitors += figure('Visitors');
      reported.leads += figure('Leads');
      reported.quotes += figure('Quotes saved');
      reported.accepted += figure('Quotes accepted');
      reported.acceptedCents += Math.round(Number(money?.replace(/,/g, '') ?? Number.NaN) * 100);
    }
    expect(reported).toEqual({
      visitors: seeded.visitors,
      leads: seeded.leads,
      quotes: seeded.leads,
      accepted: seeded.accepted,
      acceptedCents: analytics.totals.accepted_value_cents,
    });

    // The exports: leads counted as leads, quotes by outcome, the per-day counted figures.
    const leadRows = csvRows(await get<string>('/api/exports/leads.csv?days=7'));
    expect(leadRows.filter((row) => row['Counted as lead'] === 'yes')).toHaveLength(seeded.leads);
    expect(leadRows.filter((row) => row['Counted as lead'] === 'no (test address)')).toHaveLength(seeded.testLeads);
    const quoteRows = csvRows(await get<string>('/api/exports/quotes.csv?days=7'));
    expect(quoteRows.filter((row) => row.Outcome === 'accepted' || row.Outcome === 'won')).toHaveLength(
      seeded.accepted,
    );
    expect(quoteRows.filter((row) => row.Outcome === 'lost')).toHaveLength(
      WEEK.reduce((sum, day) => sum + day.lostAfterAccepting, 0),
    );
    const dayRows = csvRows(await get<string>('/api/exports/analytics-days.csv?days=7'));
    expect(sumOf(dayRows, (row) => Number(row.counted_leads))).toBe(seeded.leads);
    expect(sumOf(dayRows, (row) => Number(row.test_leads))).toBe(seeded.testLeads);
    expect(sumOf(dayRows, (row) => Number(row.counted_quotes))).toBe(seeded.leads);
    expect(sumOf(dayRows, (row) => Number(row.converted_visitors))).toBe(seeded.converted);
    expect(sumOf(dayRows, (row) => Number(row.visitors))).toBe(seeded.visitors);
  });
});
