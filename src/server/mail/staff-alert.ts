import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { enqueueMail } from './outbox-repository';

const escapeHtml = (text: string) => text.replace(/[&<>]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[char] ?? char);

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
    message: { to: options.to, subject: options.subject, text: options.text, html: `<p>${escapeHtml(options.text).replace(/\n/g, '<br>')}</p>` },
    now: options.now,
  });
}
