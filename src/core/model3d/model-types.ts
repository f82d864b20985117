import type { RectSide, SectionIndex } from '../drawing/drawing-types';
import type { EdgeProfile, Grain, PricedCutout } from '../surface/surface-options';

/**
 * CONF-42: the 3D model in millimetres. `x` and `y` are the 2D drawing's own plan coordinates
 * (x to the right, y towards the front of the room, the drawing's origin); `z` is the height
 * above the floor. Every piece is a plan outline extruded upwards from `bottomMm` to `topMm`,
 * so a renderer needs one kind of solid only.
 */
export type Axis = 'x' | 'y' | 'z';

export type ModelOutline =
  | { shape: 'rect'; x: number; y: number; width: number; height: number }
  | { shape: 'ellipse'; cx: number; cy: number; rx: number; ry: number };

/** An opening through a piece, where the 2D drawing marks the cutout. */
export type ModelHole =
  | { kind: PricedCutout; shape: 'rect'; x: number; y: number; width: number; height: number; cornerRadius: number }
  | { kind: PricedCutout | 'cable_hole'; shape: 'circle'; cx: number; cy: number; r: number };

export interface ModelProfile {
  kind: Exclude<EdgeProfile, 'square'>;
  /** How far the profile runs in from the edge and down from the face. */
  sizeMm: number;
}

export interface ModelPiece {
  id: string;
  role: 'top' | 'backsplash' | 'waterfall';
  /** The priced section the piece belongs to; a waterfall panel belongs to the main section. */
  section: SectionIndex;
  outline: ModelOutline;
  holes: ModelHole[];
  bottomMm: number;
  topMm: number;
  /** The direction the wood's fibres run in: the texture's grain is laid along it. */
  grainAxis: Axis;
  /** Null for a square edge or a piece with no edged side. */
  profile: ModelProfile | null;
  /** The edged sides ('all' for a round or oval top), as the 2D drawing marks them. */
  edgedSides: RectSide[] | 'all';
}

/** A dimension label of the 2D drawing, with the same text, lifted to the top face. */
export interface ModelLabel {
  kind: 'length' | 'width' | 'diameter';
  section: SectionIndex;
  text: string;
  x: number;
  y: number;
  z: number;
}

export interface SurfaceModel {
  pieces: ModelPiece[];
  /** Plan extent (the 2D drawing's width and height) and the tallest point. */
  widthMm: number;
  depthMm: number;
  heightMm: number;
  /** The floor's height when something stands on it (a waterfall panel); null otherwise. */
  floorMm: number | null;
  labels: ModelLabel[];
  grain: Grain;
  /** The wood image the 2D picker shows for this species and grain (ADR 012). */
  textureUrl: string;
  /** Real size of the texture image on the wood: the generated images paint ~1 px per mm. */
  textureSpanMm: number;
  description: string;
}
