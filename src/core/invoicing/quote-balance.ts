import type { BankAccountType } from './owner-settings';
import type { InvoiceKind, InvoiceStatus, QuoteInvoice } from './invoice-schemas';

// Types only from the schema modules: a quote's page reads this without zod (ADR 008).

export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = {
  deposit: 'Deposit',
  final: 'Final',
  credit_note: 'Credit note',
};

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  unpaid: 'Unpaid',
  part_paid: 'Part paid',
  paid: 'Paid',
  overpaid: 'Overpaid',
  credited: 'Cancelled by a credit note',
  credit_note: 'Credit note',
};

export const BANK_ACCOUNT_TYPE_LABELS: Record<BankAccountType, string> = {
  cheque: 'Cheque',
  savings: 'Savings',
  transmission: 'Transmission',
};

export interface QuoteBalance {
  /** What the invoices still owe, each counted on its own. */
  owingCents: number;
  /** The invoices still owing, oldest first: each is paid with its own number as the reference. */
  owing: QuoteInvoice[];
}

/**
 * What a quote's invoices still owe (ADR 047). An overpayment on one invoice is not set off against another's
 * balance, as the floor reads each invoice on its own (ADR 050); it shows on its invoice. A credit note and a cancelled
 * invoice owe nothing.
 */
export function quoteBalance(invoices: readonly QuoteInvoice[]): QuoteBalance {
  const owing = invoices.filter((invoice) => invoice.owingCents > 0);
  return {
    owingCents: owing.reduce((sum, invoice) => sum + invoice.owingCents, 0),
    owing,
  };
}
