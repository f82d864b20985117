import { z } from 'zod';

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatusName = (typeof OUTBOX_STATUSES)[number];

export const outboxQuerySchema = z.object({ status: z.enum(OUTBOX_STATUSES, 'Unknown status').optional() });

/** One message as staff see it on /admin/outbox: never its body or attachments. */
export interface OutboxRowView {
  id: number;
  kind: string;
  to: string | null;
  subject: string | null;
  status: OutboxStatusName;
  attempts: number;
  createdAt: string;
  nextAttemptAt: string;
  sentAt: string | null;
  lastError: string | null;
}
