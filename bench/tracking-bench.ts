import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadConfig } from '../src/server/config';
import { startServer } from '../src/server/start-server';

const EVENTS_PER_BEACON = 10;
const SECONDS = 10;
const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** The tracking code the configurator ships (issue 14: at most 2 KB gzip), bundled and minified on its own, React left out. */
export function trackerGzipBytes(): number {
  const bundle = execFileSync('node_modules/.bin/esbuild', ['src/client/shared/tracking/use-visitor-tracking.ts', '--bundle', '--minify', '--format=esm', '--external:react'], { encoding: 'utf8' });
  return gzipSync(bundle, { level: 9 }).length;
}

/**
 * POST /api/visitors/track under load on SQLite (issue 14: at least 5,000 events a second).
 * autocannon runs as its own process beside the server, 100 connections for 10 s, each beacon
 * a batch of 10 interactions. Afterwards the stored rows are counted: every acknowledged
 * event must be there.
 */
export async function benchTrackingIngestion(): Promise<{ eventsPerSecond: number; eventsPerCpuSecond: number; acknowledged: number; stored: number; non2xx: number; p99Ms: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-bench-track-'));
  const server = await startServer(
    loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000000', RATE_LIMIT_TRACKING_PER_MINUTE: '100000000' }),
  );
  try {
    const body = JSON.stringify({
      sessionId: 'bench-session-0001',
      pageUrl: 'https://shop.example/configurator?utm_source=bench',
      referrer: 'https://www.google.co.za/',
      timeOnPage: 42,
      interactions: Array.from({ length: EVENTS_PER_BEACON }, (_, index) => ({ type: index % 3 === 0 ? 'page_view' : 'scroll_depth', value: 25 })),
    });
    const cpuBefore = process.cpuUsage();
    // Asynchronous, so this process keeps serving while the load generator runs.
    const { stdout: output } = await promisify(execFile)(
      'node_modules/.bin/autocannon',
      ['-c', '100', '-d', String(SECONDS), '-m', 'POST', '-H', 'content-type=text/plain', '-H', `user-agent=${BROWSER}`, '-b', body, '--json', `${server.url}/api/visitors/track`],
      { maxBuffer: 10_000_000, encoding: 'utf8' },
    );
    const cpu = process.cpuUsage(cpuBefore);
    const result = JSON.parse(output) as { '2xx': number; non2xx: number; errors: number; latency: { p99: number }; duration: number };
    const stored = await server.database.db
      .selectFrom('visitor_events')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const acknowledged = result['2xx'] * EVENTS_PER_BEACON;
    // The server's own CPU time: on a machine shared with other work, wall-clock rates say more about the neighbours.
    const eventsPerCpuSecond = Math.round(acknowledged / ((cpu.user + cpu.system) / 1e6));
    return { eventsPerSecond: Math.round(acknowledged / result.duration), eventsPerCpuSecond, acknowledged, stored: Number(stored.count), non2xx: result.non2xx + result.errors, p99Ms: result.latency.p99 };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
