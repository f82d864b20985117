import { formatDate } from '#core/dates';
import type { InvoiceDetail } from '#core/invoicing/invoice-schemas';
import type { OwnerSettings } from '#core/invoicing/owner-settings';

/** `R 12,345.67`, as a tax invoice prints rand, worked out here apart from the app's own formatter. */
export const printedRand = (cents: number): string =>
  `R ${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A PDF's text as `pdftotext -raw` reads it with each run of white space made one space, as the fields are written. */
export const oneLine = (text: string): string => text.replace(/\s+/g, ' ');

/**
 * What section 20 of the VAT Act has a tax invoice print (ADR 047), as pdftotext finds it (`oneLine`): the words
 * "Tax Invoice"; the supplier's name, address and VAT number; the invoice's number and date; the recipient's name,
 * and address and VAT number when the test gave them (an invoice above R 5,000 has the address); the description,
 * quantity, value excluding VAT, the VAT and the total.
 */
export function section20Fields(options: {
  supplier: Pick<OwnerSettings, 'registeredName' | 'address' | 'vatNumber'>;
  recipient: { name: string; address?: string; vatNumber?: string };
  invoice: Pick<
    InvoiceDetail,
    'number' | 'issuedAt' | 'description' | 'quantity' | 'exclusiveCents' | 'vatCents' | 'totalCents'
  >;
}): string[] {
  const { supplier, recipient, invoice } = options;
  const [exclusive, vat, total] = [invoice.exclusiveCents, invoice.vatCents, invoice.totalCents].map(printedRand);
  return [
    'Tax Invoice',
    oneLine(supplier.registeredName),
    oneLine(supplier.address),
    `VAT number: ${supplier.vatNumber}`,
    `Invoice number: ${invoice.number}`,
    `Date: ${formatDate(new Date(invoice.issuedAt))}`,
    oneLine(recipient.name),
    ...(recipient.address ? [oneLine(recipient.address)] : []),
    ...(recipient.vatNumber ? [`VAT number: ${recipient.vatNumber}`] : []),
    oneLine(invoice.description),
    'Qty',
    'Value excl. VAT',
    // The line's quantity and amounts in their columns, then the totals under them.
    `${invoice.quantity} ${exclusive} ${vat} ${total}`,
    `Total excl. VAT ${exclusive}`,
    `VAT at 15% ${vat}`,
    `Total incl. VAT ${total}`,
  ];
}
