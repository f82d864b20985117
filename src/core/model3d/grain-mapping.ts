import type { Axis } from './model-types';

/** A point on a piece in millimetres: plan x and y as in the 2D drawing, z the height. */
export interface SurfacePoint {
  x: number;
  y: number;
  z: number;
}

/** Which face of an extruded piece a point lies on: a cap (top or underside) or a side wall running along x or y. */
export type FaceKind = 'cap' | 'wall-x' | 'wall-y';

/**
 * CONF-42: texture coordinates, in texture spans, that lay the wood image's grain (its x axis:
 * the generated images run boards, strips and rings left to right, ADR 012) along the piece's
 * fibres. On a face the fibres cross (an end, or every side of an end-grain top) the image is
 * turned a quarter, so its strips stand upright along the face: the staves show as they do on
 * the real piece's ends.
 */
export function grainUv(point: SurfacePoint, face: FaceKind, grainAxis: Axis, spanMm: number): [number, number] {
  const along = face === 'cap' ? (['x', 'y'] as const) : ([face === 'wall-x' ? 'x' : 'y', 'z'] as const);
  const [first, second] = along;
  let u: number;
  let v: number;
  if (grainAxis === first || grainAxis === second) {
    u = point[grainAxis];
    v = point[grainAxis === first ? second : first];
  } else if (face === 'cap') {
    // End grain seen from above: the image is the block ends themselves.
    u = point.x;
    v = point.y;
  } else {
    u = point.z;
    v = point[first];
  }
  return [u / spanMm, v / spanMm];
}

/** A side wall from one outline point to the next runs along the axis it moves furthest in. */
export function wallKind(dx: number, dy: number): FaceKind {
  return Math.abs(dx) >= Math.abs(dy) ? 'wall-x' : 'wall-y';
}
