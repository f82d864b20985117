import { drawingFrame, type DrawingFrame, type FrameOptions } from './drawing-frame';
import type { SurfaceGeometry } from './drawing-types';
import { labelledGeometry, surfaceShapes } from './surface-geometry';
import type { SurfaceConfiguration } from '../surface/surface-schema';

export interface FittedDrawing {
  geometry: SurfaceGeometry;
  frame: DrawingFrame;
  /** Box units (px or pt) per millimetre of the drawing. */
  scale: number;
}

/** Enough halvings to settle the text size to far under a hundredth of a box unit. */
const SEARCH_STEPS = 24;
const MAX_DOUBLINGS = 12;
/** The SVG writes sizes to a tenth of a millimetre: aiming 1 % high keeps the rounded label at the minimum. */
const ROUNDING_HEADROOM = 1.01;

/**
 * The drawing laid out for a box of a given size, with labels at least `minLabel` box units
 * tall (ADR 013: 11 px on screen, 7 pt in the PDF). Larger labels need more room around the
 * pieces, which shrinks the scale, so the smallest text size (in the drawing's millimetres) whose
 * labels come out at `minLabel` or more is searched for: doubled until it holds, then halved back.
 */
export function fitDrawing(
  surface: SurfaceConfiguration,
  box: { width: number; height: number },
  minLabel: number,
  frameOptions: FrameOptions = {},
): FittedDrawing {
  // The pieces once; only the labels are laid out again for each size tried.
  const shapes = surfaceShapes(surface);
  const fitted = (textSize?: number): FittedDrawing => {
    const geometry = labelledGeometry(shapes, textSize);
    const frame = drawingFrame(geometry, frameOptions);
    return { geometry, frame, scale: scaleOf(frame, box) };
  };
  const labelSize = (f: FittedDrawing) => f.geometry.textSize * f.scale;
  const target = minLabel * ROUNDING_HEADROOM;
  const plain = fitted();
  if (plain.geometry.pieces.length === 0 || labelSize(plain) >= target) return plain;

  let low = plain.geometry.textSize;
  let high = fitted(low * 2);
  for (let doubling = 0; doubling < MAX_DOUBLINGS && labelSize(high) < target; doubling += 1) {
    low = high.geometry.textSize;
    high = fitted(low * 2);
  }
  // A box too small for labels that size anywhere: the largest labels it takes.
  if (labelSize(high) < target) return high;
  for (let step = 0; step < SEARCH_STEPS; step += 1) {
    const middle = fitted((low + high.geometry.textSize) / 2);
    if (labelSize(middle) >= target) high = middle;
    else low = middle.geometry.textSize;
  }
  return high;
}

const scaleOf = (frame: DrawingFrame, box: { width: number; height: number }): number =>
  Math.min(box.width / frame.viewBox.width, box.height / frame.viewBox.height);
