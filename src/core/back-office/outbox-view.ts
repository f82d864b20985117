import { z } from 'zod';

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatusName = (typeof OUTBOX_STATUSES)[number];

export const outboxQuerySchema = z.object({ status: z.enum(OUTBOX_STATUSES, 'Unknown status').optional() });

/**
 * One message as a row of /admin/outbox: its body and attachments are read one message at a time
 * (outboxMessageViewSchema).
 */
export const outboxRowViewSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string().nullable(),
  subject: z.string().nullable(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  createdAt: z.string(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type OutboxRowView = z.infer<typeof outboxRowViewSchema>;

/**
 * GET /api/admin/outbox/:id: what one message said (STAFF-09): its text part and its attachments' names, never their
 * bytes.
 */
export const outboxMessageViewSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  cc: z.string().nullable(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  attachments: z.array(z.object({ fileName: z.string(), contentType: z.string(), sizeBytes: z.number().int() })),
});
export type OutboxMessageView = z.infer<typeof outboxMessageViewSchema>;
