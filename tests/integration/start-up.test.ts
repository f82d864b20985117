import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { loadConfig } from '#server/config';
import { lockDataDir } from '#server/db/data-dir-lock';
import { startServer as startInProcess } from '#server/start-server';

const children: ChildProcess[] = [];
afterAll(() => children.forEach((child) => child.kill('SIGKILL')));

/**
 * Root may write anywhere: CAP_DAC_OVERRIDE lets it past a folder's permissions. Without that
 * one capability (setpriv, util-linux) root meets them as a service user would, and still reads
 * the clone it owns wherever it lives; running as another user (`nobody`) could not load the
 * code from a clone only its owner may read.
 */
const AS_ROOT_WITHOUT_OVERRIDE = ['setpriv', '--inh-caps=-dac_override', '--bounding-set=-dac_override'];

function startServer(dataDir: string, options: { port?: number; withoutWriteOverride?: boolean } = {}) {
  const command = [
    ...(options.withoutWriteOverride ? AS_ROOT_WITHOUT_OVERRIDE : []),
    process.execPath,
    '--import',
    'tsx',
    'src/server/main.ts',
  ];
  const child = spawn(command[0] ?? '', command.slice(1), {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(options.port ?? 0),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('Grainline is running')) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited: ${output}`));
    });
  });
  // A server expected to fail never becomes ready; that rejection is not an error here.
  ready.catch(() => undefined);
  return { child, ready, exited, output: () => output };
}

/** Every file and folder under `dir` with its size and modification time: "nothing changed on disk". */
function snapshot(dir: string): string[] {
  if (!fs.existsSync(dir)) return ['(absent)'];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((name) => {
      const stat = fs.statSync(path.join(dir, name));
      return `${name} ${stat.size} ${stat.mtimeMs}`;
    });
}

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-startup-'));

it('refuses a second server on the same data folder with a clear message, survives a crash of the first, and shuts down cleanly', async () => {
  const dataDir = tempDir();
  const first = startServer(dataDir);
  await first.ready;
  expect(fs.existsSync(path.join(dataDir, 'grainline.sqlite'))).toBe(true);

  const second = startServer(dataDir);
  expect(await second.exited).toBe(1);
  expect(second.output()).toContain('Grainline could not start: Another Grainline server');
  expect(second.output()).toContain(dataDir);

  // A crash leaves no stale lock behind: the next server starts at once.
  first.child.kill('SIGKILL');
  await first.exited;
  const third = startServer(dataDir);
  await third.ready;
  third.child.kill('SIGTERM');
  expect(await third.exited).toBe(0);
  expect(third.output()).toContain('Grainline stopped after requests in flight and the outbox worker finished');
  // Piped, every log line is pino's JSON for a log shipper.
  const lines = third.output().trim().split('\n');
  expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toContain(
    'Grainline stopped after requests in flight and the outbox worker finished',
  );
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

it('a busy port prints one clear line and creates no data folder', async () => {
  const occupier = net.createServer();
  await new Promise<void>((resolve) => occupier.listen(0, '127.0.0.1', resolve));
  const port = (occupier.address() as net.AddressInfo).port;
  const parent = tempDir();
  const dataDir = path.join(parent, 'data');
  try {
    const server = startServer(dataDir, { port });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(
      `Grainline could not start: Port ${port} on 127.0.0.1 is already in use by another program. Stop it, or start Grainline with a different PORT.`,
    );
    expect(fs.existsSync(dataDir)).toBe(false);
  } finally {
    occupier.close();
    fs.rmSync(parent, { recursive: true, force: true });
  }
}, 60_000);

it('a locked data folder prints one clear line and changes nothing in it', async () => {
  const dataDir = tempDir();
  fs.writeFileSync(path.join(dataDir, 'notes.txt'), 'kept as it is');
  const lock = lockDataDir(dataDir);
  const before = snapshot(dataDir);
  try {
    const server = startServer(dataDir);
    expect(await server.exited).toBe(1);
    expect(server.output().trim().split('\n')).toEqual([
      `Grainline could not start: Another Grainline server is already using the data folder ${dataDir}. Stop it first, or start this one with a different DATA_DIR.`,
    ]);
    expect(snapshot(dataDir)).toEqual(before);
  } finally {
    lock.release();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);

it('an unwritable data folder prints one clear line and changes nothing in it', async () => {
  const dataDir = tempDir();
  fs.chmodSync(dataDir, 0o555);
  const before = snapshot(dataDir);
  try {
    // As root, without the capability that would let it write there anyway.
    const server = startServer(dataDir, { withoutWriteOverride: process.getuid?.() === 0 });
    expect(await server.exited).toBe(1);
    expect(server.output().trim().split('\n')).toEqual([
      `Grainline could not start: The data folder ${dataDir} is not writable by this user. Give it write permission, or set DATA_DIR to a folder this user can write.`,
    ]);
    expect(snapshot(dataDir)).toEqual(before);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);

it('on a terminal logs readable lines (time, level, message), and says it stopped after requests in flight and the outbox', async () => {
  const dataDir = tempDir();
  // `script` gives the server a pseudo-terminal, as a person's shell would.
  const child = spawn('script', ['-qefc', `exec ${process.execPath} --import tsx src/server/main.ts`, '/dev/null'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', DATABASE_URL: '' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  try {
    await expect.poll(() => output, { timeout: 45_000, interval: 100 }).toContain('Grainline is running');
    // The server itself (script's one child), as a service manager's stop would; script ends with it.
    const serverPid = Number(
      fs.readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(' ')[0],
    );
    process.kill(serverPid, 'SIGTERM');
    await exited;
    const lines = output.replaceAll('\r', '').trim().split('\n');
    expect(lines.find((line) => line.includes('Grainline is running'))).toMatch(
      /^\d\d:\d\d:\d\d INFO {2}Grainline is running at /,
    );
    expect(lines.at(-1)).toMatch(
      /^\d\d:\d\d:\d\d INFO {2}Grainline stopped after requests in flight and the outbox worker finished$/,
    );
    expect(lines.some((line) => line.startsWith('{'))).toBe(false);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);

it('a stop answers the request in flight before it finishes', async () => {
  const dataDir = tempDir();
  const server = await startInProcess(
    loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATABASE_URL: '' }),
  );
  try {
    const { port } = new URL(server.url);
    const body = JSON.stringify({ surfaceType: 'countertop', source: 'configurator_interaction' });
    const socket = net.connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    // Half a request: it is in flight (the server has its headers) when the stop begins.
    const requested = new Promise<void>((resolve) => server.app.server.once('request', () => resolve()));
    socket.write(
      `POST /api/leads/capture HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await requested;
    let stopped = false;
    const stopping = server.stop().then(() => (stopped = true));
    // The stop has begun once the server no longer takes new connections; it cannot be over
    // while the request waits for the rest of its body.
    await vi.waitFor(() => expect(server.app.server.listening).toBe(false));
    expect(stopped).toBe(false);
    socket.end(body.slice(10));
    await stopping;
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);
