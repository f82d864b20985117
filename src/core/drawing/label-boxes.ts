import type { DimensionMark, Rect, SurfaceGeometry } from './drawing-types';

/** Helvetica's digits are 0.556 em wide; a little over that covers `mm` and spaces. */
const CHAR_WIDTH_EM = 0.6;

export const estimateTextWidth = (text: string, textSize: number): number => text.length * CHAR_WIDTH_EM * textSize;

/** Room kept round a label, as a share of its height, so a glyph wider than the estimate still clears. */
const LABEL_CLEARANCE = 0.15;

/** What a label covers, centred on `anchor` and turned with the text (vertical labels read bottom to top). */
export function labelBox(
  text: string,
  anchor: { x: number; y: number },
  orientation: DimensionMark['orientation'],
  textSize: number,
): Rect {
  const along = estimateTextWidth(text, textSize) + 2 * LABEL_CLEARANCE * textSize;
  const across = textSize * (1 + 2 * LABEL_CLEARANCE);
  const [width, height] = orientation === 'horizontal' ? [along, across] : [across, along];
  return { x: anchor.x - width / 2, y: anchor.y - height / 2, width, height };
}

export const dimensionLabelBox = (d: DimensionMark, textSize: number): Rect =>
  labelBox(d.text, d.anchor, d.orientation, textSize);

export const rectsOverlap = (a: Rect, b: Rect): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

export interface LabelCollision {
  label: string;
  /** The piece (`section 2`), panel or other label it lies over. */
  over: string;
}

/**
 * ADR 013: every place a dimension label lies over a piece, a waterfall panel or another
 * label. An empty list is the drawing's promise that every label can be read.
 */
export function labelCollisions(geometry: SurfaceGeometry): LabelCollision[] {
  const t = geometry.textSize;
  const labels = geometry.dimensions.map((d) => ({
    name: `${d.kind} of section ${d.section} (${d.text})`,
    box: dimensionLabelBox(d, t),
  }));
  const solids = [
    ...geometry.pieces.map((p) => ({
      name: `section ${p.section}`,
      box:
        p.shape === 'rect'
          ? { x: p.x, y: p.y, width: p.width, height: p.height }
          : { x: p.cx - p.rx, y: p.cy - p.ry, width: 2 * p.rx, height: 2 * p.ry },
    })),
    ...geometry.waterfalls.map((w) => ({ name: `${w.end} waterfall`, box: w })),
  ];
  const found: LabelCollision[] = [];
  labels.forEach((label, i) => {
    for (const solid of solids)
      if (rectsOverlap(label.box, solid.box)) found.push({ label: label.name, over: solid.name });
    for (const other of labels.slice(i + 1))
      if (rectsOverlap(label.box, other.box)) found.push({ label: label.name, over: other.name });
  });
  return found;
}
