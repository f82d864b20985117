import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import type { OutgoingMail } from '#server/mail/mail-transport';
import { enqueueMail } from '#server/mail/outbox-repository';
import { startWorker } from '#server/worker/start-worker';
import { makeStaff } from './helpers/accounts';
import { makeQuoteRequest } from './helpers/quote-factories';
import { DIALECTS, createTestDatabase, type TestDatabase } from './helpers/test-database';
import { postgresReachable } from './helpers/test-app';

/** Johannesburg wall-clock time as a Date (UTC+2 all year). */
const sast = (local: string) => new Date(`${local}+02:00`);

// ADR 035: the HTTP app starts no timer; the worker runs every background job, on croner schedules
// in production and only when a test asks here.
/**
 * Every setTimeout and setInterval made through the global functions from now on, with where it
 * was made, and which of them are still pending: neither fired (a timeout) nor cleared. Node marks
 * a timer that can never run again `_destroyed`, however it was cleared.
 */
function recordTimers() {
  const made: { handle: NodeJS.Timeout; where: string }[] = [];
  const real = { setTimeout: globalThis.setTimeout, setInterval: globalThis.setInterval };
  const record = <T extends (...args: never[]) => NodeJS.Timeout>(make: T) =>
    ((...args: Parameters<T>) => {
      const handle = make(...args);
      made.push({ handle, where: (new Error().stack ?? '').split('\n').slice(2, 4).join(' ← ') });
      return handle;
    }) as unknown as T;
  globalThis.setTimeout = record(real.setTimeout as never) as typeof setTimeout;
  globalThis.setInterval = record(real.setInterval as never) as typeof setInterval;
  return {
    pending: () =>
      made.filter(({ handle }) => !(handle as unknown as { _destroyed: boolean })._destroyed).map(({ where }) => where),
    restore() {
      globalThis.setTimeout = real.setTimeout;
      globalThis.setInterval = real.setInterval;
    },
  };
}

describe('the HTTP app without its worker [sqlite]', () => {
  it('leaves no timer pending once built, ready and used, and leaves the mail a route queues in the outbox', async () => {
    const database = await createTestDatabase('sqlite');
    const config = loadConfig({ DATA_DIR: database.dataDir, LOG_LEVEL: 'silent', REQUIRE_SECOND_FACTOR: 'none' });
    const timers = recordTimers();
    try {
      const app = await buildApp({ config, database, serveClient: false, rateLimit: false });
      await app.ready();
      const response = await app.inject({ method: 'POST', url: '/api/quotes', payload: makeQuoteRequest() });
      expect(response.statusCode, response.body).toBe(201);
      expect(timers.pending()).toEqual([]);
      const queued = await database.db.selectFrom('outbox').select('status').execute();
      expect(queued.length).toBeGreaterThan(0);
      expect(queued.every((row) => row.status === 'pending')).toBe(true);

      // The same record sees a worker's schedules: the check above could have failed.
      const worker = await startWorker({ config, database, log: app.log, analytics: app.analyticsTasks });
      expect(timers.pending().length).toBeGreaterThan(0);
      await worker.stop();
      await app.close();
    } finally {
      timers.restore();
    }
    await database.destroy();
  });
});

for (const dialect of DIALECTS) {
  describe.skipIf(dialect === 'postgres' && !postgresReachable())(
    `the worker's jobs on an injected clock [${dialect}]`,
    () => {
      let database: TestDatabase;
      const sent: OutgoingMail[] = [];
      const clock = { at: sast('2030-03-12T07:30:00') };
      let worker: Awaited<ReturnType<typeof startWorker>>;

      beforeAll(async () => {
        database = await createTestDatabase(dialect);
        const config = loadConfig({ DATA_DIR: database.dataDir, LOG_LEVEL: 'silent', DAILY_REPORT_SCHEDULE: 'on' });
        const app = await buildApp({ config, database, serveClient: false, rateLimit: false });
        worker = await startWorker({
          config,
          database,
          log: app.log,
          clock: { now: () => clock.at },
          reportClock: { now: () => clock.at },
          transport: { send: async (mail) => (sent.push(mail), { ok: true }), close: () => undefined },
          schedule: false,
        });
        await app.close();
      });
      afterAll(async () => {
        await worker.stop();
        await database.destroy();
      });

      it('sends queued mail only when the outbox job runs', async () => {
        await enqueueMail(database.db, {
          kind: 'quote',
          dedupeKey: `worker-test:${dialect}`,
          message: { to: 'thandi@example.co.za', subject: 'Your quote', text: 'x', html: 'x' },
          now: clock.at,
        });
        expect(sent).toHaveLength(0);
        await worker.tasks.outbox.runOnce();
        expect(sent.map((mail) => mail.subject)).toEqual(['Your quote']);
        const row = await database.db
          .selectFrom('outbox')
          .select(['status', 'sent_at'])
          .where('dedupe_key', '=', `worker-test:${dialect}`)
          .executeTakeFirstOrThrow();
        expect(row).toEqual({ status: 'sent', sent_at: clock.at.toISOString() });
      });

      it('runs the daily report on its clock: nothing before 08:00, yesterday’s report once from 08:00', async () => {
        const staff = await makeStaff(database.db);
        await database.db
          .updateTable('staff_users')
          .set({ daily_report_opt_in: 1 })
          .where('id', '=', staff.id)
          .execute();
        const report = worker.tasks.dailyReport;
        if (!report) throw new Error('DAILY_REPORT_SCHEDULE=on gives the worker a daily report job');
        const claims = () => database.db.selectFrom('daily_reports').select('day').execute();
        await report.runOnce();
        expect(await claims()).toEqual([]);
        clock.at = sast('2030-03-12T08:00:00');
        await Promise.all([report.runOnce(), report.runOnce()]);
        expect(await claims()).toEqual([{ day: '2030-03-11' }]);
        // The report queued its mail and woke the outbox.
        await worker.tasks.outbox.runOnce();
        expect(sent.filter((mail) => mail.to === staff.email)).toHaveLength(1);
      });

      it('deletes security-log entries past their retention by the maintenance job’s clock, not the real one', async () => {
        const at = (date: Date) => date.toISOString();
        await database.db
          .insertInto('security_events')
          .values({
            occurred_at: at(sast('2029-01-01T00:00:00')),
            kind: 'sign_in',
            actor_kind: 'staff',
            actor_id: 1,
            actor_name: 'Old',
            subject: null,
            detail: null,
            client_hash: null,
          })
          .execute();
        // A year and a day later by the injected clock (the retention is 365 days by default).
        clock.at = sast('2029-01-02T00:00:01');
        await worker.tasks.maintenance.runOnce();
        expect(await database.db.selectFrom('security_events').select('id').execute()).toHaveLength(1);
        clock.at = sast('2030-01-03T00:00:00');
        await worker.tasks.maintenance.runOnce();
        expect(await database.db.selectFrom('security_events').select('id').execute()).toHaveLength(0);
      });

      it('rolls the analytics summaries up and applies their retention on demand', async () => {
        await expect(worker.tasks.analyticsRollup.runOnce()).resolves.toBeUndefined();
        await expect(worker.tasks.analyticsRetention.runOnce()).resolves.toBeUndefined();
      });
    },
  );
}
