import type { Kysely } from 'kysely';
import { MAX_REMINDERS_PER_INVOICE, reminderCutoff } from '#core/invoicing/payment-reminders';
import type { BusinessDetails } from '#core/quotes/quote-view';
import type { Database } from '../db/schema';
import { enqueueMail } from '../mail/outbox-repository';
import { renderInvoicePdf } from '../pdf/invoice-pdf';
import { composePaymentReminderEmail } from './payment-reminder-email';
import { insertReminder, listReminderCandidates, setReminderOutbox } from './reminder-repository';
import { showInvoice } from './show-invoice';

/** How many invoices one run looks at: the rest wait for the next run (hourly), so a backlog never makes a long run. */
export const REMINDER_PAGE_SIZE = 25;

/**
 * One invoice's next reminder, if it is due: stored as reminder number n + 1 (unique per
 * invoice) and queued through the outbox in one transaction, keyed `invoice-reminder:<number>:<n>`.
 * Two servers due the same reminder store and queue it once. True when this call queued it.
 */
async function queueReminder(options: {
  db: Kysely<Database>;
  invoiceId: number;
  business: BusinessDetails;
  now: Date;
}): Promise<boolean> {
  const { db, invoiceId, business, now } = options;
  const invoice = await showInvoice({ db, id: invoiceId });
  // showInvoice applies the due rule (`nextReminderAt`) to what it read.
  if (invoice.nextReminderAt === null || Date.parse(invoice.nextReminderAt) > now.getTime()) return false;
  const pdf = await renderInvoicePdf({ invoice, business });
  if (!pdf.ok) throw new Error(`The invoice PDF of ${invoice.number} could not be made: ${pdf.error}`);
  const sequence = invoice.reminders.length + 1;
  return db.transaction().execute(async (trx) => {
    const reminderId = await insertReminder(trx, { invoiceId, sequence, queuedAt: now });
    if (reminderId === null) return false;
    const queued = await enqueueMail(trx, {
      kind: 'invoice_reminder',
      dedupeKey: `invoice-reminder:${invoice.number}:${sequence}`,
      message: composePaymentReminderEmail(invoice, business, pdf),
      now,
    });
    await setReminderOutbox(trx, reminderId, queued.id);
    return true;
  });
}

/**
 * ADR 047: one run of the payment reminders (a worker task, hourly). Looks at up to `pageSize`
 * invoices that may be due and queues each one's reminder that is; safe on several servers at
 * once and idempotent, so a run repeated at once queues nothing. Answers how many it queued.
 */
export async function sendPaymentReminders(options: {
  db: Kysely<Database>;
  business: BusinessDetails;
  now: Date;
  pageSize?: number;
  stopping?: () => boolean;
}): Promise<{ queued: number }> {
  const { db, business, now, pageSize = REMINDER_PAGE_SIZE, stopping = () => false } = options;
  const candidates = await listReminderCandidates(db, {
    cutoff: reminderCutoff(now),
    maxReminders: MAX_REMINDERS_PER_INVOICE,
    limit: pageSize,
  });
  let queued = 0;
  for (const invoiceId of candidates) {
    if (stopping()) break;
    if (await queueReminder({ db, invoiceId, business, now })) queued += 1;
  }
  return { queued };
}
