import { quoteTerms } from '#core/quotes/quote-terms';
import type { BusinessDetails, QuoteView } from '#core/quotes/quote-view';
import { COLOURS, FONTS, mm, PAGE } from './pdf-page';
import { textAt } from './pdf-text';

const TERMS_WIDTH = mm(92);
const BANK = {
  x: PAGE.marginX + mm(100),
  width: PAGE.contentWidth - mm(100),
  padding: mm(3.5),
  labelWidth: mm(25),
  rowGap: mm(1.2),
};
const BANK_VALUE_WIDTH = BANK.width - 2 * BANK.padding - BANK.labelWidth;
const FONT_SIZE = 8;
const TERM_GAP = mm(1);
const HEADING_HEIGHT = mm(6.5);

const NOTE_WIDTH = BANK.width - 2 * BANK.padding;
const NOTE_GAP = mm(2);

interface PanelNote {
  text: string;
  bold: boolean;
}

interface PaymentPanel {
  /** 'Banking details' on the workshop's own quote, 'Payment' on a partner's. */
  heading: string;
  /** Lines across the panel's whole width, above the labelled rows: a partner's payment line and contacts. */
  notes: PanelNote[];
  rows: [label: string, value: string][];
}

interface TermsLayout {
  terms: { text: string; height: number }[];
  /** Absent when the workshop has set no banking details: no heading and no empty panel. */
  payment?: {
    heading: string;
    notes: (PanelNote & { height: number })[];
    rows: { label: string; value: string; height: number }[];
    height: number;
  };
  height: number;
}

/**
 * Where to pay. A partner's client pays the partner, not the workshop (PARTNER-20, white label):
 * their panel names the partner and the partner's contacts and never the workshop's account.
 * The contacts run the panel's full width, so an e-mail address is not broken at its hyphens.
 */
function paymentPanel(quote: QuoteView, business: BusinessDetails): PaymentPanel | undefined {
  // The quote number as reference lets whoever is paid match a payment to its quote.
  const reference: [string, string] = ['Reference', quote.quoteNumber];
  if (quote.partner) {
    const { businessName, contact } = quote.partner;
    const contacts = contact
      ? [contact.email, contact.phone].filter((text) => text !== '').map((text) => ({ text, bold: true }))
      : [];
    return {
      heading: 'Payment',
      notes: [{ text: `Payment is arranged with ${businessName}.`, bold: false }, ...contacts],
      rows: [reference],
    };
  }
  const { banking: account } = business;
  // A detail the workshop has not set is left out; with none set there is nothing to pay into.
  const rows = (
    [
      ['Bank', account.bank],
      ['Account name', account.accountName],
      ['Account number', account.accountNumber],
      ['Branch code', account.branchCode],
    ] as const
  ).flatMap(([label, value]): [string, string][] => (value ? [[label, value]] : []));
  return rows.length === 0 ? undefined : { heading: 'Banking details', notes: [], rows: [...rows, reference] };
}

/** Measured first so the block moves to a new page whole, like a surface item. */
function layoutTerms(doc: PDFKit.PDFDocument, quote: QuoteView, business: BusinessDetails): TermsLayout {
  doc.font(FONTS.regular).fontSize(FONT_SIZE);
  const terms = quoteTerms(quote.leadTime).map((text) => ({
    text,
    height: doc.heightOfString(text, { width: TERMS_WIDTH - mm(4) }),
  }));
  const termsHeight = terms.reduce((sum, term) => sum + term.height + TERM_GAP, 0);
  const panel = paymentPanel(quote, business);
  if (!panel) return { terms, height: HEADING_HEIGHT + termsHeight };
  const notes = panel.notes.map((note) => ({
    ...note,
    height: doc.font(note.bold ? FONTS.bold : FONTS.regular).heightOfString(note.text, { width: NOTE_WIDTH }),
  }));
  doc.font(FONTS.bold);
  const rows = panel.rows.map(([label, value]) => ({
    label,
    value,
    height: doc.heightOfString(value, { width: BANK_VALUE_WIDTH }),
  }));
  const notesHeight =
    notes.reduce((sum, note) => sum + note.height + BANK.rowGap, 0) + (notes.length > 0 ? NOTE_GAP - BANK.rowGap : 0);
  const panelHeight =
    2 * BANK.padding + notesHeight + rows.reduce((sum, row) => sum + row.height + BANK.rowGap, -BANK.rowGap);
  return {
    terms,
    payment: { heading: panel.heading, notes, rows, height: panelHeight },
    height: HEADING_HEIGHT + Math.max(termsHeight, panelHeight),
  };
}

export function termsHeight(doc: PDFKit.PDFDocument, quote: QuoteView, business: BusinessDetails): number {
  return layoutTerms(doc, quote, business).height;
}

/** Terms on the left; on the right, where to pay (when the quote can say). */
export function drawTerms(doc: PDFKit.PDFDocument, quote: QuoteView, business: BusinessDetails, top: number): void {
  const layout = layoutTerms(doc, quote, business);
  const x = PAGE.marginX;
  doc.font(FONTS.bold).fontSize(10.5).fillColor(COLOURS.ink);
  textAt(doc, 'Terms and conditions', x, top);

  let y = top + HEADING_HEIGHT;
  doc.font(FONTS.regular).fontSize(FONT_SIZE);
  for (const term of layout.terms) {
    doc.fillColor(COLOURS.faint);
    textAt(doc, '•', x, y);
    doc.fillColor(COLOURS.ink).text(term.text, x + mm(4), y, { width: TERMS_WIDTH - mm(4) });
    y += term.height + TERM_GAP;
  }

  const { payment } = layout;
  if (!payment) return;
  doc.font(FONTS.bold).fontSize(10.5).fillColor(COLOURS.ink);
  textAt(doc, payment.heading, BANK.x, top);
  const panelTop = top + HEADING_HEIGHT;
  doc.roundedRect(BANK.x, panelTop, BANK.width, payment.height, mm(1.5)).fill(COLOURS.panel);
  let rowY = panelTop + BANK.padding;
  payment.notes.forEach((note, i) => {
    doc
      .font(note.bold ? FONTS.bold : FONTS.regular)
      .fontSize(FONT_SIZE)
      .fillColor(COLOURS.ink);
    doc.text(note.text, BANK.x + BANK.padding, rowY, { width: NOTE_WIDTH });
    rowY += note.height + (i === payment.notes.length - 1 ? NOTE_GAP : BANK.rowGap);
  });
  for (const row of payment.rows) {
    doc.font(FONTS.regular).fontSize(FONT_SIZE).fillColor(COLOURS.muted);
    textAt(doc, row.label, BANK.x + BANK.padding, rowY);
    doc.font(FONTS.bold).fillColor(COLOURS.ink);
    doc.text(row.value, BANK.x + BANK.padding + BANK.labelWidth, rowY, { width: BANK_VALUE_WIDTH });
    rowY += row.height + BANK.rowGap;
  }
}
