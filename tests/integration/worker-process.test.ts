import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { enqueueMail } from '#server/mail/outbox-repository';
import { parseHeaders, startSmtpTestServer, type SmtpTestServer } from './helpers/smtp-test-server';
import { describePostgres } from './helpers/test-app';
import { TEST_DATABASE_URL, createPostgresSchema } from './helpers/test-database';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `npm run worker`: src/server/worker-main.ts in its own process, with only these settings. */
function startWorkerProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/server/worker-main.ts')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

it('npm run worker refuses SQLite, where npm start runs the worker beside the server', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-worker-'));
  try {
    const worker = startWorkerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toContain('npm run worker needs DATABASE_URL');
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

describePostgres('the worker on its own (npm run worker)', () => {
  let database: DatabaseHandle;
  let dropSchema: () => Promise<void>;
  let smtp: SmtpTestServer;
  let dataDir: string;

  beforeAll(async () => {
    ({ handle: database, dropSchema } = await createPostgresSchema());
    await migrateToLatest(database.db, { schema: database.schema });
    smtp = await startSmtpTestServer();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-worker-'));
  });
  afterAll(async () => {
    await smtp.stop();
    await database.close();
    await dropSchema();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends the mail HTTP servers queued, and stops on SIGTERM after the tasks in flight', async () => {
    await enqueueMail(database.db, {
      kind: 'workshop_new_quote',
      dedupeKey: 'worker-process:1',
      message: {
        to: 'workshop@grainline.example',
        subject: 'Queued for the worker alone',
        text: 'x',
        html: '<p>x</p>',
      },
    });
    const worker = startWorkerProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: TEST_DATABASE_URL,
      DATABASE_SCHEMA: database.schema ?? '',
      INSTANCE_ID: 'worker-1',
      SMTP_URL: smtp.url,
      DAILY_REPORT_SCHEDULE: 'off',
    });
    try {
      // Its first outbox run is at start: no wake from a route reaches a worker on another machine.
      await expect
        .poll(() => smtp.messages.map((mail) => parseHeaders(mail.raw).subject), { timeout: 60_000 })
        .toEqual(['Queued for the worker alone']);
      // Marked sent once the mail server has accepted it.
      await expect
        .poll(async () => (await database.db.selectFrom('outbox').select('status').executeTakeFirstOrThrow()).status, {
          timeout: 10_000,
        })
        .toBe('sent');
      worker.child.kill('SIGTERM');
      expect(await worker.exited).toBe(0);
      expect(worker.output()).toContain('Grainline worker stopped after the tasks in flight finished');
    } finally {
      if (worker.child.exitCode === null) worker.child.kill('SIGKILL');
    }
  });
});
