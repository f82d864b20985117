import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { analyticsDay, dayBoundsUtc } from '#core/analytics/analytics-day';
import { rollupDay } from '#server/analytics/rollup-day';
import { loadConfig } from '#server/config';
import { openPostgres, openSqlite, type DatabaseHandle } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import type { NewVisitorEvent } from '#server/db/schema';
import { rollupHeatmapDay } from '#server/heatmaps/rollup-heatmap-day';
import { startServer } from '#server/start-server';
import { insertVisitorEvents, visitorEventInserter } from '#server/tracking/tracking-repository';

/** Ten times a busy day (bench/analytics-bench.ts: 25,000 events from about 3,000 visitors). */
const RAW_EVENTS = 250_000;
const VISITORS = 30_000;
const SEED_CHUNK = 10_000;
const TYPES = [
  'page_view',
  'page_view',
  'scroll_depth',
  'scroll_depth',
  'page_hidden',
  'configurator_start',
  'configurator_complete',
  'pdf_download',
];
const PAGES = ['/', '/configurator', '/quote/:token', '/professional/apply'];
const SOURCES = [null, 'www.google.com', 'www.google.co.za', 'l.facebook.com', 'www.instagram.com', 'www.bing.com'];
const COUNTRIES = ['ZA', 'ZA', 'ZA', 'NA', 'BW', 'GB', null];
const WOODS = ['kiaat_face', 'walnut_face', 'oak_face', 'iroko_edge'];

/** Event `index` of the day: visitors in turn, a session or two each, spread over the day. */
function rawEvent(day: string, index: number): NewVisitorEvent {
  const visitor = index % VISITORS;
  const round = Math.floor(index / VISITORS);
  const start = Date.parse(dayBoundsUtc(day).from);
  const type = TYPES[(visitor + round) % TYPES.length] ?? 'page_view';
  const configurator = type.startsWith('configurator');
  return {
    occurred_at: new Date(start + ((visitor * 2_851 + round * 61_000) % 86_000_000)).toISOString(),
    day,
    session_id: `bench-session-${visitor}-${round % 2}`,
    visitor_key: `bench-visitor-${String(visitor).padStart(6, '0')}`,
    type: round === 0 ? 'page_view' : type,
    page_path: PAGES[(visitor + round) % PAGES.length] ?? '/',
    referrer_host: SOURCES[visitor % SOURCES.length] ?? null,
    device_type: visitor % 3 === 0 ? 'desktop' : 'mobile',
    time_on_page_s: 10 + ((visitor + round * 37) % 900),
    value: type === 'scroll_depth' ? 50 : null,
    data: null,
    country: COUNTRIES[visitor % COUNTRIES.length] ?? null,
    browser: visitor % 2 === 0 ? 'Chrome' : 'Mobile Safari',
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    surface_type: configurator ? 'countertop' : null,
    wood_species: configurator ? (WOODS[visitor % WOODS.length] ?? null) : null,
  };
}

async function seedRawDay(handle: DatabaseHandle, day: string): Promise<void> {
  const insert = handle.sqlite ? visitorEventInserter(handle.sqlite) : null;
  for (let start = 0; start < RAW_EVENTS; start += SEED_CHUNK) {
    const rows = Array.from({ length: Math.min(SEED_CHUNK, RAW_EVENTS - start) }, (_, offset) =>
      rawEvent(day, start + offset),
    );
    if (insert) insert(rows);
    else await handle.db.transaction().execute((trx) => insertVisitorEvents(trx, rows));
  }
  if (handle.dialect === 'postgres') await sql`analyze visitor_events`.execute(handle.db);
}

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/**
 * The minute's roll-up of one day of 250,000 raw events (ADR 021: goal ≤ 10 s and ≤ 150 MB
 * above the idle server). Memory is the process's resident set, sampled every 5 ms while the
 * roll-up runs, above what it was just before (after a garbage collection when Node was
 * started with --expose-gc).
 */
async function timeRollup(handle: DatabaseHandle): Promise<{
  seconds: number;
  cpuSeconds: number;
  peakMbAboveIdle: number;
  peakHeapMbAboveIdle: number;
  visitors: number;
}> {
  await migrateToLatest(handle.db, { schema: handle.schema });
  const day = analyticsDay(new Date());
  await seedRawDay(handle, day);
  (globalThis as { gc?: () => void }).gc?.();
  const idle = process.memoryUsage();
  let peak = idle.rss;
  let peakHeap = idle.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    peak = Math.max(peak, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  };
  const sampler = setInterval(sample, 5);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  try {
    await rollupDay({ db: handle.db, day, now: new Date() });
    await rollupHeatmapDay({ db: handle.db, day });
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  sample();
  const row = await handle.db.selectFrom('analytics_days').select('visitors').where('day', '=', day).executeTakeFirst();
  return {
    seconds,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    peakMbAboveIdle: megabytes(peak - idle.rss),
    peakHeapMbAboveIdle: megabytes(peakHeap - idle.heapUsed),
    visitors: row?.visitors ?? 0,
  };
}

export async function benchRollupOfADay(): Promise<
  {
    database: string;
    seconds: number;
    cpuSeconds: number;
    peakMbAboveIdle: number;
    peakHeapMbAboveIdle: number;
    visitors: number;
  }[]
> {
  const results = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-bench-rollup-'));
  const sqlite = openSqlite(path.join(dataDir, 'bench.sqlite'));
  try {
    results.push({ database: 'SQLite', ...(await timeRollup(sqlite)) });
  } finally {
    await sqlite.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const admin = openPostgres(url);
  const schema = `bench_rollup_${process.pid}`;
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  const postgres = openPostgres(url, { schema });
  try {
    results.push({ database: 'PostgreSQL', ...(await timeRollup(postgres)) });
  } finally {
    await postgres.close();
    await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
    await admin.close();
  }
  return results;
}

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const SECONDS = 10;

/**
 * A real-sized beacon: what the tracker sends in five seconds of configuring (a page view,
 * the start with its data, two scroll milestones, the tab hidden, twelve clicks on the
 * configurator's named elements and the page view's furthest scroll): 18 rows, about 2.1 KB.
 */
export function realSizedBeacon(at: Date) {
  const time = (back: number) => new Date(at.getTime() - back * 1000).toISOString();
  const names = [
    'wood:kiaat_face',
    'grain:face',
    'field:lengthMm',
    'field:widthMm',
    'add-to-quote',
    'step-indicator:2',
  ];
  return {
    sessionId: 'bench-real-session-01',
    pageUrl: 'https://shop.example/configurator?utm_source=facebook&utm_medium=social',
    referrer: 'https://l.facebook.com/',
    timeOnPage: 95,
    interactions: [
      { type: 'page_view', at: time(5) },
      {
        type: 'configurator_start',
        at: time(4),
        configuratorData: {
          started: true,
          completed: false,
          surfaceType: 'countertop',
          woodSpecies: 'kiaat_face',
          dimensions: { length: 2400, width: 600, thickness: 32 },
        },
      },
      { type: 'scroll_depth', at: time(3), value: 25 },
      { type: 'scroll_depth', at: time(2), value: 50 },
      { type: 'page_hidden', at: time(0) },
    ],
    clicks: Array.from({ length: 12 }, (_, index) => ({
      view: 'configure',
      width: 'phone',
      element: names[index % names.length],
      x: 40 + index,
      y: 55,
      at: time(4 - index / 4),
    })),
    scrollDepths: [{ view: 'configure', width: 'phone', depth: 64, at: time(0) }],
  };
}

/**
 * POST /api/visitors/track with real-sized beacons on SQLite (goal: at least 5,000 rows a
 * second), autocannon in its own process, 100 connections for 10 s. One address sends them
 * all, so the daily limits are raised out of the way: this measures the work, the flood test
 * the limits.
 */
export async function benchRealBeaconIngest(): Promise<{
  rowsPerSecond: number;
  rowsPerCpuSecond: number;
  beacons: number;
  stored: number;
  non2xx: number;
  bytes: number;
  rowsPerBeacon: number;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-bench-ingest-'));
  const server = await startServer(
    loadConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '100000000',
      RATE_LIMIT_TRACKING_PER_MINUTE: '100000000',
      ANALYTICS_VISITOR_EVENTS_PER_DAY: '1000000000',
      ANALYTICS_DAILY_EVENT_BUDGET: '1000000000',
    }),
  );
  try {
    const beacon = realSizedBeacon(new Date());
    const body = JSON.stringify(beacon);
    const rowsPerBeacon = beacon.interactions.length + beacon.clicks.length + beacon.scrollDepths.length;
    const cpuBefore = process.cpuUsage();
    const { stdout } = await promisify(execFile)(
      'node_modules/.bin/autocannon',
      [
        '-c',
        '100',
        '-d',
        String(SECONDS),
        '-m',
        'POST',
        '-H',
        'content-type=text/plain',
        '-H',
        `user-agent=${BROWSER}`,
        '-b',
        body,
        '--json',
        `${server.url}/api/visitors/track`,
      ],
      { maxBuffer: 10_000_000, encoding: 'utf8' },
    );
    const cpu = process.cpuUsage(cpuBefore);
    const result = JSON.parse(stdout) as { '2xx': number; non2xx: number; errors: number; duration: number };
    const count = (table: 'visitor_events' | 'heatmap_clicks' | 'heatmap_scrolls') =>
      server.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.count));
    const stored = (await count('visitor_events')) + (await count('heatmap_clicks')) + (await count('heatmap_scrolls'));
    const acknowledged = result['2xx'] * rowsPerBeacon;
    return {
      rowsPerSecond: Math.round(acknowledged / result.duration),
      rowsPerCpuSecond: Math.round(acknowledged / ((cpu.user + cpu.system) / 1e6)),
      beacons: result['2xx'],
      stored,
      non2xx: result.non2xx + result.errors,
      bytes: Buffer.byteLength(body),
      rowsPerBeacon,
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `npm run bench:analytics-limits` (add `-- --rollup` or `-- --ingest` for one of the two). */
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const only = process.argv.find((arg) => arg === '--rollup' || arg === '--ingest');
  const load = () => os.loadavg()[0]?.toFixed(1) ?? '?';
  if (only !== '--ingest') {
    for (const result of await benchRollupOfADay()) {
      console.log(
        `${result.database}: roll-up of one day of ${RAW_EVENTS.toLocaleString('en')} raw events (${result.visitors} visitors): ${result.seconds.toFixed(1)} s wall clock, ${result.cpuSeconds.toFixed(1)} s of this process's CPU; peak ${result.peakMbAboveIdle} MB resident, ${result.peakHeapMbAboveIdle} MB heap above idle (load average ${load()})`,
      );
    }
  }
  if (only !== '--rollup') {
    const load1 = load();
    const ingest = await benchRealBeaconIngest();
    console.log(
      `SQLite: POST /api/visitors/track, real-sized beacons (${ingest.bytes} B): ${ingest.rowsPerSecond} rows/s wall clock, ${ingest.rowsPerCpuSecond} per server CPU-second; ${ingest.beacons} beacons acknowledged, ${ingest.stored} rows stored, ${ingest.non2xx} non-2xx or errors (load average ${load1})`,
    );
  }
  process.exit(0);
}
