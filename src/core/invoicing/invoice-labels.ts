import type { InvoiceKind, InvoiceStatus, PAYMENT_METHODS } from './invoice-schemas';

/** ADR 047: where an invoice stands, in the words staff read. */
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  unpaid: 'Unpaid',
  part_paid: 'Part paid',
  paid: 'Paid',
  overpaid: 'Overpaid',
  credited: 'Credited',
  credit_note: 'Credit note',
};

export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = {
  deposit: 'Deposit',
  final: 'Final',
  credit_note: 'Credit note',
};

export const PAYMENT_METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], string> = {
  eft: 'EFT',
  cash: 'Cash',
  card: 'Card',
  other: 'Other',
};

/** How a payment came in; a stored method this list does not know is shown as it is. */
export const paymentMethodLabel = (method: string): string =>
  (PAYMENT_METHOD_LABELS as Record<string, string | undefined>)[method] ?? method;
