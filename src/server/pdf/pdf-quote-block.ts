import type { QuoteView } from '../../core/quotes/quote-view';
import { clientTypeLabel, formatQuoteDate } from './pdf-format';
import { COLOURS, FONTS, mm, PAGE } from './pdf-page';
import { fittedFontSize, textAt } from './pdf-text';
import { helveticaAlignedTop, useCustomerFont } from './pdf-unicode-text';

export const QUOTE_BLOCK_HEIGHT = mm(37);

const ROW_PITCH = mm(5);
const CUSTOMER_X = PAGE.marginX + mm(104);
const CUSTOMER_WIDTH = PAGE.width - PAGE.marginX - CUSTOMER_X;
/** How far a name that needs two lines pushes the lines below it down. */
const WRAPPED_NAME_SHIFT = mm(3.5);

/** The 'QUOTE' title with its number and dates, and who it is for. */
export function drawQuoteBlock(doc: PDFKit.PDFDocument, quote: QuoteView, top: number): void {
  const left = PAGE.marginX;
  doc.font(FONTS.bold).fontSize(26).fillColor(COLOURS.ink);
  textAt(doc, 'QUOTE', left, top);

  const facts: [string, string][] = [
    ['Quote number', quote.quoteNumber],
    ['Quote date', formatQuoteDate(quote.quoteDate)],
    ['Valid until', formatQuoteDate(quote.validUntil)],
  ];
  facts.forEach(([label, value], i) => {
    const y = top + mm(13) + i * ROW_PITCH;
    doc.font(FONTS.regular).fontSize(8.5).fillColor(COLOURS.muted);
    textAt(doc, label, left, y);
    doc.font(FONTS.bold).fontSize(9.5).fillColor(COLOURS.ink);
    textAt(doc, value, left + mm(26), y - 0.5);
  });

  doc.font(FONTS.bold).fontSize(7.5).fillColor(COLOURS.muted);
  textAt(doc, 'PREPARED FOR', CUSTOMER_X, top + mm(1));
  const shift = drawCustomerName(doc, quote.leadInfo.fullName, top + mm(6));
  const lines = [
    quote.leadInfo.companyName,
    quote.leadInfo.email,
    quote.leadInfo.phone,
    `Client type: ${clientTypeLabel(quote.clientType)}`,
  ].filter((line): line is string => line !== undefined && line.trim() !== '');
  doc.fillColor(COLOURS.ink);
  lines.forEach((line, i) => drawCustomerLine(doc, line, top + mm(11.5) + shift + i * mm(4.3)));

  doc.moveTo(left, top + mm(32)).lineTo(PAGE.width - PAGE.marginX, top + mm(32)).lineWidth(0.5).stroke(COLOURS.rule);
}

/**
 * The customer's name as typed, in any script (issue 12 §4): on one line when it fits, else
 * smaller on two, cut with an ellipsis past that. Answers how far it pushed what follows.
 */
function drawCustomerName(doc: PDFKit.PDFDocument, fullName: string, y: number): number {
  const name = useCustomerFont(doc, fullName, 'bold');
  doc.fontSize(11.5).fillColor(COLOURS.ink);
  if (doc.widthOfString(name) <= CUSTOMER_WIDTH) {
    textAt(doc, name, CUSTOMER_X, helveticaAlignedTop(doc, y, 11.5));
    return 0;
  }
  doc.fontSize(9.5);
  doc.text(name, CUSTOMER_X, helveticaAlignedTop(doc, y, 9.5), { width: CUSTOMER_WIDTH, height: doc.currentLineHeight(true) * 2.5, ellipsis: true });
  return WRAPPED_NAME_SHIFT;
}

/** A line of the customer's details, made smaller to fit the column and cut with an ellipsis past that. */
function drawCustomerLine(doc: PDFKit.PDFDocument, text: string, y: number): void {
  const line = useCustomerFont(doc, text, 'regular');
  const size = fittedFontSize(doc, line, CUSTOMER_WIDTH, 9, 7);
  doc.fontSize(size);
  const top = helveticaAlignedTop(doc, y, size);
  if (doc.widthOfString(line) <= CUSTOMER_WIDTH) textAt(doc, line, CUSTOMER_X, top);
  else doc.text(line, CUSTOMER_X, top, { width: CUSTOMER_WIDTH, height: doc.currentLineHeight(), ellipsis: true, lineBreak: false });
}
