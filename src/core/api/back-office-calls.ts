import { z } from 'zod';
import { staffAttentionSchema } from '#core/back-office/attention';
import { outboxMessageViewSchema, outboxQuerySchema, outboxRowViewSchema } from '#core/back-office/outbox-view';
import { attentionRoute, outboxMessageRoute, outboxRoute, retryOutboxMessageRoute } from './back-office-routes';
import { defineCall } from './call';
import { rowId } from './id-params';
import { named } from './input-names';
import { json } from './replies';

const messageParams = named(z.object({ id: rowId() }), 'message');

export const attentionCall = defineCall({
  route: attentionRoute,
  summary: 'The staff home’s counts of what needs attention',
  input: {},
  reply: json(staffAttentionSchema),
});

export const outboxCall = defineCall({
  route: outboxRoute,
  summary: 'The latest e-mails of the outbox, by status',
  input: { query: named(outboxQuerySchema, 'filter') },
  reply: json(z.array(outboxRowViewSchema)),
});

export const outboxMessageCall = defineCall({
  route: outboxMessageRoute,
  summary: 'What one e-mail said: its subject, text and attachments’ names',
  input: { params: messageParams },
  reply: json(outboxMessageViewSchema),
});

export const retryOutboxMessageCall = defineCall({
  route: retryOutboxMessageRoute,
  summary: 'Send a failed e-mail again',
  input: { params: messageParams },
  reply: json(z.object({ id: z.number().int(), status: z.literal('pending') })),
});
