import type { QuoteView } from '../../core/quotes/quote-view';
import { clientTypeLabel, formatQuoteDate } from './pdf-format';
import { COLOURS, FONTS, mm, PAGE } from './pdf-page';
import { textAt } from './pdf-text';

export const QUOTE_BLOCK_HEIGHT = mm(37);

const ROW_PITCH = mm(5);
const CUSTOMER_X = PAGE.marginX + mm(104);

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
  doc.font(FONTS.bold).fontSize(11.5).fillColor(COLOURS.ink);
  textAt(doc, quote.leadInfo.fullName, CUSTOMER_X, top + mm(6));
  const lines = [
    quote.leadInfo.companyName,
    quote.leadInfo.email,
    quote.leadInfo.phone,
    `Client type: ${clientTypeLabel(quote.clientType)}`,
  ].filter((line): line is string => line !== undefined && line.trim() !== '');
  doc.font(FONTS.regular).fontSize(9).fillColor(COLOURS.ink);
  lines.forEach((line, i) => textAt(doc, line, CUSTOMER_X, top + mm(11.5) + i * mm(4.3)));

  doc.moveTo(left, top + mm(32)).lineTo(PAGE.width - PAGE.marginX, top + mm(32)).lineWidth(0.5).stroke(COLOURS.rule);
}
