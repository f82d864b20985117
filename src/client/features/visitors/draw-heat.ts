import simpleheat from 'simpleheat';

/** One spot of heat in canvas pixels; weight is a click count. */
export interface HeatPoint {
  x: number;
  y: number;
  weight: number;
}

const RADIUS = 16;
const BLUR = 14;
/** The faintest spot still shows: one click among hundreds is still a click. */
const MIN_ALPHA = 0.2;
const GRADIENT = { 0.25: 'blue', 0.55: 'cyan', 0.7: 'lime', 0.85: 'yellow', 1: 'red' };

/**
 * Draws a heatmap with simpleheat (about 1 KB; ADR 014): each point stamps a blurred disc whose
 * opacity is its share of the busiest point, the opacities add up, and the sum is coloured from
 * blue to red. Where nothing was clicked the canvas stays transparent.
 */
export function drawHeat(canvas: HTMLCanvasElement, points: readonly HeatPoint[]): void {
  if (canvas.width === 0 || canvas.height === 0) return;
  const max = points.reduce((busiest, point) => Math.max(busiest, point.weight), 0);
  simpleheat(canvas)
    .data(points.map((point) => [point.x, point.y, point.weight]))
    .max(max || 1)
    .radius(RADIUS, BLUR)
    .gradient(GRADIENT)
    .draw(MIN_ALPHA);
}
