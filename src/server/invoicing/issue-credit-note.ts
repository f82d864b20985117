import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { workshopDay } from '../quotes/quote-number';
import { takeInvoiceNumber } from './invoice-number';
import { findInvoiceIdByKey, findInvoiceRow, insertInvoice } from './invoice-repository';
import { supplierOf } from './issue-quote-invoice';
import { readOwnerSettings } from './owner-settings-repository';

/**
 * ADR 047: a cancelled invoice is never deleted or changed; a credit note (section 21 of the
 * VAT Act, its own CN series) takes all of it back and cites it. One per invoice: asking again
 * answers the first. The supplier is printed as the owner settings are now.
 */
export async function issueCreditNote(options: {
  db: Kysely<Database>;
  invoiceId: number;
  reason: string;
  now: Date;
}): Promise<{ id: number; issued: boolean }> {
  const { db, invoiceId, reason, now } = options;
  return db.transaction().execute(async (trx) => {
    const invoice = await findInvoiceRow(trx, invoiceId);
    if (!invoice) throw new AppError('not_found', 'Invoice not found');
    if (invoice.kind === 'credit_note')
      throw new AppError('conflict', `${invoice.number} is a credit note: it cannot be credited itself.`);
    const issueKey = `credit:${invoiceId}`;
    const existing = await findInvoiceIdByKey(trx, issueKey);
    if (existing !== null) return { id: existing, issued: false };
    const number = await takeInvoiceNumber(trx, 'CN');
    const id = await insertInvoice(trx, {
      number,
      kind: 'credit_note',
      issue_key: issueKey,
      quote_id: Number(invoice.quote_id),
      credits_invoice_id: invoiceId,
      issued_at: now.toISOString(),
      issued_on: workshopDay(now),
      supplier_json: JSON.stringify(supplierOf(await readOwnerSettings(trx))),
      recipient_name: invoice.recipient_name,
      recipient_address: invoice.recipient_address,
      recipient_vat_number: invoice.recipient_vat_number,
      recipient_email: invoice.recipient_email,
      partner_id: invoice.partner_id,
      description: `Cancels tax invoice ${invoice.number}: ${invoice.description}`,
      quantity: invoice.quantity,
      total_cents: Number(invoice.total_cents),
      vat_cents: Number(invoice.vat_cents),
      exclusive_cents: Number(invoice.exclusive_cents),
      reason,
    });
    return { id, issued: true };
  });
}
