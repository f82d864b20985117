import { createRequire } from 'node:module';
import { FONTS } from './pdf-page';

const resolve = createRequire(import.meta.url).resolve;

/**
 * Fonts for text a customer typed, tried in order; pdfkit embeds only the glyphs a document
 * uses (a subset), and reads a font's file only when a document first selects it.
 * - DejaVu Sans (npm `dejavu-fonts-ttf`): Latin with every diacritic (Vietnamese too), Greek,
 *   Cyrillic, Arabic, Hebrew, Armenian, Georgian and more.
 * - Noto Sans SC (npm `@expo-google-fonts/noto-sans-sc`, SIL Open Font License): Chinese,
 *   Japanese kana and the Latin letters beside them, for the names DejaVu cannot draw.
 * - Noto Sans KR (npm `@expo-google-fonts/noto-sans-kr`, SIL Open Font License): Korean Hangul,
 *   which Noto Sans SC lacks.
 */
const UNICODE_FONTS = [
  {
    regular: { name: 'Unicode', file: resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf') },
    bold: { name: 'Unicode-Bold', file: resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf') },
  },
  {
    regular: { name: 'CJK', file: resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf') },
    bold: { name: 'CJK-Bold', file: resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf') },
  },
  {
    regular: { name: 'Hangul', file: resolve('@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf') },
    bold: { name: 'Hangul-Bold', file: resolve('@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf') },
  },
] as const;

export type TextWeight = 'regular' | 'bold';

/** What the built-in Helvetica can print: its WinAnsi encoding, Latin-1 for our purposes. */
const WIN_ANSI = /^[\x20-\x7e\xa0-\xff]*$/;

/**
 * A character no embedded font can draw prints as this white square rather than as the wrong
 * letter; the name as typed is still on the quote page and in the e-mails.
 */
export const MISSING_GLYPH = '\u25a1';

export function registerUnicodeFonts(doc: PDFKit.PDFDocument): void {
  for (const family of UNICODE_FONTS)
    for (const font of [family.regular, family.bold]) doc.registerFont(font.name, font.file);
}

/** Helvetica's ascender, in pdfkit's units of 1/1000 em: the rest of the page is set in it. */
const HELVETICA_ASCENDER = 718;

/**
 * The top to draw customer text at so it sits on the same baseline as Helvetica would put it:
 * pdfkit hangs text from the font's ascender, taller in the embedded fonts (Noto Sans SC's by
 * about 4 pt at 9 pt), which would push the line into the next one.
 */
export function helveticaAlignedTop(doc: PDFKit.PDFDocument, top: number, fontSize: number): number {
  const ascender = (doc as unknown as { _font?: { ascender?: number } })._font?.ascender ?? HELVETICA_ASCENDER;
  return top - ((ascender - HELVETICA_ASCENDER) / 1000) * fontSize;
}

/** pdfkit keeps the fontkit font of the current font here; its types leave it out. */
type CurrentFont = { _font?: { font?: { hasGlyphForCodePoint?: (codePoint: number) => boolean } } };

/** Text a customer typed as it will be printed, and the font (a name `doc.font` takes) to print it in. */
export interface CustomerText {
  text: string;
  font: string;
}

/**
 * Selects the font for text a customer typed and answers what to print in it: Helvetica (as the
 * rest of the page) when it can print every character, else the first embedded font that can
 * draw all of it, else the one that draws the most, with any character it lacks shown as
 * MISSING_GLYPH. One font per text: a name mixing Arabic and Chinese is rare enough. The font is
 * named in the answer too, so text measured now can be drawn later.
 */
export function chooseCustomerFont(doc: PDFKit.PDFDocument, text: string, weight: TextWeight): CustomerText {
  if (WIN_ANSI.test(text)) {
    const font = weight === 'bold' ? FONTS.bold : FONTS.regular;
    doc.font(font);
    return { text, font };
  }
  const chars = [...text].filter((char) => char.trim() !== '');
  let best: { name: string; drawable: (char: string) => boolean; missing: number } | undefined;
  for (const family of UNICODE_FONTS) {
    const name = family[weight].name;
    doc.font(name);
    const font = (doc as unknown as CurrentFont)._font?.font;
    const drawable = (char: string) => font?.hasGlyphForCodePoint?.call(font, char.codePointAt(0) ?? 0) ?? true;
    const missing = chars.filter((char) => !drawable(char)).length;
    if (!best || missing < best.missing) best = { name, drawable, missing };
    if (missing === 0) break;
  }
  if (!best) return { text, font: FONTS.regular };
  const chosen = best;
  doc.font(chosen.name);
  return {
    text: [...text].map((char) => (char.trim() === '' || chosen.drawable(char) ? char : MISSING_GLYPH)).join(''),
    font: chosen.name,
  };
}
