import type { Kysely } from 'kysely';
import { type AccountingExportFile, type AccountingFormat, accountingExport } from '#core/accounting/accounting-export';
import type { AccountingDocument, AccountingPayment } from '#core/accounting/accounting-records';
import type { Database } from '../db/schema';
import { type AccountingDocumentRow, accountingDocumentRows, accountingPaymentRows } from './accounting-repository';

/**
 * One of a period's two accounting files (docs/accounting-export-layouts.md): its invoices and
 * credit notes, or its payments, in Sage's or Xero's import layout.
 */
export async function accountingExportFile(options: {
  db: Kysely<Database>;
  format: AccountingFormat;
  period: { from: string; to: string };
  kind: 'invoices' | 'payments';
}): Promise<AccountingExportFile> {
  const { db, format, period, kind } = options;
  const documents = kind === 'invoices' ? (await accountingDocumentRows(db, period)).map(documentOf) : [];
  const payments = kind === 'payments' ? (await accountingPaymentRows(db, period)).map(paymentOf) : [];
  const files = accountingExport({ format, period, documents, payments });
  return kind === 'invoices' ? files.documents : files.payments;
}

function documentOf(row: AccountingDocumentRow): AccountingDocument {
  const totalCents = Number(row.total_cents);
  const quantity = Number(row.quantity);
  // A total that does not divide by the quantity is one line of one, so the total stays as printed.
  const whole = quantity > 0 && totalCents % quantity === 0;
  return {
    kind: row.kind === 'credit_note' ? 'credit_note' : 'invoice',
    number: row.number,
    issuedOn: row.issued_on,
    dueOn: row.issued_on,
    reference: row.credits_number ?? row.quote_number,
    contact: {
      name: row.recipient_name,
      // The package's account code for the customer: a partner business, or the person who asked for the quote.
      accountReference: row.partner_id === null ? `C${Number(row.lead_id)}` : `P${Number(row.partner_id)}`,
      email: row.recipient_email || undefined,
      address: row.recipient_address ? { line1: row.recipient_address } : undefined,
    },
    lines: [
      {
        description: row.description,
        quantity: whole ? quantity : 1,
        unitAmountCents: whole ? totalCents / quantity : totalCents,
      },
    ],
    vatCents: Number(row.vat_cents),
  };
}

function paymentOf(row: Awaited<ReturnType<typeof accountingPaymentRows>>[number]): AccountingPayment {
  return {
    paidOn: row.paid_on,
    amountCents: Number(row.amount_cents),
    invoiceNumber: row.number,
    contactName: row.recipient_name,
    method: row.method,
    reference: row.reference || undefined,
  };
}
