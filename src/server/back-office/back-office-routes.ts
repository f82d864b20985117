import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { staffAttentionSchema } from '#core/back-office/attention';
import { outboxMessageViewSchema, outboxQuerySchema, outboxRowViewSchema, type OutboxRowView } from '#core/back-office/outbox-view';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { successReply } from '../http/reply-schemas';
import { named } from '../http/zod-compilers';
import { findOutboxMessage, listOutbox, requeueMail } from '../mail/outbox-repository';
import { countAttention } from './count-attention';

const messageParams = named(z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }), 'message');
const OUTBOX_LIST_LIMIT = 200;
const retryReply = { 200: successReply(z.object({ id: z.number().int(), status: z.literal('pending') })) };

/** STAFF-09, STAFF-11: the staff home's counts and the outbox for staff. */
export async function backOfficeRoutes(app: FastifyInstance, options: { db: Kysely<Database>; wakeOutbox: () => void }) {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const staff = { config: { access: 'staff' as const } };
  const noStore = { 'cache-control': 'no-store' };

  app.get(
    '/api/admin/attention',
    { ...staff, schema: { summary: 'The staff home’s counts of what needs attention', response: { 200: successReply(staffAttentionSchema) } } },
    async (_request, reply) => reply.headers(noStore).send({ success: true, data: await countAttention({ db, now: new Date() }) }),
  );

  const outboxSchema = {
    summary: 'The latest e-mails of the outbox, by status',
    querystring: named(outboxQuerySchema, 'filter'),
    response: { 200: successReply(z.array(outboxRowViewSchema)) },
  };
  api.get('/api/admin/outbox', { ...staff, schema: outboxSchema }, async (request, reply) => {
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
    return reply.headers(noStore).send({ success: true, data });
  });

  const messageSchema = {
    summary: 'What one e-mail said: its subject, text and attachments’ names',
    params: messageParams,
    response: { 200: successReply(outboxMessageViewSchema) },
  };
  api.get('/api/admin/outbox/:id', { ...staff, schema: messageSchema }, async (request, reply) => {
    const message = await findOutboxMessage(db, request.params.id);
    if (!message) throw new AppError('not_found', 'No such message');
    return reply.headers(noStore).send({ success: true, data: message });
  });

  api.post(
    '/api/admin/outbox/:id/retry',
    { ...staff, schema: { summary: 'Send a failed e-mail again', params: messageParams, response: retryReply } },
    async (request) => {
      const { id } = request.params;
      if (!(await requeueMail(db, id, new Date())))
        throw new AppError('conflict', 'Only a failed message can be tried again; this one is not failed (any more).');
      options.wakeOutbox();
      return { success: true, data: { id, status: 'pending' } } as const;
    },
  );
}
