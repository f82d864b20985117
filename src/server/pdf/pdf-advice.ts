import { adviseQuoteLine } from '#core/advice/advise-surface';
import { formatWholeMm } from '#core/advice/advice-format';
import type { QuoteView } from '#core/quotes/quote-view';
import type { PageFlow } from './pdf-flow';
import { COLOURS, FONTS, mm, PAGE } from './pdf-page';
import { textAt } from './pdf-text';

const FONT_SIZE = 8;
const HEADING_HEIGHT = mm(6.5);
const PARAGRAPH_GAP = mm(1.2);
const LINE_GAP = mm(2.5);

interface AdviceParagraph {
  text: string;
  bold: boolean;
}

/**
 * CONF-39 to CONF-41 in words for each line of the quote, at the span and region the customer chose
 * and with the figures of the price book the quote was saved with (ADR 023), then the sources
 * used. A quote saved before these were kept gets the usual spans and the workshop's region.
 */
function adviceParagraphs(quote: QuoteView): AdviceParagraph[][] {
  const sources = new Map<string, string>();
  const lines = quote.lines.map((line, i) => {
    const advice = adviseQuoteLine(line, quote.advice);
    for (const source of advice.sources) sources.set(source.figure, source.source);
    const { sag, movement } = advice;
    const texts = [
      sag ? `${sag.suggestion} (Span between supports: ${formatWholeMm(sag.spanMm)}.)` : undefined,
      movement
        ? `${movement.suggestion} Indoors in ${movement.regionName}, wood settles between ${movement.lowMoisturePercent} % and ${movement.highMoisturePercent} % moisture.`
        : undefined,
    ].filter((text): text is string => text !== undefined);
    return [{ text: `Item ${i + 1}`, bold: true }, ...texts.map((text) => ({ text, bold: false }))];
  });
  const sourceParagraphs = [...sources].map(([figure, source]) => ({ text: `${figure}. ${source}`, bold: false }));
  return [...lines, [{ text: 'Sources', bold: true }, ...sourceParagraphs]];
}

function paragraphHeight(doc: PDFKit.PDFDocument, paragraph: AdviceParagraph): number {
  return doc
    .font(paragraph.bold ? FONTS.bold : FONTS.regular)
    .fontSize(FONT_SIZE)
    .heightOfString(paragraph.text, { width: PAGE.contentWidth });
}

function groupHeight(doc: PDFKit.PDFDocument, group: AdviceParagraph[]): number {
  return group.reduce((sum, paragraph) => sum + paragraphHeight(doc, paragraph) + PARAGRAPH_GAP, 0);
}

function drawGroup(doc: PDFKit.PDFDocument, group: AdviceParagraph[], top: number): void {
  let y = top;
  for (const paragraph of group) {
    const height = paragraphHeight(doc, paragraph);
    doc
      .fillColor(paragraph.bold ? COLOURS.ink : COLOURS.muted)
      .text(paragraph.text, PAGE.marginX, y, { width: PAGE.contentWidth });
    y += height + PARAGRAPH_GAP;
  }
}

/**
 * 'Will it sag, will it move?': advice only, never a price. Each item's advice is placed whole
 * (the heading with the first), so a long quote's advice breaks between items, never inside one.
 */
export function drawAdvice(doc: PDFKit.PDFDocument, quote: QuoteView, flow: PageFlow): void {
  adviceParagraphs(quote).forEach((group, i) => {
    const heading = i === 0 ? HEADING_HEIGHT : 0;
    const top = flow.place(heading + groupHeight(doc, group)) + heading;
    if (i === 0) {
      doc.font(FONTS.bold).fontSize(10.5).fillColor(COLOURS.ink);
      textAt(doc, 'Will it sag, will it move?', PAGE.marginX, top - heading);
    }
    drawGroup(doc, group, top);
    flow.skip(LINE_GAP);
  });
}
