import { stringify } from 'csv-stringify/sync';
import { exactAdd, exactMultiply, toSafeNumber } from '#core/money';

/** A customer or partner business as an accounting package's contact. */
export interface AccountingContact {
  name: string;
  /** The contact's account code in the package (Sage's "Customer Reference", at most 10 characters). */
  accountReference: string;
  email?: string;
  address?: { line1?: string; line2?: string; city?: string; region?: string; postalCode?: string; country?: string };
}

export interface AccountingLine {
  description: string;
  /** A whole number of units. */
  quantity: number;
  /** One unit's price including VAT, in cents. */
  unitAmountCents: number;
}

/**
 * A tax invoice or a credit note as it is exported: its amounts as printed on the document,
 * positive for both kinds (each layout writes a credit note the way it wants it).
 */
export interface AccountingDocument {
  kind: 'invoice' | 'credit_note';
  /** `INV-000123` or `CN-000001`. */
  number: string;
  issuedOn: string;
  dueOn: string;
  /** What the customer knows it by: the quote's number; for a credit note, the invoice it cites. */
  reference?: string;
  contact: AccountingContact;
  lines: AccountingLine[];
  /** The document's VAT as printed (its total × 15/115, rounded once). */
  vatCents: number;
}

/** A payment received against an invoice. */
export interface AccountingPayment {
  paidOn: string;
  amountCents: number;
  /** The invoice it paid, `INV-000123`: the EFT reference. */
  invoiceNumber: string;
  contactName: string;
  method: string;
  reference?: string;
}

/** Where the sales are booked in the package: ledger account and VAT rate, as named there. */
export interface AccountingLedger {
  accountCode: string;
  taxRate: string;
}

/** A document's total including VAT: each line's quantity × its unit price. */
export function documentTotalCents(document: AccountingDocument): number {
  return toSafeNumber(
    document.lines.reduce(
      (sum, line) => exactAdd(sum, exactMultiply(line.quantity, line.unitAmountCents)),
      0 as number | bigint,
    ),
  );
}

/** Integer cents as the decimal rand an import file wants: `123456` → `1234.56`, `-5` → `-0.05`. */
export function randDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be a safe integer: ${cents}`);
  const magnitude = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

/** `2026-12-06` in a layout's day format: `DD/MM/YYYY` → `06/12/2026`. */
export function layoutDate(isoDay: string, format: 'DD/MM/YYYY' | 'DD-MM-YYYY'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) throw new RangeError(`Not a day: ${isoDay}`);
  const separator = format === 'DD/MM/YYYY' ? '/' : '-';
  return [match[3], match[2], match[1]].join(separator);
}

/** What a spreadsheet may run as a formula when a cell starts with it (the full-width forms too). */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * Text from people (names, descriptions) on one line, and never a spreadsheet formula: a
 * bookkeeper often opens the file before importing it (CSV injection). Amounts are not passed
 * through here, so a credit note's `-120.00` stays a number.
 */
export function safeText(text: string | undefined): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return FORMULA_START.test(flat) ? `'${flat}` : flat;
}

/**
 * Rows under a header as CSV: CRLF line ends, fields quoted only when they must be, no byte-order mark (an import reads
 * the header's first name as it is).
 */
export function layoutCsv(header: readonly string[], rows: readonly string[][]): string {
  return stringify([[...header], ...rows], { record_delimiter: 'windows', quoted_match: /[\r\n]/ });
}

/** Whether a day lies in a period, both ends included. */
export function inPeriod(isoDay: string, period: { from: string; to: string }): boolean {
  return isoDay >= period.from && isoDay <= period.to;
}
