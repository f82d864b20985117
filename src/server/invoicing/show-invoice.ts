import type { Kysely, Transaction } from 'kysely';
import { invoiceSupplierSchema, type InvoiceDetail } from '#core/invoicing/invoice-schemas';
import { nextReminderAt, reminderSubjectOf } from '#core/invoicing/payment-reminders';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { findInvoiceRow, listPayments, summaryOf } from './invoice-repository';
import { listReminders, quotePersonErased } from './reminder-repository';

/**
 * One invoice or credit note with what it printed, the payments against it, its payment
 * reminders and when the next is due (ADR 047).
 */
export async function showInvoice(options: {
  db: Kysely<Database> | Transaction<Database>;
  id: number;
}): Promise<InvoiceDetail> {
  const { db, id } = options;
  const row = await findInvoiceRow(db, id);
  if (!row) throw new AppError('not_found', 'Invoice not found');
  const credits =
    row.credits_invoice_id === null ? undefined : await findInvoiceRow(db, Number(row.credits_invoice_id));
  // One after another: `db` may be a transaction, one connection.
  const payments = await listPayments(db, id);
  const reminders = await listReminders(db, id);
  const personErased = await quotePersonErased(db, Number(row.quote_id));
  const invoice: Omit<InvoiceDetail, 'nextReminderAt'> = {
    ...summaryOf(row),
    reference: row.number,
    issuedAt: row.issued_at,
    supplier: invoiceSupplierSchema.parse(JSON.parse(row.supplier_json)),
    recipient: {
      name: row.recipient_name,
      address: row.recipient_address,
      vatNumber: row.recipient_vat_number,
      email: row.recipient_email,
      partner: row.partner_id !== null,
    },
    description: row.description,
    quantity: Number(row.quantity),
    exclusiveCents: Number(row.exclusive_cents),
    reason: row.reason,
    credits: credits ? { id: Number(credits.id), number: credits.number } : null,
    creditedBy:
      row.credited_by_id === null ? null : { id: Number(row.credited_by_id), number: row.credited_by_number ?? '' },
    payments: payments.map((payment) => ({
      id: Number(payment.id),
      amountCents: Number(payment.amount_cents),
      paidOn: payment.paid_on,
      method: payment.method,
      reference: payment.reference,
      recordedAt: payment.recorded_at,
      recordedBy: payment.staff_name,
    })),
    reminders: reminders.map((queuedAt) => ({ queuedAt })),
  };
  const next = nextReminderAt(reminderSubjectOf(invoice, personErased));
  return { ...invoice, nextReminderAt: next ? next.toISOString() : null };
}
