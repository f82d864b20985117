import { leadTimePromise, type LeadTime } from '#core/workshop/lead-time';
import { COLLECTION_LABEL, type MoneyRow, quoteMoney } from '#core/quotes/money-summary';
import type { BusinessDetails, QuoteView } from '#core/quotes/quote-view';
import { COLOURS, FONTS, mm, PAGE } from './pdf-page';
import { encodeQr, type QrMatrix } from '#core/qr/qr-code';
import { textAt, textRight } from './pdf-text';

/** QUOTE-08, QUOTE-09. */
export const COLLECTION_TEXT = `${COLLECTION_LABEL} (Mon–Fri 8:00–17:00, Sat 8:00–13:00)`;
/** OPS-19: the lead time the quote promised (QUOTE-09's 3–4 weeks at the least), the same words everywhere. */
export function deliveryEstimateText(leadTime?: LeadTime): string {
  return `Estimated delivery: ${leadTimePromise(leadTime)}`;
}

const ROW_PITCH = mm(5.2);
const PADDING = mm(4.5);
const TOTAL_ROW_HEIGHT = mm(9);

/** The collection row names the workshop's opening hours too (QUOTE-08, QUOTE-09). */
function rowLabel(row: MoneyRow): string {
  return row.kind === 'collection' ? COLLECTION_TEXT : row.label;
}

export function vatText(quote: QuoteView, business: BusinessDetails): string {
  const vat = quoteMoney(quote).vat.text;
  // White label: a partner's quote carries the partner's VAT number, never the workshop's.
  const vatNumber = quote.partner ? quote.partner.vatNumber : business.vatNumber;
  return vatNumber ? `${vat}  ·  VAT no. ${vatNumber}` : vat;
}

const panelHeight = (rows: readonly MoneyRow[]) =>
  2 * PADDING + rows.length * ROW_PITCH + mm(3) + TOTAL_ROW_HEIGHT + mm(4);
const ESTIMATE_OFFSET = mm(4.5);

const ONLINE_LINK_PITCH = mm(5.5);
/** The QR code's dark part, and the white above it (the standard asks 4 modules clear around). */
const QR_SIDE = mm(20);
const QR_GAP = mm(3);

/** QUOTE-24: where the quote can be viewed and accepted online, the same page the e-mail links to. */
export function onlineQuoteUrl(quote: QuoteView, business: BusinessDetails): string {
  return `${business.publicUrl}/quote/${quote.token}`;
}

/** The panel, the delivery estimate and the link to the quote online under it. */
export function totalsHeight(quote: QuoteView): number {
  return panelHeight(quoteMoney(quote).rows) + ESTIMATE_OFFSET + mm(3.5) + ONLINE_LINK_PITCH + QR_GAP + QR_SIDE;
}

/** The money summary, then the delivery estimate under it. */
export function drawTotals(doc: PDFKit.PDFDocument, quote: QuoteView, business: BusinessDetails, top: number): void {
  const x = PAGE.marginX;
  const width = PAGE.contentWidth;
  const left = x + PADDING;
  const right = x + width - PADDING;
  const money = quoteMoney(quote);
  const height = panelHeight(money.rows);
  doc.roundedRect(x, top, width, height, mm(1.5)).fill(COLOURS.panel);

  let y = top + PADDING;
  for (const row of money.rows) {
    doc
      .font(FONTS.regular)
      .fontSize(9.5)
      .fillColor(row.kind === 'discount' ? COLOURS.saving : COLOURS.ink);
    textAt(doc, rowLabel(row), left, y);
    textRight(doc, row.amount, right, y);
    y += ROW_PITCH;
  }
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.8).stroke(COLOURS.ink);
  y += mm(3);
  doc.font(FONTS.bold).fontSize(15).fillColor(COLOURS.ink);
  textAt(doc, 'TOTAL', left, y + mm(1));
  textRight(doc, money.total.amount, right, y + mm(1));
  y += TOTAL_ROW_HEIGHT;
  doc.font(FONTS.regular).fontSize(8.5).fillColor(COLOURS.muted);
  textRight(doc, vatText(quote, business), right, y);

  doc.font(FONTS.bold).fontSize(9.5).fillColor(COLOURS.ink);
  textAt(doc, deliveryEstimateText(quote.leadTime), x, top + height + ESTIMATE_OFFSET);

  // QUOTE-24: a printed or forwarded PDF still leads to the page where the quote is accepted.
  const linkY = top + height + ESTIMATE_OFFSET + ONLINE_LINK_PITCH;
  const label = 'View or accept this quote online: ';
  const url = onlineQuoteUrl(quote, business);
  doc.font(FONTS.regular).fontSize(9).fillColor(COLOURS.ink);
  textAt(doc, label, x, linkY);
  const urlX = x + doc.widthOfString(label);
  doc.fillColor(COLOURS.link);
  textAt(doc, url, urlX, linkY);
  const urlWidth = doc.widthOfString(url);
  const urlHeight = doc.currentLineHeight();
  doc
    .moveTo(urlX, linkY + urlHeight)
    .lineTo(urlX + urlWidth, linkY + urlHeight)
    .lineWidth(0.5)
    .stroke(COLOURS.link);
  doc.link(urlX, linkY, urlWidth, urlHeight, url);

  // QUOTE-24: the same address as a QR code, for a printed quote read with a phone's camera.
  const qrTop = linkY + urlHeight + QR_GAP;
  drawQr(doc, encodeQr(url), x, qrTop, QR_SIDE);
  doc.link(x, qrTop, QR_SIDE, QR_SIDE, url);
  doc.font(FONTS.regular).fontSize(8.5).fillColor(COLOURS.muted);
  textAt(
    doc,
    "Scan with a phone's camera to open this quote online.",
    x + QR_SIDE + mm(4),
    qrTop + QR_SIDE / 2 - mm(1.5),
  );
}

/** Dark modules as one filled path; the page's white is the light modules and the quiet zone. */
function drawQr(doc: PDFKit.PDFDocument, matrix: QrMatrix, x: number, y: number, side: number): void {
  const cell = side / matrix.length;
  matrix.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) doc.rect(x + c * cell, y + r * cell, cell, cell);
    }),
  );
  doc.fill('#000000');
}
