import type { DimensionMark, Point, Rect, SurfaceGeometry } from './drawing-types';
import { dimensionLabelBox, estimateTextWidth } from './label-boxes';

/** Shared by the SVG and the PDF so both print the same colours. Dark lines print cleanly in black and white. */
export const DRAWING_COLOURS = {
  wood: '#e2c08f',
  outline: '#1f1a17',
  edge: '#1d4ed8',
  backsplash: '#a8794c',
  waterfall: '#7a4f2b',
  cutout: '#ffffff',
  dimension: '#374151',
  text: '#111827',
  walkway: '#6b7280',
} as const;

export interface LegendItem {
  key: 'edge' | 'backsplash' | 'waterfall';
  label: string;
  /** A short sample line (edge) or swatch (strips) in the item's colour. */
  swatch: Rect;
  /** Left end of the label, vertically centred. */
  labelAt: Point;
}

export interface DrawingFrame {
  /** Everything drawn, labels and legend included, in the geometry's millimetres. */
  viewBox: Rect;
  legend: LegendItem[];
}

const ARROW_LENGTH = 0.5;
const ARROW_HALF_WIDTH = 0.17;

export interface FrameOptions {
  /** `false` when the renderer sets the legend out itself, at its own size (the PDF). */
  legend?: boolean;
}

/** The view box around the geometry, its dimension labels and a one-line legend underneath. */
export function drawingFrame(geometry: SurfaceGeometry, options: FrameOptions = {}): DrawingFrame {
  const t = geometry.textSize;
  if (geometry.pieces.length === 0) return { viewBox: { x: 0, y: 0, width: 1000, height: 400 }, legend: [] };
  const xs = [0, geometry.width];
  const ys = [0, geometry.height];
  for (const d of geometry.dimensions) {
    const label = dimensionLabelBox(d, t);
    xs.push(d.from.x, d.to.x, label.x, label.x + label.width);
    ys.push(d.from.y, d.to.y, label.y, label.y + label.height);
  }
  const margin = t;
  const left = Math.min(...xs) - margin;
  const top = Math.min(...ys) - margin;
  const right = Math.max(...xs) + margin;
  const legendTop = Math.max(...ys) + t * 1.5;
  const legend = options.legend === false ? [] : legendItems(geometry, left + margin, right - margin, legendTop);
  const legendRight = Math.max(
    right,
    ...legend.map((item) => item.labelAt.x + estimateTextWidth(item.label, t) + margin),
  );
  const legendBottom = Math.max(...legend.map((item) => item.labelAt.y + t));
  const bottom = legend.length > 0 ? legendBottom + margin : Math.max(...ys) + margin;
  return { viewBox: { x: left, y: top, width: legendRight - left, height: bottom - top }, legend };
}

/** What the legend explains: only what the drawing shows. */
export function legendEntries(geometry: SurfaceGeometry): Pick<LegendItem, 'key' | 'label'>[] {
  const wanted: Pick<LegendItem, 'key' | 'label'>[] = [];
  if (geometry.edgeMarks.length > 0) wanted.push({ key: 'edge', label: 'Edged side' });
  if (geometry.backsplashes.length > 0) wanted.push({ key: 'backsplash', label: 'Backsplash' });
  if (geometry.waterfalls.length > 0) wanted.push({ key: 'waterfall', label: 'Waterfall panel' });
  return wanted;
}

/** One row under the drawing, wrapping rather than widening a narrow drawing (which would shrink it). */
function legendItems(geometry: SurfaceGeometry, startX: number, endX: number, top: number): LegendItem[] {
  const t = geometry.textSize;
  const wanted = legendEntries(geometry);
  let x = startX;
  let centreY = top + t / 2;
  return wanted.map(({ key, label }) => {
    const width = t * 2.1 + estimateTextWidth(label, t);
    if (x > startX && x + width > endX) {
      x = startX;
      centreY += t * 1.6;
    }
    const swatch =
      key === 'edge'
        ? { x, y: centreY, width: t * 1.6, height: 0 }
        : { x, y: centreY - t * 0.3, width: t * 1.6, height: t * 0.6 };
    const item = { key, label, swatch, labelAt: { x: x + t * 2.1, y: centreY } };
    x += width + t * 1.2;
    return item;
  });
}

/** Two filled triangles, pointing outwards at the ends of a dimension line. */
export function arrowHeads(dimension: DimensionMark, textSize: number): [Point[], Point[]] {
  return [arrowHead(dimension.to, dimension.from, textSize), arrowHead(dimension.from, dimension.to, textSize)];
}

function arrowHead(tail: Point, tip: Point, textSize: number): Point[] {
  const dx = tip.x - tail.x;
  const dy = tip.y - tail.y;
  const length = Math.hypot(dx, dy) || 1;
  const [ux, uy] = [dx / length, dy / length];
  // Short lines keep arrows inside them: at most a third of the line each.
  const size = Math.min(ARROW_LENGTH * textSize, length / 3);
  const half = (ARROW_HALF_WIDTH / ARROW_LENGTH) * size;
  const base = { x: tip.x - ux * size, y: tip.y - uy * size };
  return [tip, { x: base.x - uy * half, y: base.y + ux * half }, { x: base.x + uy * half, y: base.y - ux * half }];
}
