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
const GRADIENT: readonly [number, string][] = [
  [0.25, 'blue'],
  [0.55, 'cyan'],
  [0.7, 'lime'],
  [0.85, 'yellow'],
  [1, 'red'],
];

let stamp: HTMLCanvasElement | undefined;
let palette: Uint8ClampedArray | undefined;

/** A blurred black disc, drawn once: every point is this stamp at its weight's opacity. */
function heatStamp(): HTMLCanvasElement {
  if (stamp) return stamp;
  const size = RADIUS + BLUR;
  stamp = document.createElement('canvas');
  stamp.width = stamp.height = size * 2;
  const context = stamp.getContext('2d');
  if (context) {
    // The disc is drawn off the canvas and only its blurred shadow lands on it.
    context.shadowOffsetX = context.shadowOffsetY = size * 2;
    context.shadowBlur = BLUR;
    context.shadowColor = 'black';
    context.beginPath();
    context.arc(-size, -size, RADIUS, 0, Math.PI * 2);
    context.fill();
  }
  return stamp;
}

/** 256 colours from cold to hot, indexed by the summed opacity. */
function heatPalette(): Uint8ClampedArray {
  if (palette) return palette;
  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 256;
  const context = canvas.getContext('2d');
  if (!context) return (palette = new Uint8ClampedArray(1024));
  const gradient = context.createLinearGradient(0, 0, 0, 256);
  for (const [stop, colour] of GRADIENT) gradient.addColorStop(stop, colour);
  context.fillStyle = gradient;
  context.fillRect(0, 0, 1, 256);
  return (palette = context.getImageData(0, 0, 1, 256).data);
}

/**
 * Draws a heatmap the way simpleheat does (about 1 KB; ADR 014):
 * each point stamps a blurred disc whose opacity is its share of the busiest point, the
 * opacities add up, and the sum is coloured from blue to red. Where nothing was clicked the
 * canvas stays transparent.
 */
export function drawHeat(canvas: HTMLCanvasElement, points: readonly HeatPoint[]): void {
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return;
  context.clearRect(0, 0, canvas.width, canvas.height);
  if (points.length === 0 || canvas.width === 0 || canvas.height === 0) return;
  const max = Math.max(...points.map((point) => point.weight));
  const disc = heatStamp();
  const offset = disc.width / 2;
  for (const point of points) {
    context.globalAlpha = Math.min(1, Math.max(MIN_ALPHA, point.weight / max));
    context.drawImage(disc, point.x - offset, point.y - offset);
  }
  context.globalAlpha = 1;
  const colours = heatPalette();
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  const pixels = image.data;
  for (let index = 3; index < pixels.length; index += 4) {
    const alpha = pixels[index] ?? 0;
    if (alpha === 0) continue;
    pixels[index - 3] = colours[alpha * 4] ?? 0;
    pixels[index - 2] = colours[alpha * 4 + 1] ?? 0;
    pixels[index - 1] = colours[alpha * 4 + 2] ?? 0;
  }
  context.putImageData(image, 0, 0);
}
