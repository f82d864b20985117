import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
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
 * Starts `src/server/main.ts` with these settings on a free port and waits until it says it is
 * running. Settings not given are blank (their defaults), so the caller's environment (a
 * DATABASE_URL of its own, say) never leaks in; the daily report is off.
 */
export async function startServerProcess(env: Record<string, string>, { readyWithinMs = 45_000 }: { readyWithinMs?: number } = {}): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/server/main.ts')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DAILY_REPORT_SCHEDULE: 'off',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const deadline = setTimeout(() => {
      clearInterval(poll);
      child.kill('SIGKILL');
      reject(new Error(`The server did not start within ${readyWithinMs} ms:\n${output}`));
    }, readyWithinMs);
    const poll = setInterval(() => {
      if (!output.includes('Grainline is running')) return;
      clearInterval(poll);
      clearTimeout(deadline);
      resolve();
    }, 50);
    void exited.then((code) => {
      clearInterval(poll);
      clearTimeout(deadline);
      reject(new Error(`The server exited (${String(code)}) before it was ready:\n${output}`));
    });
  });
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return { url: `http://127.0.0.1:${port}`, port, child, output: () => output, exited, kill: () => signal('SIGKILL'), stop: () => signal('SIGTERM') };
}
