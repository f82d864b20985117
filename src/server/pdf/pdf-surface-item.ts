import { formatRand } from '#core/money';
import type { QuoteLineView } from '#core/quotes/quote-view';
import { LABELS } from '#core/surface/surface-options';
import { drawingHeight, drawSurface } from './draw-surface';
import { COLOURS, FONTS, mm, PAGE } from './pdf-page';
import { quoteLineTitle } from '#core/quotes/quote-line-title';
import { componentRows, surfaceSpecRows, type PriceRow, type SpecRow } from './pdf-surface-details';
import { textAt, textRight } from './pdf-text';
import type { PdfLog } from './pdf-log';
import { drawWoodImage, WOOD_IMAGE_SIZE } from './pdf-wood-image';

export interface SurfaceItem {
  /** 1-based position in the quote. */
  number: number;
  line: QuoteLineView;
  woodImage: Buffer | undefined;
}

/** Column positions inside the card, from its left edge. */
const CARD = {
  padding: mm(4),
  bottomPadding: mm(3.5),
  titleBarHeight: mm(8.5),
  bodyGap: mm(3.5),
  drawingX: mm(4) + WOOD_IMAGE_SIZE + mm(4),
  /** About the task's 60 × 40 mm, widened to fill the left zone. */
  drawing: { width: mm(72), height: mm(40), maxHeight: mm(60) },
  /** Inside the drawing's frame, all round. */
  drawingInset: mm(2),
  specGap: mm(3),
  specColumnWidth: mm(50),
  specLabelWidth: mm(18),
  dividerX: mm(108.5),
  priceX: mm(112),
} as const;

const SPEC_FONT_SIZE = 8.5;
const SPEC_LABEL_SIZE = 7.5;
/** Helvetica.afm's ascender, in thousandths of the font size. */
const HELVETICA_ASCENDER = 718;
const SPEC_ROW_GAP = mm(1);
/**
 * The wood image's caption (species, grain) ends here, below the body's top: a shorter drawing frame would leave it
 * hanging.
 */
const WOOD_CAPTION_BOTTOM = WOOD_IMAGE_SIZE + mm(9);
const PRICE_FONT_SIZE = 8.5;
const PRICE_PITCH = mm(4.6);
const AMOUNT_WIDTH = mm(21);
const SPEC_VALUE_WIDTH = CARD.specColumnWidth - CARD.specLabelWidth;
const PRICE_WIDTH = PAGE.contentWidth - CARD.priceX - CARD.padding;

type MeasuredSpec = SpecRow & { height: number };
type MeasuredPrice = PriceRow & { height: number };

interface ItemLayout {
  drawingHeight: number;
  specColumns: [MeasuredSpec[], MeasuredSpec[]];
  priceRows: MeasuredPrice[];
  height: number;
}

const columnHeight = (rows: { height: number }[]) => rows.reduce((sum, row) => sum + row.height + SPEC_ROW_GAP, 0);

/**
 * Measures the whole card before anything is drawn, so the page flow can move it to a new
 * page in one piece (page breaks never split a surface item).
 */
function layoutItem(doc: PDFKit.PDFDocument, item: SurfaceItem): ItemLayout {
  doc.font(FONTS.regular).fontSize(SPEC_FONT_SIZE);
  const measureSpec = (row: SpecRow): MeasuredSpec => ({
    ...row,
    height: doc.heightOfString(row.value, { width: SPEC_VALUE_WIDTH }),
  });
  const specs = surfaceSpecRows(item.line.surface);
  const specColumns = balancedColumns(specs.size.map(measureSpec), specs.options.map(measureSpec));
  doc.fontSize(PRICE_FONT_SIZE);
  const priceRows = componentRows(item.line).map((row) => ({
    ...row,
    height: Math.max(PRICE_PITCH, doc.heightOfString(row.label, { width: priceLabelWidth(row) }) + mm(1.4)),
  }));
  // The frame fits the drawing: shorter for a long, shallow top (ADR 013), taller for a crowded U or G.
  const inset = 2 * CARD.drawingInset;
  const drawn = drawingHeight(item.line.surface, CARD.drawing.width - inset, {
    preferred: CARD.drawing.height - inset,
    max: CARD.drawing.maxHeight - inset,
  });
  const frameHeight = Math.max(WOOD_CAPTION_BOTTOM, drawn + inset);
  const left = frameHeight + CARD.specGap + Math.max(...specColumns.map(columnHeight));
  const right = mm(5) + priceRows.reduce((sum, row) => sum + row.height, 0) + mm(3) + 2 * PRICE_PITCH + mm(3) + mm(4);
  return {
    drawingHeight: frameHeight,
    specColumns,
    priceRows,
    height: CARD.titleBarHeight + CARD.bodyGap + Math.max(left, right) + CARD.bottomPadding,
  };
}

/**
 * Size rows, then option rows, read down the first column and on down the second: split where
 * the taller column is shortest (ADR 013), keeping size and options apart when that costs nothing.
 */
export function balancedColumns<Row extends { height: number }>(size: Row[], options: Row[]): [Row[], Row[]] {
  const rows = [...size, ...options];
  const tallerAt = (split: number) => Math.max(columnHeight(rows.slice(0, split)), columnHeight(rows.slice(split)));
  let best = size.length;
  for (let split = 1; split < rows.length; split += 1) {
    if (tallerAt(split) < tallerAt(best) - 0.01) best = split;
  }
  return [rows.slice(0, best), rows.slice(best)];
}

/** A row without an amount ('Raw Only Sanded: No Charge') may use the amount's room. */
const priceLabelWidth = (row: PriceRow) => (row.amount === undefined ? PRICE_WIDTH : PRICE_WIDTH - AMOUNT_WIDTH);

export function measureSurfaceItem(doc: PDFKit.PDFDocument, item: SurfaceItem): number {
  return layoutItem(doc, item).height;
}

export function drawSurfaceItem(doc: PDFKit.PDFDocument, item: SurfaceItem, top: number, log: PdfLog): void {
  const layout = layoutItem(doc, item);
  const x = PAGE.marginX;
  drawCard(doc, item, top, layout.height);

  const bodyTop = top + CARD.titleBarHeight + CARD.bodyGap;
  drawWoodImage(doc, item.woodImage, x + CARD.padding, bodyTop, log);
  doc.font(FONTS.bold).fontSize(7.5).fillColor(COLOURS.ink);
  textAt(doc, item.line.speciesName, x + CARD.padding, bodyTop + WOOD_IMAGE_SIZE + mm(2));
  doc.font(FONTS.regular).fillColor(COLOURS.muted);
  textAt(
    doc,
    `${LABELS.grain[item.line.surface.grainStyle]} grain`,
    x + CARD.padding,
    bodyTop + WOOD_IMAGE_SIZE + mm(5.5),
  );

  const box = { x: x + CARD.drawingX, y: bodyTop, width: CARD.drawing.width, height: layout.drawingHeight };
  const inset = CARD.drawingInset;
  doc.roundedRect(box.x, box.y, box.width, box.height, mm(1)).lineWidth(0.5).stroke(COLOURS.rule);
  drawSurface(doc, item.line.surface, {
    x: box.x + inset,
    y: box.y + inset,
    width: box.width - 2 * inset,
    height: box.height - 2 * inset,
  });

  const specTop = bodyTop + layout.drawingHeight + CARD.specGap;
  layout.specColumns.forEach((rows, i) =>
    drawSpecs(doc, rows, x + CARD.padding + i * (CARD.specColumnWidth + mm(2)), specTop),
  );
  doc
    .moveTo(x + CARD.dividerX, bodyTop)
    .lineTo(x + CARD.dividerX, top + layout.height - CARD.bottomPadding)
    .lineWidth(0.5)
    .stroke(COLOURS.rule);
  drawPrices(doc, item, layout.priceRows, x + CARD.priceX, x + PAGE.contentWidth - CARD.padding, bodyTop);
}

function drawCard(doc: PDFKit.PDFDocument, item: SurfaceItem, top: number, height: number): void {
  const x = PAGE.marginX;
  const width = PAGE.contentWidth;
  const radius = mm(1.5);
  // pdfkit rounds all four corners or none: the bar is a rounded rectangle squared off below.
  doc.roundedRect(x, top, width, CARD.titleBarHeight, radius).fill(COLOURS.panel);
  doc.rect(x, top + CARD.titleBarHeight / 2, width, CARD.titleBarHeight / 2).fill(COLOURS.panel);
  doc
    .moveTo(x, top + CARD.titleBarHeight)
    .lineTo(x + width, top + CARD.titleBarHeight)
    .lineWidth(0.5)
    .stroke(COLOURS.rule);
  doc.roundedRect(x, top, width, height, radius).lineWidth(0.6).stroke(COLOURS.rule);

  const middle = top + CARD.titleBarHeight / 2;
  doc.font(FONTS.bold).fontSize(10.5).fillColor(COLOURS.faint);
  const numberText = `${item.number}`;
  textAt(doc, numberText, x + CARD.padding, middle, { baseline: 'middle' });
  doc.fillColor(COLOURS.ink);
  textAt(doc, quoteLineTitle(item.line), x + CARD.padding + mm(7), middle, { baseline: 'middle' });
  doc.font(FONTS.regular).fontSize(8.5).fillColor(COLOURS.muted);
  textRight(doc, `Qty ${item.line.price.quantity}`, x + width - CARD.padding, middle, { baseline: 'middle' });
}

function drawSpecs(doc: PDFKit.PDFDocument, rows: MeasuredSpec[], x: number, top: number): void {
  let y = top;
  for (const row of rows) {
    doc.font(FONTS.regular).fontSize(SPEC_LABEL_SIZE).fillColor(COLOURS.muted);
    // Top-aligned text of two sizes: shift the smaller label so both share a baseline.
    textAt(doc, row.label, x, y + ((SPEC_FONT_SIZE - SPEC_LABEL_SIZE) * HELVETICA_ASCENDER) / 1000);
    doc.fontSize(SPEC_FONT_SIZE).fillColor(COLOURS.ink);
    doc.text(row.value, x + CARD.specLabelWidth, y, { width: SPEC_VALUE_WIDTH });
    y += row.height + SPEC_ROW_GAP;
  }
}

function drawPrices(
  doc: PDFKit.PDFDocument,
  item: SurfaceItem,
  rows: MeasuredPrice[],
  left: number,
  right: number,
  top: number,
): void {
  doc.font(FONTS.bold).fontSize(7).fillColor(COLOURS.muted);
  textAt(doc, 'PRICE BREAKDOWN', left, top);
  let y = top + mm(5);
  for (const row of rows) {
    doc
      .font(FONTS.regular)
      .fontSize(PRICE_FONT_SIZE)
      .fillColor(row.isSaving ? COLOURS.saving : COLOURS.ink);
    doc.text(row.label, left, y, { width: priceLabelWidth(row) });
    if (row.amount !== undefined) textRight(doc, row.amount, right, y);
    y += row.height;
  }
  const rule = (at: number, colour: string) => doc.moveTo(left, at).lineTo(right, at).lineWidth(0.5).stroke(colour);
  rule(y + mm(0.5), COLOURS.rule);
  y += mm(3);
  const { price } = item.line;
  const summary: [string, string][] = [
    ['Unit price', formatRand(price.unitPriceCents)],
    ['Quantity', `× ${price.quantity}`],
  ];
  doc.font(FONTS.regular).fontSize(PRICE_FONT_SIZE).fillColor(COLOURS.ink);
  for (const [label, value] of summary) {
    textAt(doc, label, left, y);
    textRight(doc, value, right, y);
    y += PRICE_PITCH;
  }
  rule(y + mm(0.5), COLOURS.ink);
  y += mm(3);
  doc.font(FONTS.bold).fontSize(9.5).fillColor(COLOURS.ink);
  textAt(doc, 'Line subtotal', left, y);
  textRight(doc, formatRand(price.lineTotalCents), right, y);
}
