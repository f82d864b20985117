import { arrowHeads, DRAWING_COLOURS, legendEntries } from '#core/drawing/drawing-frame';
import { fitDrawing } from '#core/drawing/fit-drawing';
import { surfaceGeometry } from '#core/drawing/surface-geometry';
import type { Point, Rect, SurfaceGeometry } from '#core/drawing/surface-geometry';
import type { SurfaceConfiguration } from '#core/surface/surface-schema';

const LABEL_FONT = 'Helvetica';
/**
 * Labels follow the drawing's own text size, as in the SVG, so they never outgrow the spaces the geometry left for
 * them.
 */
const MAX_LABEL_PT = 8;
/** Smaller is hard to read on paper (ADR 013); the geometry is laid out to leave room for it. */
const MIN_LABEL_PT = 7;
const LINE_PT = { outline: 0.75, edge: 2, dimension: 0.45, extension: 0.3, strip: 0.4 } as const;

type Box = { x: number; y: number; width: number; height: number };

/**
 * One legend row under the drawing, in points: set out at the smallest label size so it fits one line of a card's
 * frame.
 */
const LEGEND_ROW_PT = MIN_LABEL_PT * 1.8;

/**
 * The drawing without its legend, fitted above a legend row: in a quote card's small frame the
 * legend, scaled with the drawing, would take the room the 7 pt dimension labels need (ADR 013).
 */
function fitForPdf(surface: SurfaceConfiguration, box: Box) {
  const legendRow = legendEntries(surfaceGeometry(surface)).length > 0 ? LEGEND_ROW_PT : 0;
  const fitted = fitDrawing(surface, { width: box.width, height: box.height - legendRow }, MIN_LABEL_PT, {
    legend: false,
  });
  return { ...fitted, legendRow };
}

/** The pieces fill at least this share of the frame's width or height, or the drawing is mostly labels. */
const MIN_PIECE_SHARE = 0.4;
const HEIGHT_STEP_PT = 6;

/**
 * How tall a card's drawing should be, `width` points wide: a long, shallow top needs less than
 * `preferred`, so its card is shorter (ADR 013); a U or G, whose many 7 pt labels would
 * crowd its pieces to a speck at that height, gets up to `max` until the pieces fill 40 % of the frame.
 */
export function drawingHeight(
  surface: SurfaceConfiguration,
  width: number,
  { preferred, max }: { preferred: number; max: number },
): number {
  for (let height = preferred; ; height = Math.min(max, height + HEIGHT_STEP_PT)) {
    const { geometry, frame, scale, legendRow } = fitForPdf(surface, { x: 0, y: 0, width, height });
    if (geometry.pieces.length === 0) return 0;
    const share = Math.max((geometry.width * scale) / width, (geometry.height * scale) / (height - legendRow));
    if (share >= MIN_PIECE_SHARE || height >= max) return Math.min(height, frame.viewBox.height * scale + legendRow);
  }
}

/**
 * CONF-35: the quote PDF's top view, from the same geometry as the configurator's SVG,
 * scaled to fit `box` (points) and centred in it, its legend in one row underneath. Leaves the
 * font at Helvetica (7 to 8 pt) and restores the text cursor, so the caller sets its own font before writing more.
 */
export function drawSurface(doc: PDFKit.PDFDocument, surface: SurfaceConfiguration, box: Box): void {
  const { geometry, frame, scale, legendRow } = fitForPdf(surface, box);
  if (geometry.pieces.length === 0) return;
  const { viewBox } = frame;
  const drawnHeight = viewBox.height * scale + legendRow;
  const top = box.y + (box.height - drawnHeight) / 2;
  const offsetX = box.x + (box.width - viewBox.width * scale) / 2 - viewBox.x * scale;
  const offsetY = top - viewBox.y * scale;
  // Coordinates are scaled by hand rather than with doc.scale, so line widths and the 7 pt labels stay fixed.
  const x = (mm: number) => offsetX + mm * scale;
  const y = (mm: number) => offsetY + mm * scale;
  const len = (mm: number) => mm * scale;
  const rect = (r: Rect) => doc.rect(x(r.x), y(r.y), len(r.width), len(r.height));
  const line = (from: Point, to: Point) => doc.moveTo(x(from.x), y(from.y)).lineTo(x(to.x), y(to.y));
  const labelPt = Math.min(MAX_LABEL_PT, Math.max(MIN_LABEL_PT, geometry.textSize * scale));

  const cursor = { x: doc.x, y: doc.y };
  doc.save();
  doc.lineJoin('miter').lineCap('butt');
  doc.font(LABEL_FONT).fontSize(labelPt);
  // Under the pieces, so their outlines and edge marks cover the gap's dashed border.
  if (geometry.walkway) {
    const w = geometry.walkway;
    doc.lineWidth(LINE_PT.dimension).dash(3, { space: 2 });
    rect(w).stroke(DRAWING_COLOURS.walkway);
    doc.undash();
    label(doc, w.label, { x: x(w.x + w.width / 2), y: y(w.y + w.height / 2) }, false, DRAWING_COLOURS.walkway, labelPt);
  }
  drawPieces(doc, geometry, { x, y, len, rect });
  for (const mark of geometry.edgeMarks) {
    doc.lineWidth(LINE_PT.edge);
    if (mark.shape === 'ellipse')
      doc.ellipse(x(mark.cx), y(mark.cy), len(mark.rx), len(mark.ry)).stroke(DRAWING_COLOURS.edge);
    else line(mark.from, mark.to).stroke(DRAWING_COLOURS.edge);
  }
  doc.lineWidth(LINE_PT.strip);
  for (const strip of geometry.backsplashes)
    rect(strip).fillAndStroke(DRAWING_COLOURS.backsplash, DRAWING_COLOURS.outline);
  for (const panel of geometry.waterfalls)
    rect(panel).fillAndStroke(DRAWING_COLOURS.waterfall, DRAWING_COLOURS.outline);
  drawHoles(doc, geometry, { x, y, len });
  for (const d of geometry.dimensions) {
    doc.lineWidth(LINE_PT.extension);
    for (const e of d.extensionLines) line(e.from, e.to).stroke(DRAWING_COLOURS.dimension);
    doc.lineWidth(LINE_PT.dimension);
    line(d.from, d.to).stroke(DRAWING_COLOURS.dimension);
    for (const head of arrowHeads(d, geometry.textSize))
      doc.polygon(...head.map((p) => [x(p.x), y(p.y)])).fill(DRAWING_COLOURS.dimension);
    label(
      doc,
      d.text,
      { x: x(d.anchor.x), y: y(d.anchor.y) },
      d.orientation === 'vertical',
      DRAWING_COLOURS.text,
      labelPt,
    );
  }
  drawLegend(doc, legendEntries(geometry), { x: box.x + box.width / 2, y: top + drawnHeight - legendRow / 2 });
  doc.restore();
  doc.x = cursor.x;
  doc.y = cursor.y;
}

/** One row of swatches and names at the smallest label size, centred on `centre`. */
function drawLegend(
  doc: PDFKit.PDFDocument,
  entries: { key: 'edge' | 'backsplash' | 'waterfall'; label: string }[],
  centre: Point,
) {
  const size = MIN_LABEL_PT;
  doc.font(LABEL_FONT).fontSize(size);
  const swatchWidth = size * 1.6;
  const widths = entries.map((entry) => size * 2.1 + doc.widthOfString(entry.label));
  let penX = centre.x - (widths.reduce((sum, w) => sum + w, 0) + size * 1.2 * (entries.length - 1)) / 2;
  entries.forEach((entry, i) => {
    if (entry.key === 'edge') {
      doc
        .moveTo(penX, centre.y)
        .lineTo(penX + swatchWidth, centre.y)
        .lineWidth(LINE_PT.edge)
        .stroke(DRAWING_COLOURS.edge);
    } else {
      doc
        .rect(penX, centre.y - size * 0.3, swatchWidth, size * 0.6)
        .lineWidth(LINE_PT.strip)
        .fillAndStroke(DRAWING_COLOURS[entry.key], DRAWING_COLOURS.outline);
    }
    doc
      .fillColor(DRAWING_COLOURS.text)
      .text(entry.label, penX + size * 2.1, centre.y, { lineBreak: false, baseline: 'middle' });
    penX += (widths[i] ?? 0) + size * 1.2;
  });
}

type Scaler = { x: (mm: number) => number; y: (mm: number) => number; len: (mm: number) => number };

function drawPieces(
  doc: PDFKit.PDFDocument,
  g: SurfaceGeometry,
  { x, y, len, rect }: Scaler & { rect: (r: Rect) => PDFKit.PDFDocument },
) {
  doc.lineWidth(LINE_PT.outline);
  for (const piece of g.pieces) {
    if (piece.shape === 'ellipse') doc.ellipse(x(piece.cx), y(piece.cy), len(piece.rx), len(piece.ry));
    else rect(piece);
    doc.fillAndStroke(DRAWING_COLOURS.wood, DRAWING_COLOURS.outline);
  }
}

function drawHoles(doc: PDFKit.PDFDocument, g: SurfaceGeometry, { x, y, len }: Scaler) {
  doc.lineWidth(LINE_PT.outline);
  for (const c of g.cutouts) {
    if (c.shape === 'circle') doc.circle(x(c.cx), y(c.cy), len(c.r));
    else doc.roundedRect(x(c.x), y(c.y), len(c.width), len(c.height), len(c.cornerRadius));
    doc.fillAndStroke(DRAWING_COLOURS.cutout, DRAWING_COLOURS.outline);
  }
  if (g.cableHole) {
    doc
      .circle(x(g.cableHole.cx), y(g.cableHole.cy), len(g.cableHole.r))
      .fillAndStroke(DRAWING_COLOURS.cutout, DRAWING_COLOURS.outline);
  }
}

/** Centred on `at`; vertical labels read bottom to top, as in the SVG. */
function label(doc: PDFKit.PDFDocument, text: string, at: Point, vertical: boolean, colour: string, sizePt: number) {
  const width = doc.widthOfString(text);
  doc.save();
  if (vertical) doc.rotate(-90, { origin: [at.x, at.y] });
  // A white ground keeps a label readable where it lies across a piece or a line (the SVG uses a halo).
  doc.rect(at.x - width / 2 - 1, at.y - sizePt / 2 - 0.5, width + 2, sizePt + 1).fill('#ffffff');
  doc.fillColor(colour).text(text, at.x - width / 2, at.y, { lineBreak: false, baseline: 'middle' });
  doc.restore();
}
