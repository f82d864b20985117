import type { CableHolePosition, PricedCutout } from '../surface/surface-options';

/** Millimetres, top view, y grows towards the front of the room (CONF-36). */
export interface Point {
  x: number;
  y: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type SectionIndex = 0 | 1 | 2 | 3;
export type RectSide = 'top' | 'bottom' | 'left' | 'right';

export type SurfacePiece =
  | ({ shape: 'rect'; section: SectionIndex } & Rect)
  | { shape: 'ellipse'; section: 0; cx: number; cy: number; rx: number; ry: number };

/** A side that is edged, drawn on the piece's outline; round and oval tops are edged all round. */
export type EdgeMark =
  | { shape: 'line'; section: SectionIndex; side: RectSide; from: Point; to: Point }
  | { shape: 'ellipse'; section: 0; cx: number; cy: number; rx: number; ry: number };

export type CutoutMark =
  | ({ kind: PricedCutout; shape: 'rect'; cornerRadius: number } & Rect)
  | { kind: PricedCutout; shape: 'circle'; cx: number; cy: number; r: number };

export interface CableHoleMark {
  position: CableHolePosition;
  cx: number;
  cy: number;
  r: number;
}

export interface BacksplashStrip extends Rect {
  section: SectionIndex;
}

export interface WaterfallPanel extends Rect {
  end: 'left' | 'right';
}

export interface Walkway extends Rect {
  label: string;
}

export interface DimensionMark {
  kind: 'length' | 'width' | 'diameter';
  section: SectionIndex;
  /** Exactly `1200 mm`: end-to-end tests look the label up by this text. */
  text: string;
  orientation: 'horizontal' | 'vertical';
  /** Ends of the dimension line, where the arrowheads sit. */
  from: Point;
  to: Point;
  /** Centre of the label; vertical labels are turned 90° anticlockwise about it. */
  anchor: Point;
  /** Lines from the piece out to the dimension line; none for a dimension drawn inside a piece. */
  extensionLines: { from: Point; to: Point }[];
}

export interface SurfaceGeometry {
  /** Bounding box of every piece, panel and gap; dimensions may lie outside it. */
  width: number;
  height: number;
  pieces: SurfacePiece[];
  edgeMarks: EdgeMark[];
  cutouts: CutoutMark[];
  cableHole: CableHoleMark | null;
  backsplashes: BacksplashStrip[];
  waterfalls: WaterfallPanel[];
  walkway: Walkway | null;
  dimensions: DimensionMark[];
  /** Label height in mm that keeps text readable when the whole drawing is 320 px wide. */
  textSize: number;
  /** Extra sections whose sizes are blank, so they are not drawn. */
  missingSections: SectionIndex[];
  description: string;
}
