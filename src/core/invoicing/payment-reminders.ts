import type { InvoiceDetail, InvoiceKind, InvoiceStatus } from './invoice-schemas';

/** ADR 047: at most one reminder per invoice per 7 days, the first 7 days after the invoice went out. */
export const REMINDER_INTERVAL_DAYS = 7;
const REMINDER_INTERVAL_MS = REMINDER_INTERVAL_DAYS * 86_400_000;

/**
 * ADR 047: after this many reminders the workshop stops writing and leaves the invoice to a
 * person (a call, a visit), as a workshop would: a fourth unanswered e-mail would not be read.
 */
export const MAX_REMINDERS_PER_INVOICE = 3;

/** What the due rule reads of an invoice. */
export interface ReminderSubject {
  kind: InvoiceKind;
  status: InvoiceStatus;
  /** When it was issued (and its own e-mail queued), ISO. */
  issuedAt: string;
  /** '' once the customer was erased (STAFF-10). */
  recipientEmail: string;
  /** True when the person on its quote was erased (STAFF-10), a partner's client included. */
  personErased: boolean;
  /** When each earlier reminder was queued, ISO, in any order. */
  remindersQueuedAt: readonly string[];
}

const OWING: readonly InvoiceStatus[] = ['unpaid', 'part_paid'];

/**
 * ADR 047: when the next payment reminder for an invoice is due, or null when none ever will be.
 * A deposit invoice is issued on acceptance and a final invoice when the job is ready, each with
 * its own e-mail; so both are reminded 7 days after issue while anything is owing, then every 7
 * days after the last reminder, up to MAX_REMINDERS_PER_INVOICE. Never a credit note, a paid,
 * overpaid or credited invoice, one with no address or an erased person's.
 */
export function nextReminderAt(invoice: ReminderSubject): Date | null {
  if (invoice.kind === 'credit_note' || !OWING.includes(invoice.status)) return null;
  if (invoice.recipientEmail === '' || invoice.personErased) return null;
  if (invoice.remindersQueuedAt.length >= MAX_REMINDERS_PER_INVOICE) return null;
  const last = Math.max(Date.parse(invoice.issuedAt), ...invoice.remindersQueuedAt.map((at) => Date.parse(at)));
  return new Date(last + REMINDER_INTERVAL_MS);
}

/** True when a reminder for the invoice is due at `now`. */
export function reminderDue(invoice: ReminderSubject, now: Date): boolean {
  const next = nextReminderAt(invoice);
  return next !== null && next.getTime() <= now.getTime();
}

/** The latest an invoice may have been issued or last reminded and be due at `now`: what the task asks the database. */
export function reminderCutoff(now: Date): Date {
  return new Date(now.getTime() - REMINDER_INTERVAL_MS);
}

/** What the rule reads of an invoice as shown, with whether its quote's person was erased. */
export const reminderSubjectOf = (
  invoice: Pick<InvoiceDetail, 'kind' | 'status' | 'issuedAt' | 'recipient' | 'reminders'>,
  personErased: boolean,
): ReminderSubject => ({
  kind: invoice.kind,
  status: invoice.status,
  issuedAt: invoice.issuedAt,
  recipientEmail: invoice.recipient.email,
  personErased,
  remindersQueuedAt: invoice.reminders.map((reminder) => reminder.queuedAt),
});
