import { drawingFrame, type DrawingFrame } from './drawing-frame';
import type { SurfaceGeometry } from './drawing-types';
import { surfaceGeometry } from './surface-geometry';
import type { SurfaceConfiguration } from '../surface/surface-schema';

export interface FittedDrawing {
  geometry: SurfaceGeometry;
  frame: DrawingFrame;
  /** Box units (px or pt) per millimetre of the drawing. */
  scale: number;
}

const ATTEMPTS = 6;

/**
 * The drawing laid out for a box of a given size, with labels at least `minLabel` box units
 * tall (issue 10: 11 px on screen, 7 pt in the PDF). Larger labels need more room around the
 * pieces, which shrinks the scale, so the text size is raised a few times until it holds.
 */
export function fitDrawing(surface: SurfaceConfiguration, box: { width: number; height: number }, minLabel: number): FittedDrawing {
  let geometry = surfaceGeometry(surface);
  let frame = drawingFrame(geometry);
  let scale = scaleOf(frame, box);
  for (let attempt = 0; attempt < ATTEMPTS && geometry.pieces.length > 0; attempt += 1) {
    if (geometry.textSize * scale >= minLabel) break;
    // A little over what is needed, since the larger text widens the frame again.
    geometry = surfaceGeometry(surface, { textSize: (minLabel / scale) * 1.08 });
    frame = drawingFrame(geometry);
    scale = scaleOf(frame, box);
  }
  return { geometry, frame, scale };
}

const scaleOf = (frame: DrawingFrame, box: { width: number; height: number }): number =>
  Math.min(box.width / frame.viewBox.width, box.height / frame.viewBox.height);
