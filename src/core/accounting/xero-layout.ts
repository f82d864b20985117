import {
  type AccountingDocument,
  type AccountingLedger,
  type AccountingPayment,
  layoutCsv,
  layoutDate,
  randDecimal,
  safeText,
} from './accounting-records';

/**
 * Xero's sales invoice import template, column for column (docs/accounting-export-layouts.md):
 * the names with `*` are the ones Xero requires, and the header must be exactly this.
 */
export const XERO_SALES_HEADER = [
  '*ContactName',
  'EmailAddress',
  'POAddressLine1',
  'POAddressLine2',
  'POAddressLine3',
  'POAddressLine4',
  'POCity',
  'PORegion',
  'POPostalCode',
  'POCountry',
  '*InvoiceNumber',
  'Reference',
  '*InvoiceDate',
  '*DueDate',
  'InventoryItemCode',
  '*Description',
  '*Quantity',
  '*UnitAmount',
  'Discount',
  '*AccountCode',
  '*TaxType',
  'TrackingName1',
  'TrackingOption1',
  'TrackingName2',
  'TrackingOption2',
  'Currency',
  'BrandingTheme',
] as const;

/** Xero's bank statement import template: a payment is money in on the business's bank account. */
export const XERO_BANK_HEADER = ['*Date', '*Amount', 'Payee', 'Description', 'Reference', 'Cheque Number'] as const;

/** A South African organisation's Xero reads its dates day first. */
const XERO_DATE = 'DD/MM/YYYY';

/**
 * Invoices and credit notes, one row per document line, amounts including VAT (imported with
 * "Tax inclusive" chosen, so Xero's VAT is the document's total × 15/115 as printed). A credit
 * note is a document whose total is negative: its unit amounts are written negative.
 */
export function xeroSalesCsv(documents: readonly AccountingDocument[], ledger: AccountingLedger): string {
  const rows = documents.flatMap((document) => {
    const sign = document.kind === 'credit_note' ? -1 : 1;
    const { contact } = document;
    const address = contact.address ?? {};
    return document.lines.map((line) => {
      const cells: Record<(typeof XERO_SALES_HEADER)[number], string> = {
        '*ContactName': safeText(contact.name),
        EmailAddress: safeText(contact.email),
        POAddressLine1: safeText(address.line1),
        POAddressLine2: safeText(address.line2),
        POAddressLine3: '',
        POAddressLine4: '',
        POCity: safeText(address.city),
        PORegion: safeText(address.region),
        POPostalCode: safeText(address.postalCode),
        POCountry: safeText(address.country),
        '*InvoiceNumber': document.number,
        Reference: safeText(document.reference),
        '*InvoiceDate': layoutDate(document.issuedOn, XERO_DATE),
        '*DueDate': layoutDate(document.dueOn, XERO_DATE),
        InventoryItemCode: '',
        '*Description': safeText(line.description),
        '*Quantity': String(line.quantity),
        '*UnitAmount': randDecimal(sign * line.unitAmountCents),
        Discount: '',
        '*AccountCode': ledger.accountCode,
        '*TaxType': ledger.taxRate,
        TrackingName1: '',
        TrackingOption1: '',
        TrackingName2: '',
        TrackingOption2: '',
        Currency: 'ZAR',
        BrandingTheme: '',
      };
      return XERO_SALES_HEADER.map((column) => cells[column]);
    });
  });
  return layoutCsv(XERO_SALES_HEADER, rows);
}

/** Payments as bank statement lines: money in positive, the invoice number as the reference Xero matches on. */
export function xeroPaymentsCsv(payments: readonly AccountingPayment[]): string {
  const rows = payments.map((payment) => [
    layoutDate(payment.paidOn, XERO_DATE),
    randDecimal(payment.amountCents),
    safeText(payment.contactName),
    safeText(`Payment ${payment.invoiceNumber} (${payment.method}${payment.reference ? ` ${payment.reference}` : ''})`),
    payment.invoiceNumber,
    '',
  ]);
  return layoutCsv(XERO_BANK_HEADER, rows);
}
