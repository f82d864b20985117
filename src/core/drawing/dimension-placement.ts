import { estimateTextWidth } from './drawing-frame';
import type { DimensionMark, Point, Rect, RectSide, SectionIndex } from './drawing-types';

export interface DimensionRequest {
  kind: DimensionMark['kind'];
  section: SectionIndex;
  valueMm: number;
  /** Outside the drawing on this side, or across the piece itself where an outside line would cross another. */
  side: RectSide | 'inside';
  /** The two points measured between, on the piece's outline (for `inside`, the line's ends). */
  from: Point;
  to: Point;
}

/** Distances as multiples of the label height, so they scale with the text in both renderers. */
const FIRST_LINE = 1.2;
const TIER_STEP = 2.2;
const LABEL_FROM_LINE = 0.75;
const EXTENSION_GAP = 0.25;
const EXTENSION_OVERSHOOT = 0.35;
/** Room kept either side of a label whose text is longer than the span it measures. */
const LABEL_PADDING = 0.3;

export const dimensionText = (valueMm: number): string => `${valueMm} mm`;

/**
 * Chains dimensions along each side of the drawing's bounds; a dimension whose span (or
 * label, if longer) would overlap one already on that side moves out a tier, so no two
 * labels sit on each other.
 */
export function placeDimensions(requests: DimensionRequest[], bounds: Rect, textSize: number): DimensionMark[] {
  const tiers = new Map<RectSide, [number, number][][]>();
  return requests.map((request) => {
    const text = dimensionText(request.valueMm);
    if (request.side === 'inside') return inside(request, text, textSize);
    const side = request.side;
    const horizontal = side === 'top' || side === 'bottom';
    const span = labelSpan(
      horizontal ? sorted(request.from.x, request.to.x) : sorted(request.from.y, request.to.y),
      estimateTextWidth(text, textSize) + 2 * LABEL_PADDING * textSize,
    );
    const sideTiers = tiers.get(side) ?? [];
    tiers.set(side, sideTiers);
    let tier = sideTiers.findIndex((spans) => spans.every((other) => !overlaps(span, other)));
    if (tier === -1) tier = sideTiers.push([]) - 1;
    sideTiers[tier]?.push(span);
    return outside(request, text, side, bounds, textSize * (FIRST_LINE + TIER_STEP * tier), textSize);
  });
}

function outside(
  request: DimensionRequest,
  text: string,
  side: RectSide,
  bounds: Rect,
  distance: number,
  textSize: number,
): DimensionMark {
  const outward = side === 'top' || side === 'left' ? -1 : 1;
  const gap = EXTENSION_GAP * textSize * outward;
  const overshoot = EXTENSION_OVERSHOOT * textSize * outward;
  const common = { kind: request.kind, section: request.section, text };
  if (side === 'top' || side === 'bottom') {
    const lineY = side === 'top' ? bounds.y - distance : bounds.y + bounds.height + distance;
    const from = { x: request.from.x, y: lineY };
    const to = { x: request.to.x, y: lineY };
    return {
      ...common,
      orientation: 'horizontal',
      from,
      to,
      anchor: { x: (from.x + to.x) / 2, y: lineY + LABEL_FROM_LINE * textSize * outward },
      extensionLines: [request.from, request.to].map((p) => ({ from: { x: p.x, y: p.y + gap }, to: { x: p.x, y: lineY + overshoot } })),
    };
  }
  const lineX = side === 'left' ? bounds.x - distance : bounds.x + bounds.width + distance;
  const from = { x: lineX, y: request.from.y };
  const to = { x: lineX, y: request.to.y };
  return {
    ...common,
    orientation: 'vertical',
    from,
    to,
    anchor: { x: lineX + LABEL_FROM_LINE * textSize * outward, y: (from.y + to.y) / 2 },
    extensionLines: [request.from, request.to].map((p) => ({ from: { x: p.x + gap, y: p.y }, to: { x: lineX + overshoot, y: p.y } })),
  };
}

function inside(request: DimensionRequest, text: string, textSize: number): DimensionMark {
  const { from, to } = request;
  const horizontal = from.y === to.y;
  const mid = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
  return {
    kind: request.kind,
    section: request.section,
    text,
    orientation: horizontal ? 'horizontal' : 'vertical',
    from,
    to,
    anchor: horizontal ? { x: mid.x, y: mid.y - LABEL_FROM_LINE * textSize } : { x: mid.x - LABEL_FROM_LINE * textSize, y: mid.y },
    extensionLines: [],
  };
}

/** The stretch of the side a dimension occupies: its span, or its label where that is longer. */
function labelSpan([start, end]: [number, number], labelLength: number): [number, number] {
  const mid = (start + end) / 2;
  const half = Math.max(end - start, labelLength) / 2;
  return [mid - half, mid + half];
}

const sorted = (a: number, b: number): [number, number] => (a <= b ? [a, b] : [b, a]);
const overlaps = (a: [number, number], b: [number, number]) => a[0] < b[1] - 0.5 && b[0] < a[1] - 0.5;
