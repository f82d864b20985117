import { arrowHeads, DRAWING_COLOURS } from '../../core/drawing/drawing-frame';
import { fitDrawing } from '../../core/drawing/fit-drawing';
import type { Point, Rect, SurfaceGeometry } from '../../core/drawing/surface-geometry';
import type { SurfaceConfiguration } from '../../core/surface/surface-schema';

const LABEL_FONT = 'Helvetica';
/** Labels follow the drawing's own text size, as in the SVG, so they never outgrow the spaces the geometry left for them. */
const MAX_LABEL_PT = 8;
/** Smaller is hard to read on paper (issue 10); the geometry is laid out to leave room for it. */
const MIN_LABEL_PT = 7;
const LINE_PT = { outline: 0.75, edge: 2, dimension: 0.45, extension: 0.3, strip: 0.4 } as const;

type Box = { x: number; y: number; width: number; height: number };

/**
 * How tall the drawing is when it fills a box `width` points wide and at most `maxHeight` tall:
 * a long, shallow top needs less than the box, so its card can be shorter (issue 10 item 13).
 */
export function drawingHeight(surface: SurfaceConfiguration, width: number, maxHeight: number): number {
  const { geometry, frame, scale } = fitDrawing(surface, { width, height: maxHeight }, MIN_LABEL_PT);
  return geometry.pieces.length === 0 ? 0 : Math.min(maxHeight, frame.viewBox.height * scale);
}

/**
 * DECISIONS §7.1: the quote PDF's top view, from the same geometry as the configurator's SVG,
 * scaled to fit `box` (points) and centred in it. Leaves the font at Helvetica (7 to 8 pt)
 * and restores the text cursor, so the caller sets its own font before writing more.
 */
export function drawSurface(doc: PDFKit.PDFDocument, surface: SurfaceConfiguration, box: Box): void {
  const { geometry, frame, scale } = fitDrawing(surface, box, MIN_LABEL_PT);
  if (geometry.pieces.length === 0) return;
  const { viewBox, legend } = frame;
  const offsetX = box.x + (box.width - viewBox.width * scale) / 2 - viewBox.x * scale;
  const offsetY = box.y + (box.height - viewBox.height * scale) / 2 - viewBox.y * scale;
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
    if (mark.shape === 'ellipse') doc.ellipse(x(mark.cx), y(mark.cy), len(mark.rx), len(mark.ry)).stroke(DRAWING_COLOURS.edge);
    else line(mark.from, mark.to).stroke(DRAWING_COLOURS.edge);
  }
  doc.lineWidth(LINE_PT.strip);
  for (const strip of geometry.backsplashes) rect(strip).fillAndStroke(DRAWING_COLOURS.backsplash, DRAWING_COLOURS.outline);
  for (const panel of geometry.waterfalls) rect(panel).fillAndStroke(DRAWING_COLOURS.waterfall, DRAWING_COLOURS.outline);
  drawHoles(doc, geometry, { x, y, len });
  for (const d of geometry.dimensions) {
    doc.lineWidth(LINE_PT.extension);
    for (const e of d.extensionLines) line(e.from, e.to).stroke(DRAWING_COLOURS.dimension);
    doc.lineWidth(LINE_PT.dimension);
    line(d.from, d.to).stroke(DRAWING_COLOURS.dimension);
    for (const head of arrowHeads(d, geometry.textSize)) doc.polygon(...head.map((p) => [x(p.x), y(p.y)])).fill(DRAWING_COLOURS.dimension);
    label(doc, d.text, { x: x(d.anchor.x), y: y(d.anchor.y) }, d.orientation === 'vertical', DRAWING_COLOURS.text, labelPt);
  }
  // The frame placed the legend for labels at the drawing's own text size; here labels have a
  // minimum size, so each row is laid out again in points from the label's measured width.
  let rowY: number | null = null;
  let penX = 0;
  for (const item of legend) {
    const centreY = y(item.labelAt.y);
    if (centreY !== rowY) {
      rowY = centreY;
      penX = x(item.swatch.x);
    }
    const swatchWidth = labelPt * 1.6;
    if (item.key === 'edge') {
      doc.moveTo(penX, centreY).lineTo(penX + swatchWidth, centreY).lineWidth(LINE_PT.edge).stroke(DRAWING_COLOURS.edge);
    } else {
      doc.rect(penX, centreY - labelPt * 0.3, swatchWidth, labelPt * 0.6).lineWidth(LINE_PT.strip).fillAndStroke(DRAWING_COLOURS[item.key], DRAWING_COLOURS.outline);
    }
    const labelX = penX + labelPt * 2.1;
    doc.fillColor(DRAWING_COLOURS.text).text(item.label, labelX, centreY, { lineBreak: false, baseline: 'middle' });
    penX = labelX + doc.widthOfString(item.label) + labelPt * 1.2;
  }
  doc.restore();
  doc.x = cursor.x;
  doc.y = cursor.y;
}

type Scaler = { x: (mm: number) => number; y: (mm: number) => number; len: (mm: number) => number };

function drawPieces(doc: PDFKit.PDFDocument, g: SurfaceGeometry, { x, y, len, rect }: Scaler & { rect: (r: Rect) => PDFKit.PDFDocument }) {
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
    doc.circle(x(g.cableHole.cx), y(g.cableHole.cy), len(g.cableHole.r)).fillAndStroke(DRAWING_COLOURS.cutout, DRAWING_COLOURS.outline);
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
