import { dimensionLabelBox, estimateTextWidth, rectsOverlap } from './label-boxes';
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

/** Beyond this many tiers a side gives up moving a label out: no drawing has that many. */
const MAX_TIERS = 12;
/** Between the end of an inside dimension's line and its label, beside the piece. */
const LABEL_BESIDE_GAP = 0.4;

/**
 * Chains dimensions along each side of the drawing's bounds; a dimension whose span (or
 * label, if longer) would overlap one already on that side moves out a tier, and so does one
 * whose label would reach round a corner onto another side's label (ADR 013). A dimension
 * across a piece (`inside`) keeps its label off the pieces: beside the line's end where that
 * is clear, else below the drawing like any other. `obstacles` are the pieces and panels.
 */
export function placeDimensions(
  requests: DimensionRequest[],
  bounds: Rect,
  textSize: number,
  obstacles: Rect[] = [],
): DimensionMark[] {
  const tiers = new Map<RectSide, [number, number][][]>();
  const labels: Rect[] = [];
  const isClear = (mark: DimensionMark) => {
    const box = dimensionLabelBox(mark, textSize);
    return ![...labels, ...obstacles].some((other) => rectsOverlap(box, other));
  };
  const placeOutside = (request: DimensionRequest, side: RectSide, text: string): DimensionMark => {
    const horizontal = side === 'top' || side === 'bottom';
    const span = labelSpan(
      horizontal ? sorted(request.from.x, request.to.x) : sorted(request.from.y, request.to.y),
      estimateTextWidth(text, textSize) + 2 * LABEL_PADDING * textSize,
    );
    const sideTiers = tiers.get(side) ?? [];
    tiers.set(side, sideTiers);
    const freeFrom = (first: number) => {
      for (let tier = first; tier < sideTiers.length; tier += 1)
        if (sideTiers[tier]?.every((other) => !overlaps(span, other))) return tier;
      return Math.max(first, sideTiers.length);
    };
    const at = (tier: number) =>
      outside(request, text, side, bounds, textSize * (FIRST_LINE + TIER_STEP * tier), textSize);
    let tier = freeFrom(0);
    while (tier < MAX_TIERS && !isClear(at(tier))) tier = freeFrom(tier + 1);
    while (sideTiers.length <= tier) sideTiers.push([]);
    sideTiers[tier]?.push(span);
    return at(tier);
  };
  const marks = new Map<number, DimensionMark>();
  const keep = (index: number, mark: DimensionMark) => {
    marks.set(index, mark);
    labels.push(dimensionLabelBox(mark, textSize));
  };
  // Outside first: an inside label then knows where the outside ones went.
  requests.forEach((request, index) => {
    if (request.side !== 'inside') keep(index, placeOutside(request, request.side, dimensionText(request.valueMm)));
  });
  requests.forEach((request, index) => {
    if (request.side !== 'inside') return;
    const text = dimensionText(request.valueMm);
    const beside = besideCandidates(request, text, textSize).find(isClear);
    keep(index, beside ?? placeOutside(request, request.from.y === request.to.y ? 'bottom' : 'right', text));
  });
  return requests.map((_, index) => {
    const mark = marks.get(index);
    if (!mark) throw new Error('Every dimension is placed');
    return mark;
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
      extensionLines: [request.from, request.to].map((p) => ({
        from: { x: p.x, y: p.y + gap },
        to: { x: p.x, y: lineY + overshoot },
      })),
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
    extensionLines: [request.from, request.to].map((p) => ({
      from: { x: p.x + gap, y: p.y },
      to: { x: lineX + overshoot, y: p.y },
    })),
  };
}

/**
 * A line across the piece with its label just past either end, level with the line: off the piece when there is room.
 */
function besideCandidates(request: DimensionRequest, text: string, textSize: number): DimensionMark[] {
  const { from, to } = request;
  const horizontal = from.y === to.y;
  const half = estimateTextWidth(text, textSize) / 2 + LABEL_BESIDE_GAP * textSize;
  const common = { kind: request.kind, section: request.section, text, from, to, extensionLines: [] };
  if (horizontal) {
    const [left, right] = sorted(from.x, to.x);
    return [
      { ...common, orientation: 'horizontal', anchor: { x: left - half, y: from.y } },
      { ...common, orientation: 'horizontal', anchor: { x: right + half, y: from.y } },
    ];
  }
  const [top, bottom] = sorted(from.y, to.y);
  return [
    { ...common, orientation: 'vertical', anchor: { x: from.x, y: top - half } },
    { ...common, orientation: 'vertical', anchor: { x: from.x, y: bottom + half } },
  ];
}

/** The stretch of the side a dimension occupies: its span, or its label where that is longer. */
function labelSpan([start, end]: [number, number], labelLength: number): [number, number] {
  const mid = (start + end) / 2;
  const half = Math.max(end - start, labelLength) / 2;
  return [mid - half, mid + half];
}

const sorted = (a: number, b: number): [number, number] => (a <= b ? [a, b] : [b, a]);
const overlaps = (a: [number, number], b: [number, number]) => a[0] < b[1] - 0.5 && b[0] < a[1] - 0.5;
