import type { PdfBrand } from './pdf-brand';
import { COLOURS, FONTS, mm, PAGE } from './pdf-page';
import { fittedFontSize, textAt, textRight } from './pdf-text';

const LOGO_BOX = { height: mm(15), maxWidth: mm(40), padding: mm(1.5) };

/** QUOTE-17: a black band 25 mm high with the business name, on the first page. */
export function drawHeaderBand(doc: PDFKit.PDFDocument, brand: PdfBrand): void {
  doc.rect(0, 0, PAGE.width, PAGE.headerBandHeight).fill(COLOURS.band);
  const middle = PAGE.headerBandHeight / 2;
  let nameX = PAGE.marginX;
  if (brand.logo) {
    const width = Math.min(LOGO_BOX.maxWidth, LOGO_BOX.height * brand.logo.aspect);
    const height = width / brand.logo.aspect;
    // A white tile, so a dark logo drawn for a white page still shows on the black band.
    doc
      .roundedRect(
        nameX,
        middle - height / 2 - LOGO_BOX.padding,
        width + 2 * LOGO_BOX.padding,
        height + 2 * LOGO_BOX.padding,
        mm(1),
      )
      .fill('#ffffff');
    doc.image(brand.logo.png, nameX + LOGO_BOX.padding, middle - height / 2, { width, height });
    nameX += width + 2 * LOGO_BOX.padding + mm(5);
  }
  // A partner's band carries the partner's contacts: the quote must not name the workshop at the top (white label).
  const { contacts } = brand;
  const contactsWidth = mm(60);
  const nameWidth = PAGE.width - PAGE.marginX - nameX - (contacts.length > 0 ? contactsWidth + mm(4) : 0);
  doc.font(FONTS.bold).fontSize(fittedFontSize(doc, brand.name, nameWidth, 18, 10));
  doc.fillColor(COLOURS.bandText);
  textAt(doc, brand.name, nameX, middle, { baseline: 'middle' });

  doc.font(FONTS.regular).fontSize(8).fillColor(COLOURS.bandMuted);
  contacts.forEach((line, i) => {
    textRight(doc, line, PAGE.width - PAGE.marginX, middle + (i - (contacts.length - 1) / 2) * mm(4), {
      baseline: 'middle',
    });
  });
}

/** Continuation pages carry a slim band, so a loose page still says whose quote it is. */
export function drawSlimBand(doc: PDFKit.PDFDocument, brand: PdfBrand, quoteNumber: string): void {
  doc.rect(0, 0, PAGE.width, PAGE.slimBandHeight).fill(COLOURS.band);
  const middle = PAGE.slimBandHeight / 2;
  const rightWidth = mm(70);
  doc.font(FONTS.bold).fontSize(fittedFontSize(doc, brand.name, PAGE.contentWidth - rightWidth - mm(4), 10, 7));
  doc.fillColor(COLOURS.bandText);
  textAt(doc, brand.name, PAGE.marginX, middle, { baseline: 'middle' });
  doc.font(FONTS.regular).fontSize(8).fillColor(COLOURS.bandMuted);
  textRight(doc, `Quote ${quoteNumber} (continued)`, PAGE.width - PAGE.marginX, middle, { baseline: 'middle' });
}
