import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

const children: ChildProcess[] = [];
afterAll(() => children.forEach((child) => child.kill('SIGKILL')));

function startServer(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', DATABASE_URL: '' },
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

it('refuses a second server on the same data folder with a clear message, survives a crash of the first, and shuts down cleanly', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-startup-'));
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
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);
