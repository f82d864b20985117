import type { Kysely, Transaction } from 'kysely';
import type { RecordPayment } from '#core/invoicing/invoice-schemas';
import type { StaffActor } from '../back-office/staff-actor';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { findInvoiceRow, insertPayment } from './invoice-repository';

/**
 * ADR 047: staff record a payment against an invoice: a part payment leaves the rest owing,
 * an overpayment shows as such. A credit note, or an invoice a credit note cancelled, takes none.
 */
export async function recordPayment(options: {
  db: Kysely<Database>;
  invoiceId: number;
  payment: RecordPayment;
  actor: StaffActor;
  now: Date;
}): Promise<void> {
  const { db, ...payment } = options;
  await db.transaction().execute((trx) => recordPaymentIn(trx, payment));
}

/**
 * The same inside a caller's transaction; a payment from a bank statement carries its line's
 * identity, which the database keeps unique among payments.
 */
export async function recordPaymentIn(
  trx: Transaction<Database>,
  options: { invoiceId: number; payment: RecordPayment; actor: StaffActor; now: Date; statementLineIdentity?: string },
): Promise<void> {
  const { invoiceId, payment, actor, now } = options;
  const invoice = await findInvoiceRow(trx, invoiceId);
  if (!invoice) throw new AppError('not_found', 'Invoice not found');
  if (invoice.kind === 'credit_note')
    throw new AppError('conflict', `${invoice.number} is a credit note: a payment goes against an invoice.`);
  if (invoice.credited_by_id !== null) {
    throw new AppError(
      'conflict',
      `${invoice.number} was cancelled by credit note ${invoice.credited_by_number}: record the payment against the invoice that replaced it.`,
    );
  }
  await insertPayment(trx, {
    invoice_id: invoiceId,
    amount_cents: payment.amountCents,
    paid_on: payment.paidOn,
    method: payment.method,
    reference: payment.reference,
    recorded_at: now.toISOString(),
    staff_user_id: actor.staffUserId,
    staff_name: actor.name,
    statement_line_identity: options.statementLineIdentity ?? null,
  });
}
