import PDFDocument from 'pdfkit';
import type { BusinessDetails, QuoteView } from '#core/quotes/quote-view';
import { renderWoodTexture } from '../wood-images/wood-texture';
import { loadBrand, type PdfBrand } from './pdf-brand';
import { drawAdvice } from './pdf-advice';
import { PageFlow } from './pdf-flow';
import { drawFooters } from './pdf-footer';
import { quoteFileName } from './pdf-format';
import { drawHeaderBand, drawSlimBand } from './pdf-header';
import { mm, PAGE } from './pdf-page';
import { drawQuoteBlock, quoteBlockHeight } from './pdf-quote-block';
import { drawSurfaceItem, measureSurfaceItem, type SurfaceItem } from './pdf-surface-item';
import { drawTerms, termsHeight } from './pdf-terms';
import { drawTotals, totalsHeight } from './pdf-totals';
import { registerUnicodeFonts } from './pdf-unicode-text';
import type { PdfLog } from './pdf-log';
import { loadWoodImages, woodImageKey, type WoodImageSource } from './pdf-wood-image';

export type QuotePdfResult = { ok: true; bytes: Buffer; fileName: string } | { ok: false; error: string };

/** QUOTE-21: the message for a quote without lines. */
export const NO_LINES_ERROR = 'No quotes found in quote data - check data structure';

/** 200 px over 25 mm is about 200 dpi: crisp in print, small in the file. */
const WOOD_IMAGE_PX = 200;
export const ITEM_GAP = mm(5);
export const SECTION_GAP = mm(7);

const defaultWoodImage: WoodImageSource = (speciesId, grain) =>
  renderWoodTexture({ speciesId, grain, variant: 0, width: WOOD_IMAGE_PX, height: WOOD_IMAGE_PX });

/**
 * The quote as a PDF (QUOTE-17 to QUOTE-20), made on the server from the stored quote
 * (QUOTE-16). Returns a tagged result: PDF generation is an outside service.
 */
export async function renderQuotePdf(options: {
  quote: QuoteView;
  business: BusinessDetails;
  woodImage?: WoodImageSource;
  /** Images left out are logged here (QUOTE-21). */
  log: PdfLog;
}): Promise<QuotePdfResult> {
  const { quote, business, log } = options;
  if (!Array.isArray(quote.lines) || quote.lines.length === 0) return { ok: false, error: NO_LINES_ERROR };
  try {
    const [brand, images] = await Promise.all([
      loadBrand(quote, business, log),
      loadWoodImages(quote.lines, options.woodImage ?? defaultWoodImage, log),
    ]);
    const items = quote.lines.map(
      (line, i): SurfaceItem => ({ number: i + 1, line, woodImage: images.get(woodImageKey(line)) }),
    );
    const bytes = await writeDocument((doc) => layOut(doc, { quote, business, brand, items, log }), {
      Title: `Quote ${quote.quoteNumber}`,
      Author: brand.name,
      Subject: `Quote ${quote.quoteNumber} for ${quote.leadInfo.fullName}`,
      Creator: brand.name,
      // The quote's own date, so the same stored quote always gives the same document info.
      CreationDate: new Date(quote.quoteDate),
    });
    return { ok: true, bytes, fileName: quoteFileName(quote.quoteNumber, quote.partner?.businessName) };
  } catch (error) {
    return { ok: false, error: `Failed to generate PDF: ${error instanceof Error ? error.message : String(error)}` };
  }
}

function layOut(
  doc: PDFKit.PDFDocument,
  {
    quote,
    business,
    brand,
    items,
    log,
  }: { quote: QuoteView; business: BusinessDetails; brand: PdfBrand; items: SurfaceItem[]; log: PdfLog },
): void {
  drawHeaderBand(doc, brand);
  const flow = new PageFlow(doc, () => drawSlimBand(doc, brand, quote.quoteNumber));
  drawQuoteBlock(doc, quote, flow.place(quoteBlockHeight(doc, quote)));
  for (const item of items) {
    drawSurfaceItem(doc, item, flow.place(measureSurfaceItem(doc, item)), log);
    flow.skip(ITEM_GAP);
  }
  flow.skip(SECTION_GAP - ITEM_GAP);
  drawTotals(doc, quote, business, flow.place(totalsHeight(quote)));
  flow.skip(SECTION_GAP);
  // The terms and banking details are short (about 36 mm): kept whole, they follow the totals
  // onto a new page only when they cannot fit under them (ADR 013).
  drawTerms(doc, quote, business, flow.place(termsHeight(doc, quote, business)));
  // The advice (CONF-39 to CONF-41) follows on pages of its own, so it never changes how the priced
  // quote packs (ADR 023).
  flow.startNewPage();
  drawAdvice(doc, quote, flow);
  drawFooters(doc, brand, business);
}

export function writeDocument(draw: (doc: PDFKit.PDFDocument) => void, info: PDFKit.DocumentInfo): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      bufferPages: true,
      info,
      // Layout keeps to QUOTE-17's 40 mm / 50 mm itself; pdfkit's own margins only stop its auto page break
      // from firing on the footer, which sits inside the 50 mm bottom margin.
      margins: { top: mm(10), bottom: mm(5), left: PAGE.marginX, right: PAGE.marginX },
    });
    registerUnicodeFonts(doc);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
