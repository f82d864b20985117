import {
  type AccountingDocument,
  type AccountingLedger,
  type AccountingPayment,
  documentTotalCents,
  layoutCsv,
  layoutDate,
  randDecimal,
  safeText,
} from './accounting-records';

/**
 * Sage Business Cloud Accounting's sales quick entry import, VAT registered, column for column
 * (docs/accounting-export-layouts.md): the header must be exactly this.
 */
export const SAGE_SALES_HEADER = [
  'Type',
  'Customer Reference',
  'Date',
  'Customer Name',
  'Reference',
  'Ledger Account',
  'Details',
  'Net',
  'VAT Rate',
  'VAT',
  'Total',
  'Analysis Type 1',
  'Analysis Type 2',
  'Analysis Type 3',
] as const;

/** Sage's three-column bank statement import: a payment is money in on the business's bank account. */
export const SAGE_BANK_HEADER = ['Date', 'Description', 'Amount'] as const;

/** The quick entry import's day format, as Sage documents it. */
const SAGE_ENTRY_DATE = 'DD-MM-YYYY';
/** The bank statement import's day format. */
const SAGE_BANK_DATE = 'DD/MM/YYYY';
/** Sage's longest customer reference and entry reference. */
const MAX_CUSTOMER_REFERENCE = 10;
const MAX_REFERENCE = 25;

/**
 * One quick entry per invoice or credit note: net, VAT and total as printed on the document, so
 * Sage books the VAT to the cent. A credit note is told by its type, `Cr Note`, with its amounts
 * positive, as Sage's quick entries take them.
 */
export function sageSalesCsv(documents: readonly AccountingDocument[], ledger: AccountingLedger): string {
  const rows = documents.map((document) => {
    const totalCents = documentTotalCents(document);
    const cells: Record<(typeof SAGE_SALES_HEADER)[number], string> = {
      Type: document.kind === 'credit_note' ? 'Cr Note' : 'Invoice',
      'Customer Reference': safeText(document.contact.accountReference).slice(0, MAX_CUSTOMER_REFERENCE),
      Date: layoutDate(document.issuedOn, SAGE_ENTRY_DATE),
      'Customer Name': safeText(document.contact.name),
      Reference: document.number.slice(0, MAX_REFERENCE),
      'Ledger Account': ledger.accountCode,
      Details: safeText(detailsOf(document)),
      Net: randDecimal(totalCents - document.vatCents),
      'VAT Rate': ledger.taxRate,
      VAT: randDecimal(document.vatCents),
      Total: randDecimal(totalCents),
      'Analysis Type 1': '',
      'Analysis Type 2': '',
      'Analysis Type 3': '',
    };
    return SAGE_SALES_HEADER.map((column) => cells[column]);
  });
  return layoutCsv(SAGE_SALES_HEADER, rows);
}

/** What the entry is for: the document's lines, and what the customer knows it by. */
function detailsOf(document: AccountingDocument): string {
  const lines = document.lines
    .map((line) => (line.quantity === 1 ? line.description : `${line.quantity} × ${line.description}`))
    .join('; ');
  return document.reference ? `${lines} (${document.reference})` : lines;
}

/**
 * Payments as bank statement lines, money in positive, the invoice number first in the description for Sage's matching.
 */
export function sagePaymentsCsv(payments: readonly AccountingPayment[]): string {
  const rows = payments.map((payment) => [
    layoutDate(payment.paidOn, SAGE_BANK_DATE),
    safeText(
      `${payment.invoiceNumber} ${payment.contactName} (${payment.method}${payment.reference ? ` ${payment.reference}` : ''})`,
    ),
    randDecimal(payment.amountCents),
  ]);
  return layoutCsv(SAGE_BANK_HEADER, rows);
}
