import { createRequire } from 'node:module';
import { FONTS } from './pdf-page';

const resolve = createRequire(import.meta.url).resolve;

/**
 * DejaVu Sans (npm `dejavu-fonts-ttf`): Latin with every diacritic, Greek, Cyrillic, Arabic,
 * Hebrew, Armenian, Georgian and more. pdfkit embeds only the glyphs a document uses (a subset).
 */
const UNICODE_FONTS = {
  regular: { name: 'Unicode', file: resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf') },
  bold: { name: 'Unicode-Bold', file: resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf') },
} as const;

export type TextWeight = keyof typeof UNICODE_FONTS;

/** What the built-in Helvetica can print: its WinAnsi encoding, Latin-1 for our purposes. */
const WIN_ANSI = /^[\x20-\x7e\xa0-\xff]*$/;

/**
 * A character no embedded font can draw (Chinese, Japanese and Korean above all, issue 12 §4)
 * prints as this white square rather than as the wrong letter; the name as typed is still in
 * the document's metadata and on the quote page.
 */
export const MISSING_GLYPH = '\u25a1';

export function registerUnicodeFonts(doc: PDFKit.PDFDocument): void {
  for (const font of Object.values(UNICODE_FONTS)) doc.registerFont(font.name, font.file);
}

/** pdfkit keeps the fontkit font of the current font here; its types leave it out. */
type CurrentFont = { _font?: { font?: { hasGlyphForCodePoint?: (codePoint: number) => boolean } } };

/**
 * Selects the font for text a customer typed and answers what to print: Helvetica (as the rest
 * of the page) when it can print every character, else the embedded Unicode font, with any
 * character that font lacks shown as MISSING_GLYPH.
 */
export function useCustomerFont(doc: PDFKit.PDFDocument, text: string, weight: TextWeight): string {
  if (WIN_ANSI.test(text)) {
    doc.font(weight === 'bold' ? FONTS.bold : FONTS.regular);
    return text;
  }
  doc.font(UNICODE_FONTS[weight].name);
  const hasGlyph = (doc as unknown as CurrentFont)._font?.font?.hasGlyphForCodePoint;
  if (!hasGlyph) return text;
  return [...text].map((char) => (hasGlyph.call((doc as unknown as CurrentFont)._font?.font, char.codePointAt(0) ?? 0) ? char : MISSING_GLYPH)).join('');
}
