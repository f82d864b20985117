import type { Point, Rect } from '#core/drawing/drawing-types';

/** A tenth of a millimetre is far below a pixel; rounding keeps the markup short. */
export const roundMm = (value: number): number => Math.round(value * 10) / 10;

export const viewBoxAttribute = (box: Rect): string => [box.x, box.y, box.width, box.height].map(roundMm).join(' ');

export const pointsAttribute = (points: Point[]): string =>
  points.map((p) => `${roundMm(p.x)},${roundMm(p.y)}`).join(' ');

/** Vertical labels read bottom to top, as on a workshop drawing. */
export const labelTransform = (orientation: 'horizontal' | 'vertical', at: Point): string | undefined =>
  orientation === 'vertical' ? `rotate(-90 ${roundMm(at.x)} ${roundMm(at.y)})` : undefined;
