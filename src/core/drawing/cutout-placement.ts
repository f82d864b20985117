import { SINK_CUTOUTS, type PricedCutout } from '../surface/surface-options';
import type { SurfaceConfiguration } from '../surface/surface-schema';
import {
  CABLE_HOLE_FROM_BACK_MM,
  CABLE_HOLE_FROM_END_MM,
  CABLE_HOLE_RADIUS_MM,
  PREP_BOWL_RADIUS_MM,
  SINK_SIZES,
  TAP_HOLE_RADIUS_MM,
} from '../surface/cutout-sizes';
import type { CableHoleMark, CutoutMark, Rect } from './drawing-types';

/** A double sink's two bowls are parted by this much worktop-coloured divider. */
const DOUBLE_SINK_DIVIDER_MM = 40;
/** CONF-37: prep bowl 300 mm to the sink's right (edge to bowl centre), tap hole 60 mm behind. */
const PREP_BOWL_OFFSET_MM = 300;
const TAP_HOLE_BEHIND_MM = 60;
/** Keeps a drawn cutout inside a piece that is too small for its real size. */
const CLEARANCE_MM = 20;

type SinkCutout = (typeof SINK_CUTOUTS)[number];

const isSink = (cutout: PricedCutout): cutout is SinkCutout => (SINK_CUTOUTS as readonly string[]).includes(cutout);

/** CONF-37: every cutout sits on the main section (`main` is its rectangle or blank). */
export function placeCutouts(surface: SurfaceConfiguration, main: Rect): CutoutMark[] {
  const chosen = surface.cutouts.filter((cutout): cutout is PricedCutout => cutout !== 'none');
  const marks: CutoutMark[] = [];
  const sink = chosen.find(isSink);
  // The sink is centred; without one, the prep bowl (or else the tap hole) takes the centre.
  let anchor: Rect | null = null;
  if (sink) {
    const size = SINK_SIZES[sink];
    // A sink too big for a narrow piece is drawn at 80 % of it rather than hanging off the edge.
    const width = Math.min(size.width, main.width * 0.8);
    const depth = Math.min(size.depth, main.height * 0.8);
    anchor = {
      x: centre(main.x, main.width) - width / 2,
      y: centre(main.y, main.height) - depth / 2,
      width,
      height: depth,
    };
    if (sink === 'double_sink') {
      // CONF-37: a double sink is drawn as its two bowls side by side, not one rectangle.
      const bowl = (width - DOUBLE_SINK_DIVIDER_MM) / 2;
      marks.push(
        { kind: sink, shape: 'rect', ...anchor, width: bowl, cornerRadius: size.cornerRadius },
        {
          kind: sink,
          shape: 'rect',
          ...anchor,
          x: anchor.x + width - bowl,
          width: bowl,
          cornerRadius: size.cornerRadius,
        },
      );
    } else marks.push({ kind: sink, shape: 'rect', ...anchor, cornerRadius: size.cornerRadius });
  }
  if (chosen.includes('prepbowl')) {
    const r = PREP_BOWL_RADIUS_MM;
    const cx = anchor ? prepBowlX(anchor, main, r) : centre(main.x, main.width);
    const cy = anchor ? centre(anchor.y, anchor.height) : centre(main.y, main.height);
    marks.push({ kind: 'prepbowl', shape: 'circle', cx, cy, r });
    anchor ??= { x: cx - r, y: cy - r, width: 2 * r, height: 2 * r };
  }
  if (chosen.includes('tap_hole')) {
    const r = TAP_HOLE_RADIUS_MM;
    const cx = anchor ? centre(anchor.x, anchor.width) : centre(main.x, main.width);
    const cy = anchor
      ? Math.max(anchor.y - TAP_HOLE_BEHIND_MM, main.y + r + CLEARANCE_MM / 2)
      : centre(main.y, main.height);
    marks.push({ kind: 'tap_hole', shape: 'circle', cx, cy, r });
  }
  return marks;
}

/**
 * The sink is centred, so a bowl that does not fit to its right would not fit to its left either: it goes as far right
 * as it fits.
 */
function prepBowlX(sink: Rect, main: Rect, r: number): number {
  const wanted = sink.x + sink.width + PREP_BOWL_OFFSET_MM;
  const furthest = main.x + main.width - r - CLEARANCE_MM;
  return Math.max(Math.min(wanted, furthest), main.x + r);
}

export function placeCableHole(surface: SurfaceConfiguration, main: Rect): CableHoleMark | null {
  if (surface.surfaceType !== 'desk_top' || !surface.hasCableHole) return null;
  const position = surface.cableHolePosition ?? 'center';
  const cx =
    position === 'left'
      ? main.x + CABLE_HOLE_FROM_END_MM
      : position === 'right'
        ? main.x + main.width - CABLE_HOLE_FROM_END_MM
        : centre(main.x, main.width);
  return { position, cx, cy: main.y + CABLE_HOLE_FROM_BACK_MM, r: CABLE_HOLE_RADIUS_MM };
}

const centre = (start: number, span: number) => start + span / 2;
