import type { SINK_CUTOUTS } from './surface-options';

type SinkCutout = (typeof SINK_CUTOUTS)[number];

/**
 * The size each priced cutout is made at, one list for the drawing and the job sheet
 * (CONF-37, OPS-14). The price book charges a cutout by kind, not by size, so these
 * are the workshop's defaults: common South African sink sizes, width along the top × depth
 * across it; a hole's size is its diameter.
 */
export const SINK_SIZES: Record<SinkCutout, { width: number; depth: number; cornerRadius: number }> = {
  single_sink: { width: 500, depth: 400, cornerRadius: 40 },
  double_sink: { width: 800, depth: 400, cornerRadius: 40 },
  butlers_sink: { width: 600, depth: 450, cornerRadius: 15 },
};
export const PREP_BOWL_RADIUS_MM = 100;
export const TAP_HOLE_RADIUS_MM = 17.5;
/** CONF-37: a desk's cable hole is Ø 60, 80 mm from the back, 150 mm in from an end. */
export const CABLE_HOLE_RADIUS_MM = 30;
export const CABLE_HOLE_FROM_BACK_MM = 80;
export const CABLE_HOLE_FROM_END_MM = 150;
