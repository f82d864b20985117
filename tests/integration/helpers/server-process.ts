import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { setInterval as pollEvery } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A Grainline server in its own OS process, as `npm start` runs it (two-server test, campaign). */
export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything it printed so far (pino's JSON lines, and any start-up error). */
  output(): string;
  /** Resolves with the exit code (null after a signal) once the process has ended. */
  exited: Promise<number | null>;
  /** SIGKILL: no shutdown, as a crash or the OOM killer ends it. */
  kill(): Promise<void>;
  /** SIGTERM: the server finishes requests in flight and its current send. */
  stop(): Promise<void>;
}

/** A port nothing listens on now: the kernel's pick, released again. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * Starts `src/server/main.ts` with these settings on a free port and waits until it answers.
 * Settings not given are their defaults: the caller's environment (a DATABASE_URL of its own,
 * say) never leaks in. The daily report is off.
 */
export async function startServerProcess(
  env: Record<string, string>,
  /** `args`: main.ts's own, such as `--build-if-stale` (what `npm start` passes). */
  {
    readyWithinMs = 90_000,
    args = [],
    nodeArgs = [],
    fromBundle = false,
  }: {
    readyWithinMs?: number;
    args?: string[];
    /** Node's own options, such as `--cpu-prof` (the HTTP bench's profile), which NODE_OPTIONS may not carry. */
    nodeArgs?: string[];
    /**
     * Started exactly as `npm start` starts it: scripts/start.mjs builds the server's bundle when
     * stale and runs it on plain Node (ADR 039). Otherwise main.ts runs from the sources under tsx.
     */
    fromBundle?: boolean;
  } = {},
): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const entry = fromBundle
    ? [path.join(ROOT, 'scripts/start.mjs')]
    : ['--import', 'tsx', path.join(ROOT, 'src/server/main.ts')];
  const child = spawn(process.execPath, [...nodeArgs, ...entry, ...args], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DAILY_REPORT_SCHEDULE: 'off',
      WOOD_TEXTURES_AT_START: 'off',
      // As in the test apps: these processes' staff change prices without a second factor (STAFF-17).
      REQUIRE_SECOND_FACTOR: 'none',
      // As in the test apps: suites save quotes faster than customers do; a burst is tested where it is asked for (ADR
      // 040).
      ANONYMOUS_BURST_PER_10_MINUTES: '100000',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  // Ready when it answers, whatever LOG_LEVEL lets it print.
  const deadline = Date.now() + readyWithinMs;
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  // Asked every 100 ms (a poll, outside Vitest too: the campaign scripts start servers here).
  for await (const _ of pollEvery(100)) {
    if (exitCode !== undefined)
      throw new Error(`The server exited (${String(exitCode)}) before it was ready:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not start within ${readyWithinMs} ms:\n${output}`);
    }
    const answered = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
  }
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return {
    url,
    port,
    child,
    output: () => output,
    exited,
    kill: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
  };
}
