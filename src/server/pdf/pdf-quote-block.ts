import type { QuoteView } from '#core/quotes/quote-view';
import { clientTypeLabel, formatQuoteDate } from './pdf-format';
import { COLOURS, FONTS, mm, PAGE } from './pdf-page';
import { fittedFontSize, textAt } from './pdf-text';
import { chooseCustomerFont, helveticaAlignedTop, type TextWeight } from './pdf-unicode-text';
import { wrapText, type BreakRule } from './pdf-wrap';

const ROW_PITCH = mm(5);
const CUSTOMER_X = PAGE.marginX + mm(104);
const CUSTOMER_WIDTH = PAGE.width - PAGE.marginX - CUSTOMER_X;
const NAME_TOP = mm(6);
/** From the top of the name's last line to the first detail. */
const NAME_TO_DETAILS = mm(5.5);
const DETAIL_PITCH = mm(4.3);
/** A wrapped line's pitch, in font sizes: closer than DETAIL_PITCH, so a wrapped detail reads as one. */
const WRAPPED_LINE_PITCH = 1.2;
/** The rule under the block: never higher than this, and this far below the top of the customer's last line. */
const RULE_TOP = mm(32);
const LAST_LINE_TO_RULE = mm(7.6);
const RULE_TO_END = mm(5);

interface PrintedLine {
  text: string;
  font: string;
  size: number;
  /** From the block's top to the line's top, as Helvetica would hang it. */
  y: number;
}

interface QuoteBlockLayout {
  customer: PrintedLine[];
  ruleY: number;
  height: number;
}

interface CustomerDetail {
  text: string;
  weight: TextWeight;
  /** On one line at `size`, or as small as `minSize` to stay on one line; past that, wrapped at `wrapSize`. */
  size: number;
  minSize: number;
  wrapSize: number;
  breaks: BreakRule;
}

/**
 * One of the customer's details, on as many lines as it needs: the customer's own name and
 * contacts are never cut (an e-mail address cut short cannot be written to).
 */
function customerLines(doc: PDFKit.PDFDocument, detail: CustomerDetail, y: number): PrintedLine[] {
  const { text, font } = chooseCustomerFont(doc, detail.text, detail.weight);
  const fitted = fittedFontSize(doc, text, CUSTOMER_WIDTH, detail.size, detail.minSize);
  doc.fontSize(fitted);
  if (doc.widthOfString(text) <= CUSTOMER_WIDTH) return [{ text, font, size: fitted, y }];
  const size = detail.wrapSize;
  doc.fontSize(size);
  return wrapText(doc, text, CUSTOMER_WIDTH, detail.breaks).map((line, i) => ({
    text: line,
    font,
    size,
    y: y + i * size * WRAPPED_LINE_PITCH,
  }));
}

/** Measured first, so the block takes the room the customer's details need (the flow places it whole). */
function layoutQuoteBlock(doc: PDFKit.PDFDocument, quote: QuoteView): QuoteBlockLayout {
  const { leadInfo } = quote;
  const name = customerLines(
    doc,
    { text: leadInfo.fullName, weight: 'bold', size: 11.5, minSize: 9.5, wrapSize: 9.5, breaks: 'words' },
    NAME_TOP,
  );
  const customer = [...name];
  let y = (name.at(-1)?.y ?? NAME_TOP) + NAME_TO_DETAILS;
  const details: { text: string | undefined; breaks: BreakRule }[] = [
    { text: leadInfo.companyName, breaks: 'words' },
    { text: leadInfo.email, breaks: 'email' },
    { text: leadInfo.phone, breaks: 'words' },
    { text: `Client type: ${clientTypeLabel(quote.clientType)}`, breaks: 'words' },
  ];
  for (const { text, breaks } of details) {
    if (text === undefined || text.trim() === '') continue;
    const lines = customerLines(
      doc,
      { text: text.trim(), weight: 'regular', size: 9, minSize: 8, wrapSize: 9, breaks },
      y,
    );
    customer.push(...lines);
    y = (lines.at(-1)?.y ?? y) + DETAIL_PITCH;
  }
  const ruleY = Math.max(RULE_TOP, (customer.at(-1)?.y ?? 0) + LAST_LINE_TO_RULE);
  return { customer, ruleY, height: ruleY + RULE_TO_END };
}

/** The block's height for this quote: taller when the customer's details wrap. */
export function quoteBlockHeight(doc: PDFKit.PDFDocument, quote: QuoteView): number {
  return layoutQuoteBlock(doc, quote).height;
}

/** The 'QUOTE' title with its number and dates, and who it is for. */
export function drawQuoteBlock(doc: PDFKit.PDFDocument, quote: QuoteView, top: number): void {
  const layout = layoutQuoteBlock(doc, quote);
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
  doc.fillColor(COLOURS.ink);
  for (const line of layout.customer) {
    doc.font(line.font).fontSize(line.size);
    textAt(doc, line.text, CUSTOMER_X, helveticaAlignedTop(doc, top + line.y, line.size));
  }

  doc
    .moveTo(left, top + layout.ruleY)
    .lineTo(PAGE.width - PAGE.marginX, top + layout.ruleY)
    .lineWidth(0.5)
    .stroke(COLOURS.rule);
}
