import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '#server/db/database';
import {
  parseHeaders,
  parseMimeParts,
  startSmtpTestServer,
  type ReceivedMail,
  type SmtpTestServer,
} from './helpers/smtp-test-server';
import { describePostgres } from './helpers/test-app';
import { createPostgresSchema } from './helpers/test-database';
import { startServerPair, type ServerPair } from './helpers/two-servers';

/**
 * ANALYTICS-22, ADR 018: the morning report goes out once a day however many server processes share
 * one PostgreSQL. Two real servers, both with the schedule on and on the same rehearsal clock
 * (`DAILY_REPORT_CLOCK`: a day passes in REAL_DAY_MS), live through three 08:00s in
 * Johannesburg; one is killed after the second, and the other sends the third once.
 */
const REAL_DAY_MS = 10_000;
const SPEED = 86_400_000 / REAL_DAY_MS;
/**
 * The clock stands at 07:59 on the 12th until this long after the servers are spawned. A server
 * slower to start than that catches the 12th's 08:00 up at start instead (the same claim); it
 * must answer before the 13th's.
 */
const START_ALLOWANCE_MS = 12_000;
const BUSINESS_EMAIL = 'quotes@grainline.example';

const reportDay = (mail: ReceivedMail) =>
  /daily report for (\d{4}-\d\d-\d\d)$/.exec(parseHeaders(mail.raw).subject ?? '')?.[1];

describePostgres('the daily report across two server processes', () => {
  let database: DatabaseHandle;
  let dropSchema: () => Promise<void>;
  let smtp: SmtpTestServer;
  let pair: ServerPair | undefined;
  let realStart = 0;

  beforeAll(
    async () => {
      ({ handle: database, dropSchema } = await createPostgresSchema());
      smtp = await startSmtpTestServer();
      realStart = Date.now() + START_ALLOWANCE_MS;
      pair = await startServerPair({
        schema: database.schema ?? '',
        smtpUrl: smtp.url,
        env: {
          LOG_LEVEL: 'debug',
          DAILY_REPORT_SCHEDULE: 'on',
          DAILY_REPORT_CLOCK: `2030-03-12T07:59:00+02:00 from ${new Date(realStart).toISOString()} x${SPEED}`,
        },
        readyWithinMs: START_ALLOWANCE_MS + REAL_DAY_MS - 2_000,
      });
    },
    START_ALLOWANCE_MS + REAL_DAY_MS + 10_000,
  );

  afterAll(async () => {
    await pair?.stop();
    await smtp.stop();
    await database.close();
    await dropSchema();
  });

  /** Waits until the reports of these days arrived and every queued e-mail is marked sent. */
  async function reportsArrived(days: readonly string[], withinMs: number) {
    const done = async () => {
      const unsent = await database.db.selectFrom('outbox').select('id').where('status', '!=', 'sent').execute();
      const arrived = new Set(smtp.messages.map(reportDay));
      return unsent.length === 0 && days.every((day) => arrived.has(day));
    };
    const arrived = await vi
      .waitFor(
        async () => {
          if (!(await done())) throw new Error('not yet');
        },
        { timeout: Math.max(withinMs, 0), interval: 200 },
      )
      .then(
        () => true,
        () => false,
      );
    if (!arrived) {
      // The schedules' own lines (each tick, each timer, failures) and the claims say where it stopped.
      const scheduleLines = (pair?.servers ?? []).flatMap((server) =>
        server
          .output()
          .split('\n')
          .filter((line) => line.includes('"daily-report"')),
      );
      const claims = await database.db
        .selectFrom('daily_reports')
        .select(['day', 'claimed_by', 'claimed_at', 'queued_at'])
        .execute();
      const outbox = await database.db.selectFrom('outbox').select(['id', 'status', 'attempts']).execute();
      throw new Error(
        `Reports for ${days.join(', ')} did not arrive at ${new Date().toISOString()}; received: ${smtp.messages.map(reportDay).join(', ')}\n` +
          `claims: ${JSON.stringify(claims)}\noutbox: ${JSON.stringify(outbox)}\n${scheduleLines.join('\n')}`,
      );
    }
  }

  it(
    'sends each morning’s report once while both run, and the next one once after one of them is killed',
    async () => {
      const [a, b] = pair?.servers ?? [];
      if (!a || !b) throw new Error('The servers did not start');
      expect(Date.now(), 'both servers answered before the second 08:00').toBeLessThan(realStart + REAL_DAY_MS);
      // A server answers once it listens; its worker, which logs the clock, starts just after.
      for (const server of [a, b])
        await vi.waitFor(() => expect(server.output()).toContain('rehearsal clock'), { timeout: 5_000 });

      // 08:00 on the 12th (or both servers' start, if that came later) and on the 13th, both
      // servers running: the 11th's and the 12th's reports.
      // Each wait runs until shortly before the next 08:00 (a loaded machine may be slow to send),
      // and A is killed before the third.
      await reportsArrived(['2030-03-11', '2030-03-12'], realStart + 2 * REAL_DAY_MS - 1_000 - Date.now());
      await a.kill();
      expect(Date.now(), 'server A was killed before the third 08:00').toBeLessThan(realStart + 2 * REAL_DAY_MS);

      // 08:00 on the 14th: only B is left.
      await reportsArrived(['2030-03-13'], realStart + 3 * REAL_DAY_MS - 2_500 - Date.now());
      // B stopped before the fourth 08:00: a stop waits for the send in hand, so a second copy
      // racing the first has arrived by the time it is over.
      expect(Date.now(), 'stopped before the fourth 08:00').toBeLessThan(realStart + 3 * REAL_DAY_MS);
      await b.stop();

      expect(smtp.messages.map(reportDay)).toEqual(['2030-03-11', '2030-03-12', '2030-03-13']);
      for (const mail of smtp.messages) {
        expect(mail.envelope.to).toEqual([BUSINESS_EMAIL]);
        expect(
          parseMimeParts(mail.raw)
            .map((part) => part.contentType)
            .sort(),
        ).toEqual(['text/html', 'text/plain']);
      }
      const claims = await database.db
        .selectFrom('daily_reports')
        .select(['day', 'kind', 'claimed_by'])
        .orderBy('day')
        .execute();
      expect(claims.map((claim) => [claim.day, claim.kind])).toEqual([
        ['2030-03-11', 'scheduled'],
        ['2030-03-12', 'scheduled'],
        ['2030-03-13', 'scheduled'],
      ]);
      expect(claims[2]?.claimed_by).toMatch(new RegExp(`:${String(b.child.pid)}$`));
    },
    3 * REAL_DAY_MS + 10_000,
  );
});
