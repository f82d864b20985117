import { canConnect } from '#tests/integration/helpers/postgres-probe';
import { startSmtpTestServer } from '#tests/integration/helpers/smtp-test-server';
import { TEST_DATABASE_URL, createPostgresSchema } from '#tests/integration/helpers/test-database';
import { awaitDeliveries, createQuotesAtOnce, sendJson, startServerPair } from '#tests/integration/helpers/two-servers';
import { SERVER_READY_WITHIN_MS, runScenario, type ScenarioResult } from './scenario-result';

const QUOTES_PER_RUN = 12;
const CUSTOMER_EMAILS_PER_RUN = 4;

/**
 * Two servers on one PostgreSQL , with the integration test's harness: quotes
 * created at once round-robin must get unique numbers, and every e-mail either server queued
 * must arrive once. Skipped (and said so) without PostgreSQL, unless REQUIRE_POSTGRES=1.
 */
export function twoServerScenario({ runs }: { runs: number }): Promise<ScenarioResult> {
  return runScenario('two servers on one PostgreSQL, round-robin', async (result) => {
    if (!(await canConnect(TEST_DATABASE_URL))) {
      if (process.env.REQUIRE_POSTGRES === '1')
        throw new Error(`REQUIRE_POSTGRES=1 but PostgreSQL is not reachable (TEST_DATABASE_URL)`);
      result.notes.push('skipped: PostgreSQL not reachable (set TEST_DATABASE_URL)');
      return;
    }
    const { handle, dropSchema } = await createPostgresSchema();
    const smtp = await startSmtpTestServer();
    try {
      const pair = await startServerPair({
        schema: handle.schema ?? '',
        smtpUrl: smtp.url,
        env: { RATE_LIMIT_QUOTES_PER_MINUTE: '100000', RATE_LIMIT_EMAILS_PER_MINUTE: '100000', LOG_LEVEL: 'warn' },
        readyWithinMs: SERVER_READY_WITHIN_MS,
      });
      const numbers = new Set<string>();
      let expectedMail = 0;
      try {
        for (let run = 1; run <= runs; run += 1) {
          const problems: string[] = [];
          const replies = await createQuotesAtOnce(pair, { count: QUOTES_PER_RUN, emailPrefix: `pair-${run}` });
          const refused = replies.filter((reply) => reply.status !== 201).length;
          if (refused > 0) problems.push(`${refused} quotes refused`);
          for (const { quote } of replies) {
            if (!quote) continue;
            if (numbers.has(quote.quoteNumber)) problems.push(`duplicate number ${quote.quoteNumber}`);
            numbers.add(quote.quoteNumber);
          }
          for (const { quote } of replies.slice(0, CUSTOMER_EMAILS_PER_RUN)) {
            const response = await sendJson(pair.next(), '/api/email/quote', {
              method: 'POST',
              body: { token: quote?.token },
            });
            if (response.status !== 202) problems.push(`e-mail request answered ${response.status}`);
          }
          expectedMail += QUOTES_PER_RUN - refused + CUSTOMER_EMAILS_PER_RUN;
          const check = await awaitDeliveries(handle.db, () => smtp.messages, {
            expected: expectedMail,
            withinMs: 60_000,
            openSessions: smtp.openSessions,
          });
          if (
            check.rows !== expectedMail ||
            check.unsent > 0 ||
            check.received !== expectedMail ||
            check.distinctMessageIds !== expectedMail
          ) {
            problems.push(`mail ${JSON.stringify(check)}, expected ${expectedMail} each`);
          }
          result.runs += 1;
          if (problems.length > 0) {
            result.failures += 1;
            result.notes.push(`run ${run}: ${problems.join('; ')}`);
          }
        }
        result.notes.push(`${numbers.size} quotes, ${expectedMail} e-mails across 2 servers`);
      } finally {
        await pair.stop();
      }
    } finally {
      await smtp.stop();
      await handle.close();
      await dropSchema();
    }
  });
}
