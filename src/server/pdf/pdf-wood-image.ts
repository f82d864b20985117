import type { QuoteLineView } from '#core/quotes/quote-view';
import type { Grain } from '#core/surface/surface-options';
import { COLOURS, FONTS, mm } from './pdf-page';
import { textCentred } from './pdf-text';
import type { PdfLog } from './pdf-log';

/** QUOTE-17: the wood image is 25 × 25 mm. */
export const WOOD_IMAGE_SIZE = mm(25);

export type WoodImageSource = (speciesId: string, grain: Grain) => Promise<Buffer>;

/** `kiaat_edge` → `kiaat`: the schema guarantees the grain suffix (surface-schema.ts). */
export function speciesIdOf(line: QuoteLineView): string {
  const { woodSpecies, grainStyle } = line.surface;
  const suffix = `_${grainStyle}`;
  return woodSpecies.endsWith(suffix) ? woodSpecies.slice(0, -suffix.length) : woodSpecies;
}

export const woodImageKey = (line: QuoteLineView) => `${speciesIdOf(line)}|${line.surface.grainStyle}`;

/**
 * One image per species and grain, fetched together. QUOTE-21: an image that fails to load is
 * logged and its surface gets the placeholder; it never fails the quote.
 */
export async function loadWoodImages(
  lines: readonly QuoteLineView[],
  source: WoodImageSource,
  log: PdfLog,
): Promise<Map<string, Buffer | undefined>> {
  const wanted = new Map(
    lines.map((line) => [woodImageKey(line), { speciesId: speciesIdOf(line), grain: line.surface.grainStyle }]),
  );
  const entries = await Promise.all(
    [...wanted].map(async ([key, { speciesId, grain }]): Promise<[string, Buffer | undefined]> => {
      try {
        return [key, await source(speciesId, grain)];
      } catch (error) {
        log.warn(
          { image: `${speciesId}_${grain}`, err: error },
          'Failed to load image: the surface gets the Wood Sample box',
        );
        return [key, undefined];
      }
    }),
  );
  return new Map(entries);
}

/** The image cropped to a square, or QUOTE-21's grey box labelled 'Wood Sample' when it cannot be drawn. */
export function drawWoodImage(
  doc: PDFKit.PDFDocument,
  image: Buffer | undefined,
  x: number,
  y: number,
  log: PdfLog,
): void {
  const size = WOOD_IMAGE_SIZE;
  if (image !== undefined) {
    doc.save();
    doc.rect(x, y, size, size).clip();
    try {
      // pdfkit reads the image before it writes anything, so a bad image leaves the page untouched.
      doc.image(image, x, y, { cover: [size, size], align: 'center', valign: 'center' });
      doc.restore();
      doc.rect(x, y, size, size).lineWidth(0.4).stroke(COLOURS.rule);
      return;
    } catch (error) {
      doc.restore();
      log.warn({ image: 'wood sample', err: error }, 'Failed to load image: the surface gets the Wood Sample box');
    }
  }
  doc.rect(x, y, size, size).fill(COLOURS.placeholder);
  doc.font(FONTS.regular).fontSize(7.5).fillColor(COLOURS.placeholderText);
  textCentred(doc, 'Wood Sample', x + size / 2, y + size / 2, { baseline: 'middle' });
}
