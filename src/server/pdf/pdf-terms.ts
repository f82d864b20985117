import { QUOTE_TERMS } from '../../core/quotes/quote-terms';
import type { BusinessDetails, QuoteView } from '../../core/quotes/quote-view';
import { COLOURS, FONTS, mm, PAGE } from './pdf-page';
import { textAt } from './pdf-text';

const TERMS_WIDTH = mm(92);
const BANK = { x: PAGE.marginX + mm(100), width: PAGE.contentWidth - mm(100), padding: mm(3.5), labelWidth: mm(25), rowGap: mm(1.2) };
const BANK_VALUE_WIDTH = BANK.width - 2 * BANK.padding - BANK.labelWidth;
const FONT_SIZE = 8;
const TERM_GAP = mm(1);
const HEADING_HEIGHT = mm(6.5);

interface TermsLayout {
  terms: { text: string; height: number }[];
  banking: { label: string; value: string; height: number }[];
  bankingHeight: number;
  height: number;
}

/** Measured first so the block moves to a new page whole, like a surface item. */
function layoutTerms(doc: PDFKit.PDFDocument, quote: QuoteView, business: BusinessDetails): TermsLayout {
  doc.font(FONTS.regular).fontSize(FONT_SIZE);
  const terms = QUOTE_TERMS.map((text) => ({ text, height: doc.heightOfString(text, { width: TERMS_WIDTH - mm(4) }) }));
  const { banking: account } = business;
  doc.font(FONTS.bold);
  const banking = [
    ['Bank', account.bank],
    ['Account name', account.accountName],
    ['Account number', account.accountNumber],
    ['Branch code', account.branchCode],
    // The quote number as reference lets the workshop match a payment to its quote.
    ['Reference', quote.quoteNumber],
  ].map(([label = '', value = '']) => ({ label, value, height: doc.heightOfString(value, { width: BANK_VALUE_WIDTH }) }));
  const bankingHeight = 2 * BANK.padding + banking.reduce((sum, row) => sum + row.height + BANK.rowGap, -BANK.rowGap);
  const termsHeight = terms.reduce((sum, term) => sum + term.height + TERM_GAP, 0);
  return { terms, banking, bankingHeight, height: HEADING_HEIGHT + Math.max(termsHeight, bankingHeight) };
}

export function termsHeight(doc: PDFKit.PDFDocument, quote: QuoteView, business: BusinessDetails): number {
  return layoutTerms(doc, quote, business).height;
}

/** Terms on the left; on the right, where to pay. */
export function drawTerms(doc: PDFKit.PDFDocument, quote: QuoteView, business: BusinessDetails, top: number): void {
  const layout = layoutTerms(doc, quote, business);
  const x = PAGE.marginX;
  doc.font(FONTS.bold).fontSize(10.5).fillColor(COLOURS.ink);
  textAt(doc, 'Terms and conditions', x, top);
  textAt(doc, 'Banking details', BANK.x, top);

  let y = top + HEADING_HEIGHT;
  doc.font(FONTS.regular).fontSize(FONT_SIZE);
  for (const term of layout.terms) {
    doc.fillColor(COLOURS.faint);
    textAt(doc, '•', x, y);
    doc.fillColor(COLOURS.ink).text(term.text, x + mm(4), y, { width: TERMS_WIDTH - mm(4) });
    y += term.height + TERM_GAP;
  }

  const panelTop = top + HEADING_HEIGHT;
  doc.roundedRect(BANK.x, panelTop, BANK.width, layout.bankingHeight, mm(1.5)).fill(COLOURS.panel);
  let rowY = panelTop + BANK.padding;
  for (const row of layout.banking) {
    doc.font(FONTS.regular).fontSize(FONT_SIZE).fillColor(COLOURS.muted);
    textAt(doc, row.label, BANK.x + BANK.padding, rowY);
    doc.font(FONTS.bold).fillColor(COLOURS.ink);
    doc.text(row.value, BANK.x + BANK.padding + BANK.labelWidth, rowY, { width: BANK_VALUE_WIDTH });
    rowY += row.height + BANK.rowGap;
  }
}
