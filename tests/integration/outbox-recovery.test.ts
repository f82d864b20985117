import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '#server/config';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema';
import { startServer, type RunningServer } from '#server/start-server';
import { parseHeaders, startSmtpTestServer, type SmtpTestServer } from './helpers/smtp-test-server';
import { describePostgres } from './helpers/test-app';
import { TEST_DATABASE_URL, createPostgresSchema } from './helpers/test-database';

/**
 * ADR 004: a message a killed server was sending is delivered promptly after a restart,
 * not after its 5-minute claim lock. The kill is simulated as the campaign found it: a row left
 * `sending`, locked for minutes, by an owner that no longer runs.
 */
const running: RunningServer[] = [];
let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
});
afterEach(async () => {
  for (const server of running.splice(0)) await server.stop();
});
afterAll(async () => {
  await smtp.stop();
});

async function start(env: Record<string, string>): Promise<RunningServer> {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SMTP_URL: smtp.url,
    DAILY_REPORT_SCHEDULE: 'off',
    ...env,
  });
  const server = await startServer(config);
  running.push(server);
  return server;
}

/** A row as a worker that was killed mid-send leaves it. */
async function insertInterruptedClaim(
  db: Kysely<Database>,
  { subject, claimedBy }: { subject: string; claimedBy: string | null },
): Promise<number> {
  const now = Date.now();
  const row = await db
    .insertInto('outbox')
    .values({
      created_at: new Date(now - 10_000).toISOString(),
      kind: 'workshop_new_quote',
      dedupe_key: `recovery-test:${subject}`,
      payload_json: JSON.stringify({
        to: 'workshop@grainline.example',
        subject,
        text: 'Interrupted mid-send',
        html: '<p>Interrupted mid-send</p>',
      }),
      status: 'sending',
      attempts: 1,
      next_attempt_at: new Date(now - 10_000).toISOString(),
      locked_until: new Date(now + 5 * 60_000).toISOString(),
      claimed_by: claimedBy,
      recipient: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const received = (subject: string) => smtp.messages.filter((mail) => parseHeaders(mail.raw).subject === subject);

async function waitForMail(subject: string, withinMs: number): Promise<void> {
  await vi
    .waitFor(() => expect(received(subject).length).toBeGreaterThan(0), { timeout: withinMs, interval: 100 })
    .catch(() => undefined);
}

const statusOf = (db: Kysely<Database>, id: number) =>
  db.selectFrom('outbox').select(['status', 'claimed_by']).where('id', '=', id).executeTakeFirstOrThrow();

describe('outbox recovery after a crash [sqlite]', () => {
  it('the server holding the data folder sends a message its killed predecessor had claimed within seconds of starting', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-recovery-'));
    try {
      // The first run migrates the file; the claim is left as a process killed mid-send leaves it.
      const first = await start({ DATA_DIR: dataDir });
      const id = await insertInterruptedClaim(first.database.db, {
        subject: 'Interrupted on SQLite',
        claimedBy: 'killed-host:4242',
      });
      await first.stop();
      running.splice(0);

      const restarted = await start({ DATA_DIR: dataDir });
      await waitForMail('Interrupted on SQLite', 10_000);
      expect(received('Interrupted on SQLite')).toHaveLength(1);
      // The SMTP server has the message a moment before the worker records it as sent.
      await expect
        .poll(() => statusOf(restarted.database.db, id), { timeout: 5_000 })
        .toMatchObject({ status: 'sent' });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describePostgres('outbox recovery after a crash', () => {
  it('a server named by INSTANCE_ID takes back only its own previous instance’s claims; another live server’s wait out their lock', async () => {
    const { handle, dropSchema } = await createPostgresSchema();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-recovery-'));
    try {
      const env = {
        DATA_DIR: dataDir,
        DATABASE_URL: TEST_DATABASE_URL,
        DATABASE_SCHEMA: handle.schema ?? '',
        INSTANCE_ID: 'web-a',
      };
      const first = await start(env);
      const own = await insertInterruptedClaim(first.database.db, {
        subject: 'Interrupted on web-a',
        claimedBy: 'web-a',
      });
      const others = await insertInterruptedClaim(first.database.db, { subject: 'Held by web-b', claimedBy: 'web-b' });
      await first.stop();
      running.splice(0);

      const restarted = await start(env);
      await waitForMail('Interrupted on web-a', 10_000);
      expect(received('Interrupted on web-a')).toHaveLength(1);
      await expect
        .poll(() => statusOf(restarted.database.db, own), { timeout: 5_000 })
        .toMatchObject({ status: 'sent' });
      // web-b may still be sending it: it is not ours to take before the lock runs out.
      expect(received('Held by web-b')).toHaveLength(0);
      expect(await statusOf(restarted.database.db, others)).toMatchObject({ status: 'sending', claimed_by: 'web-b' });
    } finally {
      for (const server of running.splice(0)) await server.stop();
      await handle.close();
      await dropSchema();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
