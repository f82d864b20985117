import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { Email, emailMessage, Lines } from './email-kit/email-kit';
import type { MailMessage } from './mail-message';
import { enqueueMail } from './outbox-repository';

/** A staff alert: its text, one line each, in both parts. */
export function composeStaffAlert({ to, subject, text }: { to: string; subject: string; text: string }): MailMessage {
  return emailMessage(
    { to, subject },
    <Email title={subject}>
      <Lines>{text.split('\n')}</Lines>
    </Email>,
  );
}

/**
 * Tells the workshop something needs a person (a full sketch store, a mail ceiling crossed):
 * an e-mail to the business address through the outbox. The dedupe key holds the hour, so
 * however many requests trip the same alarm, and on however many servers, staff get one
 * message an hour per topic.
 */
export async function queueStaffAlert(
  db: Kysely<Database>,
  options: { topic: string; to: string; subject: string; text: string; now: Date },
): Promise<{ created: boolean }> {
  const hour = options.now.toISOString().slice(0, 13);
  return enqueueMail(db, {
    kind: 'staff_alert',
    dedupeKey: `alert:${options.topic}:${hour}`,
    message: composeStaffAlert(options),
    now: options.now,
  });
}
