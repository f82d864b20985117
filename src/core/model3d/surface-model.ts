import { woodImageUrl } from '../catalogue/wood-image-urls';
import type { EdgeMark, Rect, RectSide, SurfaceGeometry, SurfacePiece } from '../drawing/drawing-types';
import { placeSections } from '../drawing/section-placement';
import { BACKSPLASH_DEPTH_MM, surfaceGeometry } from '../drawing/surface-geometry';
import { hasPricedBacksplash } from '../pricing/surface-sections';
import {
  DEFAULT_BACKSPLASH_HEIGHT_MM,
  DEFAULT_CABINETRY_HEIGHT_MM,
  type EdgeProfile,
  type Grain,
} from '../surface/surface-options';
import type { SurfaceConfiguration } from '../surface/surface-schema';
import type { Axis, ModelHole, ModelLabel, ModelPiece, ModelProfile, SurfaceModel } from './model-types';

export type * from './model-types';

/** The generated wood images paint their figure at about 1 px per mm on an 800 px image (ADR 012). */
const TEXTURE_SPAN_MM = 800;
/** A pencil edge is a small round-over, a chamfer a 45° bevel; a bullnose rounds the whole edge. */
const PROFILE_SIZE_MM: Record<Exclude<EdgeProfile, 'square' | 'bullnose'>, number> = { pencil: 3, chamfer: 5 };

/**
 * CONF-42: the 3D pieces of a surface, built from the 2D drawing's own geometry (CONF-35 to
 * CONF-37) so both views always agree: the same sections in the same places, the same cutouts.
 * Only what the top view cannot show is added here: heights, true thicknesses and the grain.
 */
export function surfaceModel(surface: SurfaceConfiguration): SurfaceModel {
  const geometry = surfaceGeometry(surface);
  const backs = new Map(placeSections(surface).placed.map((p) => [p.section, p.back]));
  const waterfalls = geometry.waterfalls;
  // A waterfall panel reaches the floor, so the top is shown on its cabinets; otherwise it floats at its own thickness.
  const bottomMm = waterfalls.length > 0 ? (surface.cabinetryHeightMm ?? DEFAULT_CABINETRY_HEIGHT_MM) : 0;
  const topMm = bottomMm + surface.thicknessMm;
  const grain = surface.grainStyle;
  const pieces: ModelPiece[] = [];

  for (const piece of geometry.pieces) {
    const back = backs.get(piece.section) ?? 'top';
    const lengthAxis = lengthAxisOf(back);
    const edgedSides = edgedSidesOf(geometry.edgeMarks, piece);
    const edged = edgedSides === 'all' || edgedSides.length > 0;
    pieces.push({
      id: `top-${piece.section}`,
      role: 'top',
      section: piece.section,
      outline:
        piece.shape === 'rect'
          ? { shape: 'rect', x: piece.x, y: piece.y, width: piece.width, height: piece.height }
          : { shape: 'ellipse', cx: piece.cx, cy: piece.cy, rx: piece.rx, ry: piece.ry },
      holes: piece.section === 0 ? holesOf(geometry) : [],
      bottomMm,
      topMm,
      grainAxis: grain === 'end' ? 'z' : lengthAxis,
      profile: edged ? profileOf(surface.edgeProfile, surface.thicknessMm) : null,
      edgedSides,
    });
    if (hasPricedBacksplash(surface) && piece.shape === 'rect') {
      const height = surface.backsplashHeightMm ?? DEFAULT_BACKSPLASH_HEIGHT_MM;
      pieces.push({
        id: `backsplash-${piece.section}`,
        role: 'backsplash',
        section: piece.section,
        outline: { shape: 'rect', ...backStrip(piece, back) },
        holes: [],
        bottomMm: topMm,
        topMm: topMm + height,
        // Stood up on its back edge: the top's vertical fibres (end grain) now run across the strip.
        grainAxis: grain === 'end' ? crossAxisOf(back) : lengthAxis,
        profile: null,
        edgedSides: [],
      });
    }
  }

  const main = geometry.pieces.find((p) => p.section === 0);
  if (main?.shape === 'rect') {
    for (const panel of waterfalls) {
      // The 2D drawing widens a thin panel to stay visible; the model keeps its true thickness against the end.
      const x = panel.end === 'left' ? main.x - surface.thicknessMm : main.x + main.width;
      pieces.push({
        id: `waterfall-${panel.end}`,
        role: 'waterfall',
        section: 0,
        outline: { shape: 'rect', x, y: main.y, width: surface.thicknessMm, height: main.height },
        holes: [],
        bottomMm: 0,
        topMm,
        // The grain turns down the mitre with the wood: along the length becomes vertical, and back.
        grainAxis: grain === 'end' ? 'x' : 'z',
        profile: null,
        edgedSides: [],
      });
    }
  }

  const heightMm = Math.max(0, ...pieces.map((p) => p.topMm));
  return {
    pieces,
    widthMm: geometry.width,
    depthMm: geometry.height,
    heightMm,
    floorMm: waterfalls.length > 0 ? 0 : null,
    labels: geometry.dimensions.map(
      (d): ModelLabel => ({
        kind: d.kind,
        section: d.section,
        text: d.text,
        x: (d.from.x + d.to.x) / 2,
        y: (d.from.y + d.to.y) / 2,
        z: topMm,
      }),
    ),
    grain,
    textureUrl: woodImageUrl(speciesIdOf(surface), grain),
    textureSpanMm: TEXTURE_SPAN_MM,
    description: describeModel(geometry, grain),
  };
}

/** `maple_face` → `maple`; the grain is the id's last word (CONF-08). */
export function speciesIdOf(surface: Pick<SurfaceConfiguration, 'woodSpecies' | 'grainStyle'>): string {
  const suffix = `_${surface.grainStyle}`;
  return surface.woodSpecies.endsWith(suffix) ? surface.woodSpecies.slice(0, -suffix.length) : surface.woodSpecies;
}

const lengthAxisOf = (back: RectSide): Axis => (back === 'top' || back === 'bottom' ? 'x' : 'y');
const crossAxisOf = (back: RectSide): Axis => (back === 'top' || back === 'bottom' ? 'y' : 'x');

/** A round or oval top is edged all round or not at all (CONF-35's drawing marks it so). */
function edgedSidesOf(marks: EdgeMark[], piece: SurfacePiece): RectSide[] | 'all' {
  if (piece.shape === 'ellipse') return marks.some((mark) => mark.shape === 'ellipse') ? 'all' : [];
  return marks.flatMap((mark) => (mark.shape === 'line' && mark.section === piece.section ? [mark.side] : []));
}

function profileOf(profile: EdgeProfile, thicknessMm: number): ModelProfile | null {
  if (profile === 'square') return null;
  // Never more than half the thickness, so the top and bottom profiles cannot meet.
  const size = profile === 'bullnose' ? thicknessMm / 2 : Math.min(PROFILE_SIZE_MM[profile], thicknessMm / 2);
  return { kind: profile, sizeMm: size };
}

/** The real 28 mm strip along the back edge (PRICE-04), where the 2D drawing's strip sits. */
function backStrip(piece: Rect, back: RectSide): Rect {
  const { x, y, width, height } = piece;
  const depth = BACKSPLASH_DEPTH_MM;
  switch (back) {
    case 'top':
      return { x, y, width, height: depth };
    case 'bottom':
      return { x, y: y + height - depth, width, height: depth };
    case 'left':
      return { x, y, width: depth, height };
    case 'right':
      return { x: x + width - depth, y, width: depth, height };
  }
}

function holesOf(geometry: SurfaceGeometry): ModelHole[] {
  const holes: ModelHole[] = geometry.cutouts.map((c) =>
    c.shape === 'rect'
      ? { kind: c.kind, shape: 'rect', x: c.x, y: c.y, width: c.width, height: c.height, cornerRadius: c.cornerRadius }
      : { kind: c.kind, shape: 'circle', cx: c.cx, cy: c.cy, r: c.r },
  );
  const cable = geometry.cableHole;
  if (cable) holes.push({ kind: 'cable_hole', shape: 'circle', cx: cable.cx, cy: cable.cy, r: cable.r });
  return holes;
}

const GRAIN_WORDS: Record<Grain, string> = {
  face: 'face grain, the boards’ figure running along each section',
  edge: 'edge grain, narrow strips running along each section',
  end: 'end grain, a chequer of block ends on top',
};

function describeModel(geometry: SurfaceGeometry, grain: Grain): string {
  return `3D view. ${geometry.description} Wood in ${GRAIN_WORDS[grain]}.`;
}
