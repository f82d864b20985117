import type { InvoiceDetail } from '#core/invoicing/invoice-schemas';
import { formatDate } from '#core/dates';
import { formatRand } from '#core/money';
import type { BusinessDetails } from '#core/quotes/quote-view';
import type { PdfBrand } from './pdf-brand';
import { drawFooters } from './pdf-footer';
import { drawHeaderBand } from './pdf-header';
import { COLOURS, FONTS, mm, PAGE } from './pdf-page';
import { textAt, textRight } from './pdf-text';
import { writeDocument } from './quote-pdf';

export type InvoicePdfResult = { ok: true; bytes: Buffer; fileName: string } | { ok: false; error: string };

const LEFT = PAGE.marginX;
const RIGHT = PAGE.width - PAGE.marginX;
const MIDDLE = LEFT + PAGE.contentWidth / 2 + mm(4);
/** Right edges of the amount columns: quantity, value excluding VAT, VAT, total. */
const COLUMNS = { quantity: LEFT + mm(100), exclusive: LEFT + mm(128), vat: LEFT + mm(153), total: RIGHT };

export const invoiceTitle = (invoice: Pick<InvoiceDetail, 'kind'>) =>
  invoice.kind === 'credit_note' ? 'Credit Note' : 'Tax Invoice';

/** Lines of wrapped text from `y` within `width`; answers where the next line goes. */
function paragraph(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number): number {
  doc.text(text, x, y, { width, lineGap: 1 });
  return doc.y;
}

function drawParties(doc: PDFKit.PDFDocument, invoice: InvoiceDetail, top: number): number {
  const { supplier, recipient } = invoice;
  doc.font(FONTS.bold).fontSize(8).fillColor(COLOURS.muted);
  textAt(doc, 'FROM', LEFT, top);
  textAt(doc, 'TO', MIDDLE, top);
  doc.font(FONTS.bold).fontSize(10).fillColor(COLOURS.ink);
  let left = paragraph(doc, supplier.registeredName, LEFT, top + mm(5), MIDDLE - LEFT - mm(6));
  doc.font(FONTS.regular).fontSize(9);
  if (supplier.tradingName && supplier.tradingName !== supplier.registeredName)
    left = paragraph(doc, `Trading as ${supplier.tradingName}`, LEFT, left, MIDDLE - LEFT - mm(6));
  left = paragraph(doc, supplier.address, LEFT, left, MIDDLE - LEFT - mm(6));
  left = paragraph(doc, `VAT number: ${supplier.vatNumber}`, LEFT, left + mm(1), MIDDLE - LEFT - mm(6));

  doc.font(FONTS.bold).fontSize(10);
  let right = paragraph(doc, recipient.name, MIDDLE, top + mm(5), RIGHT - MIDDLE);
  doc.font(FONTS.regular).fontSize(9);
  if (recipient.address) right = paragraph(doc, recipient.address, MIDDLE, right, RIGHT - MIDDLE);
  if (recipient.vatNumber)
    right = paragraph(doc, `VAT number: ${recipient.vatNumber}`, MIDDLE, right + mm(1), RIGHT - MIDDLE);
  return Math.max(left, right) + mm(6);
}

function drawHeading(doc: PDFKit.PDFDocument, invoice: InvoiceDetail, top: number): number {
  doc.font(FONTS.bold).fontSize(20).fillColor(COLOURS.ink);
  textAt(doc, invoiceTitle(invoice), LEFT, top);
  doc.font(FONTS.regular).fontSize(9).fillColor(COLOURS.ink);
  const facts = [
    `${invoice.kind === 'credit_note' ? 'Credit note' : 'Invoice'} number: ${invoice.number}`,
    `Date: ${formatDate(new Date(invoice.issuedAt))}`,
    ...(invoice.credits ? [`Credits tax invoice ${invoice.credits.number}`] : [`Reference: ${invoice.reference}`]),
  ];
  facts.forEach((line, i) => textRight(doc, line, RIGHT, top + i * mm(4.5)));
  return top + mm(16);
}

function drawLines(doc: PDFKit.PDFDocument, invoice: InvoiceDetail, top: number): number {
  doc.rect(LEFT, top, PAGE.contentWidth, mm(7)).fill(COLOURS.panel);
  doc.font(FONTS.bold).fontSize(8).fillColor(COLOURS.ink);
  const head = top + mm(2.2);
  textAt(doc, 'Description', LEFT + mm(2), head);
  textRight(doc, 'Qty', COLUMNS.quantity, head);
  textRight(doc, 'Value excl. VAT', COLUMNS.exclusive, head);
  textRight(doc, 'VAT (15%)', COLUMNS.vat, head);
  textRight(doc, 'Total', COLUMNS.total - mm(2), head);
  doc.font(FONTS.regular).fontSize(9);
  const row = top + mm(10);
  const end = paragraph(doc, invoice.description, LEFT + mm(2), row, COLUMNS.quantity - LEFT - mm(14));
  textRight(doc, String(invoice.quantity), COLUMNS.quantity, row);
  textRight(doc, formatRand(invoice.exclusiveCents), COLUMNS.exclusive, row);
  textRight(doc, formatRand(invoice.vatCents), COLUMNS.vat, row);
  textRight(doc, formatRand(invoice.totalCents), COLUMNS.total - mm(2), row);
  const rule = Math.max(end, row + mm(5)) + mm(2);
  doc.moveTo(LEFT, rule).lineTo(RIGHT, rule).lineWidth(0.5).stroke(COLOURS.rule);
  const totals: [string, number][] = [
    ['Total excl. VAT', invoice.exclusiveCents],
    ['VAT at 15%', invoice.vatCents],
    [invoice.kind === 'credit_note' ? 'Total credited' : 'Total incl. VAT', invoice.totalCents],
  ];
  totals.forEach(([label, cents], i) => {
    doc.font(i === 2 ? FONTS.bold : FONTS.regular).fontSize(i === 2 ? 11 : 9);
    textAt(doc, label, COLUMNS.exclusive - mm(20), rule + mm(4) + i * mm(6));
    textRight(doc, formatRand(cents), COLUMNS.total - mm(2), rule + mm(4) + i * mm(6));
  });
  return rule + mm(24);
}

function drawPayment(doc: PDFKit.PDFDocument, invoice: InvoiceDetail, top: number): void {
  const width = PAGE.contentWidth;
  doc.font(FONTS.regular).fontSize(9).fillColor(COLOURS.ink);
  if (invoice.kind === 'credit_note') {
    paragraph(doc, `Reason: ${invoice.reason ?? ''}`, LEFT, top, width);
    return;
  }
  const { bank, paymentTerms } = invoice.supplier;
  doc.font(FONTS.bold).fontSize(10);
  let y = paragraph(doc, 'How to pay', LEFT, top, width);
  doc.font(FONTS.regular).fontSize(9);
  y = paragraph(
    doc,
    `Pay by EFT to ${bank.accountHolder}, ${bank.bankName}, ${bank.accountType} account ${bank.accountNumber}, branch code ${bank.branchCode}.`,
    LEFT,
    y + mm(1),
    width,
  );
  doc.font(FONTS.bold);
  y = paragraph(doc, `Use this reference: ${invoice.reference}`, LEFT, y + mm(1), width);
  doc.font(FONTS.regular);
  y = paragraph(
    doc,
    `Paid: ${formatRand(invoice.paidCents)}   Owing: ${formatRand(Math.max(invoice.owingCents, 0))}`,
    LEFT,
    y + mm(1),
    width,
  );
  if (paymentTerms) paragraph(doc, `Payment terms: ${paymentTerms}`, LEFT, y + mm(1), width);
}

/**
 * ADR 047: a tax invoice (section 20 of the VAT Act) or credit note (section 21) as a PDF in
 * the quote's look: the black band, the same fonts and footer. Everything printed comes from
 * the stored invoice, so the same invoice always prints the same.
 */
export async function renderInvoicePdf(options: {
  invoice: InvoiceDetail;
  business: BusinessDetails;
}): Promise<InvoicePdfResult> {
  const { invoice, business } = options;
  const brand: PdfBrand = {
    name: invoice.supplier.tradingName || business.name,
    isPartner: false,
    contacts: [business.email, business.phone],
  };
  try {
    const bytes = await writeDocument(
      (doc) => {
        drawHeaderBand(doc, brand);
        const afterHeading = drawHeading(doc, invoice, PAGE.firstContentTop);
        const afterParties = drawParties(doc, invoice, afterHeading);
        drawPayment(doc, invoice, drawLines(doc, invoice, afterParties));
        drawFooters(doc, brand, { ...business, name: brand.name, address: invoice.supplier.address });
      },
      {
        Title: `${invoiceTitle(invoice)} ${invoice.number}`,
        Author: brand.name,
        Creator: brand.name,
        CreationDate: new Date(invoice.issuedAt),
      },
    );
    return { ok: true, bytes, fileName: `${invoice.number}.pdf` };
  } catch (error) {
    return { ok: false, error: `Failed to generate PDF: ${error instanceof Error ? error.message : String(error)}` };
  }
}
