import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '#server/db/database';
import { startSmtpTestServer, type SmtpTestServer } from '#tests/integration/helpers/smtp-test-server';

/** Where the e2e server answers about the mail it caught (tests/e2e/helpers/mailbox.ts asks). */
export const MAIL_CATCHER_PATH = '/e2e/mail';

export interface MailCatcher {
  smtp: SmtpTestServer;
  /** Test-only routes on the e2e app: what arrived, what the outbox holds, and addresses to refuse for now. */
  routes: (app: FastifyInstance, database: DatabaseHandle) => void;
}

/**
 * The e2e app's SMTP server, in the e2e server's own process on a port the system picks, so
 * no two runs or spec files contend for one. It keeps everything it receives for the whole
 * run; an address can be "held": the server answers 451 (try again later) to it, as a mail
 * server that is down for that message would, and the outbox retries.
 */
export async function startMailCatcher(): Promise<MailCatcher> {
  const held = new Set<string>();
  const smtp = await startSmtpTestServer({
    refuseRecipient: (address) =>
      held.has(address.toLowerCase()) ? { code: 451, message: 'Held by the test, try again later' } : undefined,
  });
  return {
    smtp,
    routes: (app, database) => {
      app.get(MAIL_CATCHER_PATH, async (request) => {
        const { to } = request.query as { to?: string };
        return { messages: smtp.messages.filter((mail) => to === undefined || mail.envelope.to.includes(to)) };
      });
      app.post(`${MAIL_CATCHER_PATH}/held`, async (request) => {
        const { address, held: hold } = request.body as { address: string; held: boolean };
        if (hold) held.add(address.toLowerCase());
        else held.delete(address.toLowerCase());
        return { held: [...held] };
      });
      app.get(`${MAIL_CATCHER_PATH}/outbox`, async (request) => {
        const { recipient } = request.query as { recipient: string };
        const rows = await database.db
          .selectFrom('outbox')
          .select(['kind', 'status', 'attempts', 'payload_json'])
          .orderBy('id')
          .execute();
        return {
          rows: rows
            .filter(
              (row) => (JSON.parse(row.payload_json) as { to: string }).to.toLowerCase() === recipient.toLowerCase(),
            )
            .map(({ kind, status, attempts }) => ({ kind, status, attempts })),
        };
      });
    },
  };
}
