import { hasPricedBacksplash, waterfallPanels } from '../pricing/surface-sections';
import type { SurfaceConfiguration } from '../surface/surface-schema';
import { placeCableHole, placeCutouts } from './cutout-placement';
import { placeDimensions, type DimensionRequest } from './dimension-placement';
import type {
  BacksplashStrip,
  EdgeMark,
  Rect,
  RectSide,
  SurfaceGeometry,
  SurfacePiece,
  WaterfallPanel,
} from './drawing-types';
import { placeSections, type PlacedSection } from './section-placement';
import { describeSurface } from './surface-description';

export type * from './drawing-types';

/** PRICE-04: a backsplash is 28 mm thick. */
export const BACKSPLASH_DEPTH_MM = 28;
/**
 * A 28 mm backsplash (or a 32 mm waterfall panel) on a 3 m run drawn 320 px wide is under
 * 3 px, hidden by an edge line, so thin parts are drawn at least this share of the larger side.
 */
const MIN_VISIBLE_SHARE = 0.02;
/**
 * A waterfall panel is a whole side of the surface: at 2 % it read as a stray line, so it is
 * drawn at least this share of the larger side (about 16 px in a 320 px drawing), its label
 * keeping the true thickness.
 */
const WATERFALL_MIN_VISIBLE_SHARE = 0.05;
/** Label height as a share of the larger side: about 11 px when the drawing is 320 px wide. */
const TEXT_SHARE = 0.045;

/** CONF-36: the top view of a surface in millimetres, y towards the front, origin top-left. */
export function surfaceGeometry(surface: SurfaceConfiguration, options: { textSize?: number } = {}): SurfaceGeometry {
  return labelledGeometry(surfaceShapes(surface), options.textSize);
}

/**
 * The drawing without its dimension labels, and what laying them out needs: everything that does
 * not depend on the labels' size, so a renderer trying several sizes (fit-drawing.ts) works it
 * out once per configuration (ADR 048).
 */
export interface SurfaceShapes {
  geometry: SurfaceGeometry;
  requests: DimensionRequest[];
  /** No label over a piece or a panel (ADR 013). */
  obstacles: Rect[];
}

export function surfaceShapes(surface: SurfaceConfiguration): SurfaceShapes {
  const layout = placeSections(surface);
  const description = describeSurface(surface);
  const mainRaw = layout.placed[0];
  if (!mainRaw)
    return {
      geometry: { ...emptyGeometry(), missingSections: layout.missing, description },
      requests: [],
      obstacles: [],
    };

  const pieceBounds = union(layout.placed.map((p) => p.rect));
  const largerSide = Math.max(pieceBounds.width, pieceBounds.height);
  const minVisible = largerSide * MIN_VISIBLE_SHARE;

  const waterfallsRaw = waterfallRects(
    surface,
    mainRaw.rect,
    Math.max(surface.thicknessMm, largerSide * WATERFALL_MIN_VISIBLE_SHARE),
  );
  const bounds = union([pieceBounds, ...waterfallsRaw, ...(layout.walkway ? [layout.walkway] : [])]);
  const shift = (r: Rect): Rect => ({ ...r, x: r.x - bounds.x, y: r.y - bounds.y });

  const placed = layout.placed.map((p) => ({ ...p, rect: shift(p.rect) }));
  const main = placed[0] ?? { ...mainRaw, rect: shift(mainRaw.rect) };
  const waterfalls = waterfallsRaw.map((w) => ({ ...w, ...shift(w) }));
  const table = surface.surfaceType === 'table_top' ? surface.tableShape : null;
  const curved = table === 'round' || table === 'oval';

  const geometry: SurfaceGeometry = {
    width: bounds.width,
    height: bounds.height,
    pieces: placed.map((p) => piece(p, curved)),
    edgeMarks: placed.flatMap((p) => edgeMarks(p, curved)),
    cutouts: placeCutouts(surface, main.rect),
    cableHole: placeCableHole(surface, main.rect),
    backsplashes: hasPricedBacksplash(surface)
      ? placed.map((p) => backsplash(p, Math.max(BACKSPLASH_DEPTH_MM, minVisible)))
      : [],
    waterfalls,
    walkway: layout.walkway ? { ...shift(layout.walkway), label: '1.2 m walkway' } : null,
    dimensions: [],
    textSize: largerSide * TEXT_SHARE,
    missingSections: layout.missing,
    description,
  };
  return {
    geometry,
    requests: placed.flatMap((p) => dimensionRequests(p, table)),
    obstacles: [...placed.map((p) => p.rect), ...waterfalls],
  };
}

/** The shapes with their dimensions laid out for labels `textSize` tall (never below the readable share). */
export function labelledGeometry({ geometry, requests, obstacles }: SurfaceShapes, textSize?: number): SurfaceGeometry {
  if (geometry.pieces.length === 0) return geometry;
  // A renderer may ask for larger labels (fit-drawing.ts), never smaller ones.
  const size = Math.max(geometry.textSize, textSize ?? 0);
  const bounds = { x: 0, y: 0, width: geometry.width, height: geometry.height };
  return { ...geometry, dimensions: placeDimensions(requests, bounds, size, obstacles), textSize: size };
}

function emptyGeometry(): Omit<SurfaceGeometry, 'missingSections' | 'description'> {
  return {
    width: 0,
    height: 0,
    pieces: [],
    edgeMarks: [],
    cutouts: [],
    cableHole: null,
    backsplashes: [],
    waterfalls: [],
    walkway: null,
    dimensions: [],
    textSize: 0,
  };
}

function piece(p: PlacedSection, curved: boolean): SurfacePiece {
  const { x, y, width, height } = p.rect;
  // PRICE-01: round and oval tops are cut from this rectangular blank.
  if (curved)
    return { shape: 'ellipse', section: 0, cx: x + width / 2, cy: y + height / 2, rx: width / 2, ry: height / 2 };
  return { shape: 'rect', section: p.section, x, y, width, height };
}

/** CONF-08 edge counts: lengthEdges 1 = front long side, 2 = front and back; widthEdges 1 = first end, 2 = both. */
function edgeMarks(p: PlacedSection, curved: boolean): EdgeMark[] {
  const { x, y, width, height } = p.rect;
  if (curved) {
    // A round or oval edge has no sides: any edging runs all the way round.
    return p.lengthEdges + p.widthEdges > 0
      ? [{ shape: 'ellipse', section: 0, cx: x + width / 2, cy: y + height / 2, rx: width / 2, ry: height / 2 }]
      : [];
  }
  const longSides = [opposite(p.back), p.back].slice(0, clampEdges(p.lengthEdges));
  const ends = [p.firstEnd, opposite(p.firstEnd)].slice(0, clampEdges(p.widthEdges));
  return [...longSides, ...ends].map((side) => ({
    shape: 'line',
    section: p.section,
    side,
    ...sideLine(p.rect, side),
  }));
}

function backsplash(p: PlacedSection, depth: number): BacksplashStrip {
  const { x, y, width, height } = p.rect;
  const strip: Record<RectSide, Rect> = {
    top: { x, y, width, height: depth },
    bottom: { x, y: y + height - depth, width, height: depth },
    left: { x, y, width: depth, height },
    right: { x: x + width - depth, y, width: depth, height },
  };
  return { section: p.section, ...strip[p.back] };
}

/** CONF-37: panels at the main section's ends, the left one for `single`. */
function waterfallRects(surface: SurfaceConfiguration, main: Rect, thickness: number): WaterfallPanel[] {
  const panels = waterfallPanels(surface);
  const left: WaterfallPanel = { end: 'left', x: main.x - thickness, y: main.y, width: thickness, height: main.height };
  const right: WaterfallPanel = {
    end: 'right',
    x: main.x + main.width,
    y: main.y,
    width: thickness,
    height: main.height,
  };
  return panels === 0 ? [] : panels === 1 ? [left] : [left, right];
}

function dimensionRequests(p: PlacedSection, table: SurfaceConfiguration['tableShape'] | null): DimensionRequest[] {
  const { x, y, width, height } = p.rect;
  const cx = x + width / 2;
  const cy = y + height / 2;
  if (table === 'round') {
    return [
      {
        kind: 'diameter',
        section: 0,
        valueMm: p.lengthMm,
        side: 'top',
        from: { x, y: cy },
        to: { x: x + width, y: cy },
      },
    ];
  }
  if (table === 'oval') {
    return [
      { kind: 'length', section: 0, valueMm: p.lengthMm, side: 'top', from: { x, y: cy }, to: { x: x + width, y: cy } },
      { kind: 'width', section: 0, valueMm: p.widthMm, side: 'left', from: { x: cx, y }, to: { x: cx, y: y + height } },
    ];
  }
  const runsAcross = p.back === 'top' || p.back === 'bottom';
  const length = sideLine(p.rect, p.lengthDimensionSide);
  const widthRequest: DimensionRequest =
    p.widthDimensionSide === 'inside'
      ? runsAcross
        ? {
            kind: 'width',
            section: p.section,
            valueMm: p.widthMm,
            side: 'inside',
            from: { x: cx, y },
            to: { x: cx, y: y + height },
          }
        : {
            kind: 'width',
            section: p.section,
            valueMm: p.widthMm,
            side: 'inside',
            from: { x, y: cy },
            to: { x: x + width, y: cy },
          }
      : {
          kind: 'width',
          section: p.section,
          valueMm: p.widthMm,
          side: p.widthDimensionSide,
          ...sideLine(p.rect, p.widthDimensionSide),
        };
  return [
    { kind: 'length', section: p.section, valueMm: p.lengthMm, side: p.lengthDimensionSide, ...length },
    widthRequest,
  ];
}

function sideLine(r: Rect, side: RectSide) {
  const right = r.x + r.width;
  const bottom = r.y + r.height;
  switch (side) {
    case 'top':
      return { from: { x: r.x, y: r.y }, to: { x: right, y: r.y } };
    case 'bottom':
      return { from: { x: r.x, y: bottom }, to: { x: right, y: bottom } };
    case 'left':
      return { from: { x: r.x, y: r.y }, to: { x: r.x, y: bottom } };
    case 'right':
      return { from: { x: right, y: r.y }, to: { x: right, y: bottom } };
  }
}

const OPPOSITE: Record<RectSide, RectSide> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };
const opposite = (side: RectSide): RectSide => OPPOSITE[side];
const clampEdges = (count: number) => Math.max(0, Math.min(2, Math.trunc(count)));

function union(rects: Rect[]): Rect {
  const minX = Math.min(...rects.map((r) => r.x));
  const minY = Math.min(...rects.map((r) => r.y));
  const maxX = Math.max(...rects.map((r) => r.x + r.width));
  const maxY = Math.max(...rects.map((r) => r.y + r.height));
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}
