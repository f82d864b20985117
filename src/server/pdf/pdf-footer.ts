import type { BusinessDetails } from '#core/quotes/quote-view';
import type { PdfBrand } from './pdf-brand';
import { COLOURS, FONTS, mm, PAGE } from './pdf-page';
import { textAt, textRight } from './pdf-text';

/** QUOTE-18: the wording the footer must carry; prices include 15% VAT (PRICE-17). */
export const INCLUSIVE_PRICING_TEXT = 'All pricing is inclusive of 15% VAT.';

/** How a white-label quote names its maker, the partner, in its footer. */
export const MADE_BY_PREFIX = 'Made to order by';

/**
 * The footer on every page, drawn once all pages exist so each can say 'Page N of M'
 * (the document buffers its pages for this).
 */
export function drawFooters(doc: PDFKit.PDFDocument, brand: PdfBrand, business: BusinessDetails): void {
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page += 1) {
    doc.switchToPage(page);
    drawFooter(doc, brand, business, `Page ${page - start + 1} of ${count}`);
  }
}

function drawFooter(doc: PDFKit.PDFDocument, brand: PdfBrand, business: BusinessDetails, pageLabel: string): void {
  const left = PAGE.marginX;
  const right = PAGE.width - PAGE.marginX;
  const top = PAGE.footerTop;
  doc.moveTo(left, top).lineTo(right, top).lineWidth(0.5).stroke(COLOURS.rule);
  doc.font(FONTS.bold).fontSize(7.5).fillColor(COLOURS.ink);
  textAt(doc, INCLUSIVE_PRICING_TEXT, left, top + mm(3));
  doc.font(FONTS.regular).fillColor(COLOURS.muted);
  textRight(doc, pageLabel, right, top + mm(3));
  if (brand.isPartner) {
    // PARTNER-20: white label. The partner's contacts, and the partner named as the maker: the
    // workshop's name and address are nowhere on the client's document.
    textAt(doc, [brand.name, ...brand.contacts.slice(1)].join('  ·  '), left, top + mm(7));
    doc.fontSize(6.5);
    textAt(doc, `${MADE_BY_PREFIX} ${brand.name}`, left, top + mm(11));
    return;
  }
  textAt(doc, [brand.name, business.email, business.phone].join('  ·  '), left, top + mm(7));
  // An address not configured is left out, never printed as a placeholder.
  if (business.address) textAt(doc, business.address, left, top + mm(11));
}
