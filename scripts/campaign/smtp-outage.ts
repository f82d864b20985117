import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openSqlite } from '#server/db/database';
import { freePort, startServerProcess } from '#tests/integration/helpers/server-process';
import { startSmtpTestServer, type ReceivedMail } from '#tests/integration/helpers/smtp-test-server';
import { awaitDeliveries, createQuotesAtOnce, sendJson } from '#tests/integration/helpers/two-servers';
import { SERVER_READY_WITHIN_MS, pause, runScenario, type ScenarioResult } from './scenario-result';

const QUOTES_PER_RUN = 6;
const CUSTOMER_EMAILS_PER_RUN = 3;

/**
 * SMTP outage (OPS-11, ADR 004): e-mail is queued while the mail server is down and retried; once it
 * is back every message must arrive exactly once. One run = one outage: quotes (a workshop
 * notice each) and customer e-mails queued, a few failed attempts, the mail server back.
 */
export function smtpOutageScenario({ runs }: { runs: number }): Promise<ScenarioResult> {
  return runScenario('SMTP outage: queue while down, deliver once (SQLite)', async (result) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-campaign-smtp-'));
    const smtpPort = await freePort();
    const server = await startServerProcess(
      {
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // The shortest back-off, so a run does not wait long once the mail server is back.
        MAIL_RETRY_SECONDS: '1',
        RATE_LIMIT_QUOTES_PER_MINUTE: '100000',
        RATE_LIMIT_EMAILS_PER_MINUTE: '100000',
        LOG_LEVEL: 'warn',
      },
      { readyWithinMs: SERVER_READY_WITHIN_MS },
    );
    const database = openSqlite(path.join(dataDir, 'grainline.sqlite'));
    const delivered: ReceivedMail[] = [];
    let expected = 0;
    let retried = 0;
    try {
      for (let run = 1; run <= runs; run += 1) {
        const quotes = await createQuotesAtOnce(
          { next: () => server },
          { count: QUOTES_PER_RUN, emailPrefix: `outage-${run}` },
        );
        for (const { quote } of quotes.slice(0, CUSTOMER_EMAILS_PER_RUN)) {
          await sendJson(server, '/api/email/quote', { method: 'POST', body: { token: quote?.token } });
        }
        expected += QUOTES_PER_RUN + CUSTOMER_EMAILS_PER_RUN;
        // Down long enough for the first attempts and a retry to fail.
        await pause(2500);
        const smtp = await startSmtpTestServer({ port: smtpPort });
        const check = await awaitDeliveries(database.db, () => [...delivered, ...smtp.messages], {
          expected,
          withinMs: 60_000,
          openSessions: smtp.openSessions,
        });
        await smtp.stop();
        delivered.push(...smtp.messages);
        // Proof the outage was met: messages that needed more than one attempt.
        retried = (await database.db.selectFrom('outbox').select('id').where('attempts', '>', 1).execute()).length;
        result.runs += 1;
        if (
          check.rows !== expected ||
          check.unsent > 0 ||
          check.received !== expected ||
          check.distinctMessageIds !== expected
        ) {
          result.failures += 1;
          result.notes.push(`run ${run}: ${JSON.stringify(check)}, expected ${expected} each`);
        }
      }
      result.notes.push(`${expected} e-mails through ${runs} outages, ${retried} of them retried`);
    } finally {
      await database.close();
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
