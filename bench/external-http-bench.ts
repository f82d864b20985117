import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { freePort, startServerProcess, type ServerProcess } from '#tests/integration/helpers/server-process';
import { LARGEST_CONFIGURATION } from './largest-configuration';

/**
 * ADR 039: the public calls' throughput against bare Fastify on the same machine, each server in
 * its own process and autocannon in a third, alternating between the two so a neighbour's load
 * falls on both. A figure to read, not a target; the machine is shared.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const AUTOCANNON = path.join(ROOT, 'node_modules', '.bin', 'autocannon');

export interface CallLoad {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

export interface LoadResult {
  requestsPerSecond: number;
  /**
   * Answers per CPU-second the server's process used meanwhile: steadier than req/s on a loaded machine (Linux only;
   * else 0).
   */
  requestsPerCpuSecond: number;
  /**
   * The server's CPU a request meanwhile, in µs: its own code (user) and the kernel's work for it (Linux only; else 0).
   */
  cpuMicrosPerRequest: { user: number; kernel: number };
  p99Ms: number;
  /** Errors, timeouts and answers other than 2xx: a fast 429 or 400 must not pass for throughput. */
  failures: number;
}

export interface CallComparison {
  call: CallLoad;
  app: LoadResult[];
  bare: LoadResult[];
  /** Mean app req/s over mean bare req/s. */
  ratio: number;
  /** The same for answers per server CPU-second. */
  cpuRatio: number;
}

export interface HttpBenchOptions {
  /** Seconds per autocannon run (10 in the figures; 1 in the test of the bench itself). */
  seconds?: number;
  /** Runs per server per call, alternating app, bare, app, bare … */
  rounds?: number;
  /** An unmeasured run per server and call first, so both are measured with their code compiled by V8's optimiser. */
  warmUpSeconds?: number;
  connections?: number;
  /** Only these calls (by name); all by default. */
  only?: string[];
}

const PRICING_BODY = JSON.stringify({ surfaces: [LARGEST_CONFIGURATION], delivery: 'shipping', insurance: true });

/** One autocannon run in its own process; its --json summary parsed. */
export function autocannon(
  url: string,
  call: CallLoad,
  { seconds, connections }: { seconds: number; connections: number },
): Promise<Omit<LoadResult, 'requestsPerCpuSecond' | 'cpuMicrosPerRequest'> & { total: number }> {
  const args = ['-c', String(connections), '-d', String(seconds), '-j', '-m', call.method];
  if (call.body !== undefined) args.push('-H', 'content-type=application/json', '-b', call.body);
  args.push(`${url}${call.path}`);
  return new Promise((resolve, reject) => {
    const child = spawn(AUTOCANNON, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${String(code)}: ${err}`));
      const summary = JSON.parse(out) as {
        requests: { average: number; total: number };
        latency: { p99: number };
        errors: number;
        timeouts: number;
        non2xx: number;
      };
      resolve({
        total: summary.requests.total,
        requestsPerSecond: Math.round(summary.requests.average),
        p99Ms: summary.latency.p99,
        failures: summary.errors + summary.timeouts + summary.non2xx,
      });
    });
  });
}

/**
 * CPU seconds a process has used so far in its own code (user) and in the kernel, from /proc; 0 where there is none.
 */
function cpuSeconds(pid: number | undefined): { user: number; kernel: number } {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return { user: Number(fields[11]) / 100, kernel: Number(fields[12]) / 100 };
  } catch {
    return { user: 0, kernel: 0 };
  }
}

/** One measured run against a server process: autocannon's figures and the server's CPU meanwhile. */
async function measure(
  url: string,
  pid: number | undefined,
  call: CallLoad,
  settings: { seconds: number; connections: number },
): Promise<LoadResult> {
  const before = cpuSeconds(pid);
  const { total, ...result } = await autocannon(url, call, settings);
  const after = cpuSeconds(pid);
  const used = { user: after.user - before.user, kernel: after.kernel - before.kernel };
  const perRequest = (seconds: number) => (total > 0 ? Math.round((seconds * 1e6) / total) : 0);
  return {
    ...result,
    requestsPerCpuSecond: used.user + used.kernel > 0 ? Math.round(total / (used.user + used.kernel)) : 0,
    cpuMicrosPerRequest: { user: perRequest(used.user), kernel: perRequest(used.kernel) },
  };
}

/** The bare Fastify server (bare-fastify-server.ts) in its own process, answering with `replies`. */
async function startBareFastify(
  replies: Record<string, unknown>,
  dir: string,
): Promise<{ url: string; pid?: number; stop(): Promise<void> }> {
  const file = path.join(dir, 'bare-replies.json');
  fs.writeFileSync(file, JSON.stringify(replies));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench', 'bare-fastify-server.ts')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(await freePort()),
      LOG_LEVEL: 'silent',
      REPLIES: file,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      if (line.startsWith('listening ')) resolve(line.slice('listening '.length));
    });
    void exited.then(() => reject(new Error('The bare Fastify server exited before listening')));
  });
  return {
    url,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Stores one quote of the largest configuration (as the configurator's "Save" does) and answers its link token. */
async function createQuote(url: string): Promise<string> {
  const response = await fetch(`${url}/api/quotes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': 'bench-quote-0000000001' },
    body: JSON.stringify({
      surfaces: [LARGEST_CONFIGURATION],
      delivery: 'shipping',
      insurance: true,
      leadInfo: { fullName: 'Bench Customer', email: 'bench@example.co.za', phone: '082 555 1234' },
    }),
  });
  const reply = (await response.json()) as { data?: { token?: string } };
  if (!response.ok || !reply.data?.token)
    throw new Error(`The bench could not store a quote (${response.status}): ${JSON.stringify(reply)}`);
  return reply.data.token;
}

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/**
 * Starts the app as `npm start` does (main.ts: start-server.ts on a fresh data folder, SQLite,
 * default settings except the anonymous rate limit, raised so the limiter counts but never
 * refuses the load generator) and bare Fastify, then loads each call on both in turn.
 */
export async function benchHttpAgainstBareFastify(options: HttpBenchOptions = {}): Promise<CallComparison[]> {
  const { seconds = 10, rounds = 2, connections = 10, warmUpSeconds = 3, only } = options;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-http-bench-'));
  let app: ServerProcess | undefined;
  let bare: Awaited<ReturnType<typeof startBareFastify>> | undefined;
  try {
    app = await startServerProcess(
      {
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        RATE_LIMIT_PER_MINUTE: '100000000',
        ANONYMOUS_BURST_PER_10_MINUTES: '100000000',
      },
      { fromBundle: true },
    );
    const token = await createQuote(app.url);
    const calls: CallLoad[] = [
      { name: 'POST /api/pricing/quote', method: 'POST', path: '/api/pricing/quote', body: PRICING_BODY },
      { name: 'GET /api/pricing/wood-species', method: 'GET', path: '/api/pricing/wood-species' },
      { name: 'GET /api/quotes/:token', method: 'GET', path: `/api/quotes/${token}` },
    ].filter((call) => !only || only.includes(call.name)) as CallLoad[];
    const replies: Record<string, unknown> = {};
    for (const call of calls) if (call.method === 'GET') replies[call.path] = await getJson(`${app.url}${call.path}`);
    bare = await startBareFastify(replies, dataDir);
    const results: CallComparison[] = [];
    for (const call of calls) {
      const appRuns: LoadResult[] = [];
      const bareRuns: LoadResult[] = [];
      if (warmUpSeconds > 0) {
        await autocannon(app.url, call, { seconds: warmUpSeconds, connections });
        await autocannon(bare.url, call, { seconds: warmUpSeconds, connections });
      }
      for (let round = 0; round < rounds; round += 1) {
        appRuns.push(await measure(app.url, app.child.pid, call, { seconds, connections }));
        bareRuns.push(await measure(bare.url, bare.pid, call, { seconds, connections }));
      }
      const mean = (runs: LoadResult[], figure: 'requestsPerSecond' | 'requestsPerCpuSecond') =>
        runs.reduce((sum, run) => sum + run[figure], 0) / runs.length;
      results.push({
        call,
        app: appRuns,
        bare: bareRuns,
        ratio: mean(appRuns, 'requestsPerSecond') / mean(bareRuns, 'requestsPerSecond'),
        cpuRatio: mean(appRuns, 'requestsPerCpuSecond') / mean(bareRuns, 'requestsPerCpuSecond') || 0,
      });
    }
    return results;
  } finally {
    await bare?.stop();
    await app?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The bench table's rows for these comparisons. */
export function httpRows(results: CallComparison[], { connections = 10, seconds = 10 } = {}): [string, string][] {
  const runs = (list: LoadResult[]) => list.map((run) => `${run.requestsPerSecond}`).join(' / ');
  const perCpu = (list: LoadResult[]) => list.map((run) => `${run.requestsPerCpuSecond}`).join(' / ');
  const p99 = (list: LoadResult[]) => Math.max(...list.map((run) => run.p99Ms));
  const failures = (list: LoadResult[]) => list.reduce((sum, run) => sum + run.failures, 0);
  const cpu = (list: LoadResult[]) =>
    list.map(({ cpuMicrosPerRequest: { user, kernel } }) => `${user} + ${kernel}`).join(' / ');
  return results.flatMap(({ call, app, bare, ratio, cpuRatio }) => [
    [
      `${call.name}: app / bare Fastify, external autocannon (${connections} connections, ${seconds} s, alternating, after a warm-up)`,
      `ratio ${ratio.toFixed(2)}× (app ${runs(app)} req/s, bare ${runs(bare)} req/s; load average ${os.loadavg()[0]?.toFixed(2)} on ${os.cpus().length} cores)`,
    ],
    [
      `${call.name}: answers per server CPU-second, app / bare (steadier on a loaded machine)`,
      `ratio ${cpuRatio.toFixed(2)}× (app ${perCpu(app)}, bare ${perCpu(bare)})`,
    ],
    // What each side spends, split: the kernel's share grows as a server slows.
    [`${call.name}: server CPU a request, user + kernel µs, app / bare`, `app ${cpu(app)}, bare ${cpu(bare)}`],
    [
      `${call.name}: p99 app / bare; failures (errors, timeouts, non-2xx) app / bare`,
      `${p99(app)} ms / ${p99(bare)} ms; ${failures(app)} / ${failures(bare)}`,
    ],
  ]);
}

// `npx tsx bench/external-http-bench.ts [--quick] [--only '<call>' …]`: these rows alone (--quick: 1 s,
// one round; --only: that call, such as 'POST /api/pricing/quote', and the load average before it starts).
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const quick = process.argv.includes('--quick');
  const only = process.argv.flatMap((arg, index) => (process.argv[index - 1] === '--only' ? [arg] : []));
  const settings = {
    ...(quick ? { seconds: 1, rounds: 1, warmUpSeconds: 1 } : {}),
    ...(only.length > 0 ? { only } : {}),
  };
  console.log(`${new Date().toISOString()}: load average ${os.loadavg()[0]?.toFixed(2)} on ${os.cpus().length} cores`);
  const rows = httpRows(await benchHttpAgainstBareFastify(settings), settings);
  for (const [name, value] of rows) console.log(`${name}: ${value}`);
}
