import { z } from 'zod';

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatusName = (typeof OUTBOX_STATUSES)[number];

export const outboxQuerySchema = z.object({ status: z.enum(OUTBOX_STATUSES, 'Unknown status').optional() });

/** One message as staff see it on /admin/outbox: never its body or attachments. */
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
