import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { attentionCall, outboxCall, outboxMessageCall, retryOutboxMessageCall } from '#core/api/back-office-calls';
import type { OutboxRowView } from '#core/back-office/outbox-view';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { serveCall } from '../http/serve-call';
import { findOutboxMessage, listOutbox, requeueMail } from '../mail/outbox-repository';
import { countAttention } from './count-attention';

const OUTBOX_LIST_LIMIT = 200;

/** STAFF-09, STAFF-11: the staff home's counts and the outbox for staff. */
export async function backOfficeRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; wakeOutbox: () => void },
) {
  const { db } = options;
  const noStore = { 'cache-control': 'no-store' };

  serveCall(app, attentionCall, async (_request, reply) => {
    const attention = await countAttention({ db, now: new Date() });
    reply.headers(noStore);
    return attention;
  });

  serveCall(app, outboxCall, async (request, reply) => {
    const { status } = request.query;
    const entries = await listOutbox(db, { ...(status ? { status } : {}), limit: OUTBOX_LIST_LIMIT });
    const data: OutboxRowView[] = entries.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      to: entry.to,
      subject: entry.subject,
      status: entry.status,
      attempts: entry.attempts,
      createdAt: entry.createdAt.toISOString(),
      nextAttemptAt: entry.nextAttemptAt.toISOString(),
      sentAt: entry.sentAt?.toISOString() ?? null,
      lastError: entry.lastError,
    }));
    reply.headers(noStore);
    return data;
  });

  serveCall(app, outboxMessageCall, async (request, reply) => {
    const message = await findOutboxMessage(db, request.params.id);
    if (!message) throw new AppError('not_found', 'No such message');
    reply.headers(noStore);
    return message;
  });

  serveCall(app, retryOutboxMessageCall, async (request) => {
    const { id } = request.params;
    if (!(await requeueMail(db, id, new Date())))
      throw new AppError('conflict', 'Only a failed message can be tried again; this one is not failed (any more).');
    options.wakeOutbox();
    return { id, status: 'pending' as const };
  });
}
