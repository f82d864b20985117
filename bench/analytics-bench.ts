import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { dayBoundsUtc, periodDays } from '#core/analytics/analytics-day';
import { DROP_OFF_STAGES, type DayCount, type DayTotals } from '#core/analytics/summarize-day';
import { getAnalyticsReport, getConversionFunnel } from '#server/analytics/get-analytics-report';
import { getLeadStats, getRealLeads } from '#server/analytics/get-real-leads';
import { getVisitorAnalytics, getVisitorBehavior } from '#server/analytics/get-visitor-analytics';
import { openPostgres, openSqlite, type DatabaseHandle } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';

const DAYS = 400;
const EVENTS_PER_DAY = 25_000; // 10 million over 400 days
const VISITORS_PER_DAY = 3_000; // about 8 events a visitor
const COUNTRIES = [
  'ZA',
  'NA',
  'BW',
  'ZW',
  'MZ',
  'LS',
  'SZ',
  'GB',
  'US',
  'DE',
  'NL',
  'AU',
  'NZ',
  'KE',
  'NG',
  '(unknown)',
];
const SOURCES = [
  '(direct)',
  'www.google.com',
  'www.google.co.za',
  'facebook',
  'instagram',
  'www.bing.com',
  'pinterest',
  'newsletter',
];
const PAGES = ['/', '/configurator', '/quote/:token', '/professional/apply'];
const WOODS = [
  'kiaat_face',
  'kiaat_edge',
  'walnut_face',
  'oak_face',
  'pine_face',
  'iroko_edge',
  'sapele_face',
  'beech_end',
];
const SURFACES = ['countertop', 'table_top', 'desk_top', 'floating_shelf', 'stair_tread'];

/** A deterministic pseudo-random source, so both databases get the same year. */
function random(seed: number) {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

function split(total: number, weights: number[], next: () => number): number[] {
  const noisy = weights.map((weight) => weight * (0.8 + 0.4 * next()));
  const sum = noisy.reduce((a, b) => a + b, 0);
  return noisy.map((weight) => Math.round((total * weight) / sum));
}

/** One busy day's summary, as the roll-up would write it for 25,000 events from about 3,000 visitors. */
function busyDay(next: () => number): { totals: DayTotals; counts: DayCount[]; leads: number } {
  const visitors = Math.round(VISITORS_PER_DAY * (0.7 + 0.6 * next()));
  const [mobile = 0, desktop = 0, tablet = 0] = split(visitors, [60, 35, 5], next);
  const started = Math.round(visitors * 0.4);
  const completed = Math.round(started * 0.45);
  const leads = Math.round(visitors * 0.03);
  const quotes = leads;
  const counts: DayCount[] = [
    ...split(
      visitors,
      COUNTRIES.map((_, i) => (i === 0 ? 80 : 2)),
      next,
    ).map((n, i) => ({
      dimension: 'country' as const,
      key: COUNTRIES[i] ?? '',
      visitors: n,
      events: n,
      seconds: n * 200,
    })),
    ...split(
      visitors,
      SOURCES.map((_, i) => 8 - i),
      next,
    ).map((n, i) => ({ dimension: 'source' as const, key: SOURCES[i] ?? '', visitors: n, events: n, seconds: 0 })),
    ...split(visitors, [90, 60, 10, 2], next).map((n, i) => ({
      dimension: 'page' as const,
      key: PAGES[i] ?? '',
      visitors: n,
      events: n * 2,
      seconds: 0,
    })),
    ...split(
      completed,
      WOODS.map(() => 1),
      next,
    ).map((n, i) => ({ dimension: 'wood' as const, key: WOODS[i] ?? '', visitors: n, events: n, seconds: 0 })),
    ...split(
      completed,
      SURFACES.map(() => 1),
      next,
    ).map((n, i) => ({
      dimension: 'surface_type' as const,
      key: SURFACES[i] ?? '',
      visitors: n,
      events: n,
      seconds: 0,
    })),
    {
      dimension: 'drop_off',
      key: DROP_OFF_STAGES.browsing,
      visitors: visitors - started,
      events: visitors - started,
      seconds: (visitors - started) * 90,
    },
    {
      dimension: 'drop_off',
      key: DROP_OFF_STAGES.configuring,
      visitors: started - completed,
      events: started - completed,
      seconds: (started - completed) * 300,
    },
    {
      dimension: 'drop_off',
      key: DROP_OFF_STAGES.configured,
      visitors: completed - leads,
      events: completed - leads,
      seconds: (completed - leads) * 420,
    },
  ];
  const [homeowner = 0, contractor = 0, designer = 0] = split(leads, [70, 20, 10], next);
  return {
    totals: {
      visitors,
      sessions: Math.round(visitors * 1.2),
      mobile_visitors: mobile,
      desktop_visitors: desktop,
      tablet_visitors: tablet,
      time_on_site_s: visitors * 200,
      page_views: Math.round(EVENTS_PER_DAY * 0.3),
      configs_started: started,
      configs_completed: completed,
      pdf_downloads: Math.round(leads * 0.8),
      email_quotes: Math.round(leads * 0.3),
      lead_captures: started * 3,
      leads,
      real_leads: Math.round(leads * 0.9),
      homeowner_leads: homeowner,
      contractor_leads: contractor,
      designer_leads: designer,
      quotes,
      quotes_sent: Math.round(quotes * 0.8),
      quotes_accepted: Math.round(quotes * 0.25),
      quote_value_cents: quotes * 1_450_000,
      real_quotes: Math.round(quotes * 0.9),
    },
    counts,
    leads,
  };
}

/**
 * Seeds 400 days of a busy shop (10 million events' worth) straight into the day summaries,
 * and the leads those days produced into `leads`, then times each dashboard call for 1, 7 and
 * 30 days. Raw events are not written: at this size that alone would take this shared machine
 * far longer than the calls themselves, and the dashboards never read them.
 */
async function seedAndTime(
  handle: DatabaseHandle,
): Promise<{ seedSeconds: number; timings: [string, number, number][] }> {
  const { db } = handle;
  await migrateToLatest(db, { schema: handle.schema });
  const started = performance.now();
  const next = random(14);
  const now = new Date();
  const allDays = periodDays(now, DAYS).days;
  let leadNumber = 0;
  for (let start = 0; start < allDays.length; start += 20) {
    await db.transaction().execute(async (trx) => {
      for (const day of allDays.slice(start, start + 20)) {
        const { totals, counts, leads } = busyDay(next);
        await trx
          .insertInto('analytics_days')
          .values({ day, ...totals, updated_at: now.toISOString() })
          .execute();
        await trx
          .insertInto('analytics_day_counts')
          .values(counts.map((count) => ({ day, ...count })))
          .execute();
        const from = Date.parse(dayBoundsUtc(day).from);
        const rows = Array.from({ length: leads }, (_, i) => ({
          created_at: new Date(from + Math.floor((i / leads) * 86_000_000)).toISOString(),
          full_name: `Customer ${++leadNumber}`,
          email: i % 10 === 0 ? 'test@example.com' : `customer${leadNumber}@mail.co.za`,
          phone: '082 555 0000',
          company_name: null,
          client_type: 'homeowner',
          source: 'quote_form',
        }));
        for (let r = 0; r < rows.length; r += 200)
          await trx
            .insertInto('leads')
            .values(rows.slice(r, r + 200))
            .execute();
      }
    });
  }
  if (handle.dialect === 'postgres') await sql`analyze`.execute(db);
  const seedSeconds = (performance.now() - started) / 1000;
  const calls: [string, (days: number) => Promise<unknown>][] = [
    ['GET /api/analytics', (days) => getAnalyticsReport({ db, days, now })],
    ['GET /api/analytics/conversion-funnel', (days) => getConversionFunnel({ db, days, now })],
    ['GET /api/leads/real', (days) => getRealLeads({ db, days, now })],
    ['GET /api/leads/stats', (days) => getLeadStats({ db, days, now })],
    ['GET /api/visitors/analytics', (days) => getVisitorAnalytics({ db, days, now })],
    ['GET /api/visitors/behavior', (days) => getVisitorBehavior({ db, days, now })],
  ];
  const timings: [string, number, number][] = [];
  for (const [name, call] of calls) {
    for (const days of [1, 7, 30]) {
      await call(days); // warm the cache once, as a dashboard that is open already has it
      const samples: number[] = [];
      for (let run = 0; run < 5; run++) {
        const t = performance.now();
        await call(days);
        samples.push(performance.now() - t);
      }
      samples.sort((a, b) => a - b);
      timings.push([name, days, samples[samples.length - 1] ?? 0]);
    }
  }
  return { seedSeconds, timings };
}

export async function benchAnalyticsAtScale(): Promise<
  { database: string; seedSeconds: number; timings: [string, number, number][] }[]
> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-bench-analytics-'));
  const sqlite = openSqlite(path.join(dataDir, 'bench.sqlite'));
  const results = [];
  try {
    results.push({ database: 'SQLite', ...(await seedAndTime(sqlite)) });
  } finally {
    await sqlite.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const admin = openPostgres(url);
  const schema = `bench_analytics_${process.pid}`;
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  const postgres = openPostgres(url, { schema });
  try {
    results.push({ database: 'PostgreSQL', ...(await seedAndTime(postgres)) });
  } finally {
    await postgres.close();
    await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
    await admin.close();
  }
  return results;
}
