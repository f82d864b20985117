/**
 * Single-line text placed by hand. pdfkit starts a new page when wrapped text (any text
 * given a `width`) runs past the bottom margin, even inside a footer, so one-line texts are
 * positioned from their measured width instead.
 */
type LineOptions = { baseline?: 'middle' | 'alphabetic' | 'top' };

export function textAt(doc: PDFKit.PDFDocument, text: string, x: number, y: number, options: LineOptions = {}): void {
  doc.text(text, x, y, { lineBreak: false, baseline: options.baseline ?? 'top' });
}

/** Right-aligned at `right`: amounts line up on their last digit. */
export function textRight(
  doc: PDFKit.PDFDocument,
  text: string,
  right: number,
  y: number,
  options: LineOptions = {},
): void {
  textAt(doc, text, right - doc.widthOfString(text), y, options);
}

export function textCentred(
  doc: PDFKit.PDFDocument,
  text: string,
  centreX: number,
  y: number,
  options: LineOptions = {},
): void {
  textAt(doc, text, centreX - doc.widthOfString(text) / 2, y, options);
}

/** The largest size from `max` down to `min` at which `text` fits `width` in the current font. */
export function fittedFontSize(doc: PDFKit.PDFDocument, text: string, width: number, max: number, min: number): number {
  for (let size = max; size > min; size -= 0.5) {
    doc.fontSize(size);
    if (doc.widthOfString(text) <= width) return size;
  }
  return min;
}
