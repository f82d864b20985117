import { z } from 'zod';
import { type AccountingDocument, type AccountingLedger, type AccountingPayment, inPeriod } from './accounting-records';
import { sagePaymentsCsv, sageSalesCsv } from './sage-layout';
import { xeroPaymentsCsv, xeroSalesCsv } from './xero-layout';

export const ACCOUNTING_FORMATS = ['sage', 'xero'] as const;
export type AccountingFormat = (typeof ACCOUNTING_FORMATS)[number];

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A day is written 2026-12-06.');

/** The export's query: which package's layout, and the period's first and last day. */
export const accountingExportQuerySchema = z
  .object({ format: z.enum(ACCOUNTING_FORMATS), from: isoDay, to: isoDay })
  .refine(({ from, to }) => from <= to, { path: ['to'], message: 'The period ends before it starts.' });

/**
 * Where the sales are booked when the owner has named nothing else: Xero's default chart's
 * Sales account and its South African standard rate; Sage's first sales account and its
 * standard rate. Each must be the name the bookkeeper's own package uses.
 */
export const DEFAULT_LEDGERS: Record<AccountingFormat, AccountingLedger> = {
  xero: { accountCode: '200', taxRate: 'Standard Rate Sales' },
  sage: { accountCode: '4000', taxRate: 'Standard' },
};

export interface AccountingExportFile {
  fileName: string;
  csv: string;
}

/**
 * A period's invoices and credit notes (by the day they were issued) and payments (by the day
 * they were paid) in one package's import layouts: the sales documents in one file, the payments
 * as a bank statement in another, each in date order.
 */
export function accountingExport(options: {
  format: AccountingFormat;
  period: { from: string; to: string };
  documents: readonly AccountingDocument[];
  payments: readonly AccountingPayment[];
  ledger?: AccountingLedger;
}): { documents: AccountingExportFile; payments: AccountingExportFile } {
  const { format, period } = options;
  const ledger = options.ledger ?? DEFAULT_LEDGERS[format];
  const documents = options.documents
    .filter((document) => inPeriod(document.issuedOn, period))
    .sort((a, b) => a.issuedOn.localeCompare(b.issuedOn) || a.number.localeCompare(b.number));
  const payments = options.payments
    .filter((payment) => inPeriod(payment.paidOn, period))
    .sort((a, b) => a.paidOn.localeCompare(b.paidOn) || a.invoiceNumber.localeCompare(b.invoiceNumber));
  const name = (what: string) => `grainline-${format}-${what}-${period.from}-to-${period.to}.csv`;
  return {
    documents: {
      fileName: name('invoices'),
      csv: format === 'xero' ? xeroSalesCsv(documents, ledger) : sageSalesCsv(documents, ledger),
    },
    payments: {
      fileName: name('payments'),
      csv: format === 'xero' ? xeroPaymentsCsv(payments) : sagePaymentsCsv(payments),
    },
  };
}
