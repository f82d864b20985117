import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadConfig } from '#server/config';
import { openSqlite } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { startServer } from '#server/start-server';
import { createEventWriter } from '#server/tracking/event-writer';
import { recordVisit } from '#server/tracking/record-visit';
import { createPageTokens } from '#server/tracking/page-tokens';
import { createVisitorKeyer } from '#server/tracking/visitor-key';
import type { VisitorTrack } from '#core/tracking/tracking-schemas';

const EVENTS_PER_BEACON = 10;
const SECONDS = 10;
const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** A beacon as the tracker sends it: each interaction with its own time. */
function beacon(at: Date): VisitorTrack {
  return {
    sessionId: 'bench-session-0001',
    pageUrl: 'https://shop.example/configurator?utm_source=bench',
    referrer: 'https://www.google.co.za/',
    timeOnPage: 42,
    interactions: Array.from({ length: EVENTS_PER_BEACON }, (_, index) => ({
      type: index % 3 === 0 ? 'page_view' : 'scroll_depth',
      at: new Date(at.getTime() - (EVENTS_PER_BEACON - index) * 1000).toISOString(),
      value: 25,
    })),
  };
}

/** The one-minute load average: other work on the machine weighs on every wall-clock figure here. */
export function loadAverage(): string {
  return os.loadavg()[0]?.toFixed(1) ?? '?';
}

/**
 * The tracking code the configurator ships (at most 2 KB gzip), bundled and minified
 * as the build splits it, React left out: the visitor tracker in the first load, and the
 * heatmap recorder (ANALYTICS-20) it imports only once the page is up, as its own chunk.
 */
export function trackerGzipBytes(): { visitorTracker: number; heatmapRecorder: number } {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-tracker-'));
  try {
    const metafile = path.join(outdir, 'meta.json');
    execFileSync('node_modules/.bin/esbuild', [
      'src/client/shared/tracking/use-visitor-tracking.ts',
      '--bundle',
      '--minify',
      '--format=esm',
      '--splitting',
      '--external:react',
      `--outdir=${outdir}`,
      `--metafile=${metafile}`,
      '--log-level=error',
    ]);
    const outputs = (
      JSON.parse(fs.readFileSync(metafile, 'utf8')) as {
        outputs: Record<string, { imports: { path: string; kind: string }[] }>;
      }
    ).outputs;
    const gzipOf = (file: string) => gzipSync(fs.readFileSync(file), { level: 9 }).length;
    const entry = path.join(outdir, 'use-visitor-tracking.js');
    const entryKey = Object.keys(outputs).find((key) => path.resolve(key) === entry) ?? '';
    // The first load is the entry and the chunks it imports statically; the rest waits for import().
    const firstLoad = new Set([
      entryKey,
      ...(outputs[entryKey]?.imports ?? [])
        .filter((link) => link.kind === 'import-statement' && link.path in outputs)
        .map((link) => link.path),
    ]);
    const bytes = (keys: string[]) => keys.reduce((sum, key) => sum + gzipOf(path.resolve(key)), 0);
    return {
      visitorTracker: bytes([...firstLoad]),
      heatmapRecorder: bytes(Object.keys(outputs).filter((key) => !firstLoad.has(key))),
    };
  } finally {
    fs.rmSync(outdir, { recursive: true, force: true });
  }
}

/**
 * POST /api/visitors/track under load on SQLite (ADR 009: at least 5,000 events a second).
 * autocannon runs as its own process beside the server, 100 connections for 10 s, each beacon
 * a batch of 10 interactions. Afterwards the stored rows are counted: every acknowledged
 * event must be there.
 */
export async function benchTrackingIngestion(): Promise<{
  eventsPerSecond: number;
  eventsPerCpuSecond: number;
  acknowledged: number;
  stored: number;
  non2xx: number;
  timeouts: number;
  p99Ms: number;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-bench-track-'));
  const server = await startServer(
    // One address sends every beacon, so the daily limits (ADR 021) are raised out of the way too.
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
    const body = JSON.stringify(beacon(new Date()));
    const cpuBefore = process.cpuUsage();
    // Asynchronous, so this process keeps serving while the load generator runs.
    const { stdout: output } = await promisify(execFile)(
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
    const result = JSON.parse(output) as {
      '2xx': number;
      non2xx: number;
      errors: number;
      timeouts: number;
      latency: { p99: number };
      duration: number;
    };
    const stored = await server.database.db
      .selectFrom('visitor_events')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const acknowledged = result['2xx'] * EVENTS_PER_BEACON;
    // The server's own CPU time: on a machine shared with other work, wall-clock rates say more about the neighbours.
    const eventsPerCpuSecond = Math.round(acknowledged / ((cpu.user + cpu.system) / 1e6));
    return {
      eventsPerSecond: Math.round(acknowledged / result.duration),
      eventsPerCpuSecond,
      acknowledged,
      stored: Number(stored.count),
      non2xx: result.non2xx + result.errors - result.timeouts,
      timeouts: result.timeouts,
      p99Ms: result.latency.p99,
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The same work without HTTP: recordVisit and the event writer on a fresh SQLite file, 100
 * beacons in flight at a time. It tells the database's share from the web server's, and
 * needs no second process, so it says more on a machine shared with other work.
 */
export async function benchEventWriter(): Promise<{
  eventsPerSecond: number;
  eventsPerCpuSecond: number;
  stored: number;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-bench-writer-'));
  const database = openSqlite(path.join(dataDir, 'grainline.sqlite'));
  try {
    await migrateToLatest(database.db, {});
    const writer = createEventWriter(database);
    const keyer = createVisitorKeyer({ dataDir, db: database.db });
    // Each beacon's page token is checked, as the route checks it (ADR 041).
    const pageTokens = createPageTokens(database.db);
    const pageToken = await pageTokens.issue(new Date());
    const beacons = 10_000;
    let sent = 0;
    let stored = 0;
    const started = process.hrtime.bigint();
    const cpuBefore = process.cpuUsage();
    const client = async () => {
      while (sent < beacons) {
        sent += 1;
        const now = new Date();
        // A different address per beacon: as many visitors as a busy day brings.
        const visit = await recordVisit({
          writer,
          track: { ...beacon(now), pageToken },
          ip: `41.${sent % 200}.${sent % 250}.7`,
          userAgent: BROWSER,
          keyer,
          pageTokens,
          now,
        });
        stored += visit.stored;
      }
    };
    await Promise.all(Array.from({ length: 100 }, client));
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const cpu = process.cpuUsage(cpuBefore);
    return {
      eventsPerSecond: Math.round(stored / seconds),
      eventsPerCpuSecond: Math.round(stored / ((cpu.user + cpu.system) / 1e6)),
      stored,
    };
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
