// zod/mini, not the classic API: this schema is in the configurator's first load (ADR 008), and
// mini's functions tree-shake to a few KB where the classic chainable API brings all of zod.
// The server composes it into its classic request schemas as it is.
import * as z from 'zod/mini';
import {
  BOUNDS,
  BRACKET_OPTIONS,
  CABLE_HOLE_POSITIONS,
  CORNER_JOINS,
  COUNTERTOP_LAYOUTS,
  CUTOUTS,
  EDGE_PROFILES,
  FIXED_THICKNESS_MM,
  FINISHES,
  GRAINS,
  L_ORIENTATIONS,
  SINK_CUTOUTS,
  SURFACE_TYPES,
  TABLE_SHAPES,
  WATERFALL_EDGES,
} from './surface-options';

const mm = (name: string, bounds: { min: number; max: number }) =>
  z.number({ error: `${name} must be a number of millimetres` }).check(
    z.int(`${name} must be a whole number of millimetres`),
    z.minimum(bounds.min, `${name} must be at least ${bounds.min} mm`),
    z.maximum(bounds.max, `${name} must be at most ${bounds.max} mm`),
  );

/** An oval drawn and quoted with equal sides would be a circle (issue 10). */
export const OVAL_MESSAGE = 'An oval top must be longer than it is wide';

const edgeCount = z.number().check(z.int(), z.minimum(BOUNDS.edges.min), z.maximum(BOUNDS.edges.max));

/** A species-and-grain id such as `maple_face` or `african_mahogany_end` (SPEC §3). */
export const woodSpeciesIdSchema = z
  .string()
  .check(z.regex(/^[a-z][a-z_]*_(face|edge|end)$/, 'Wood species must be a species and grain such as maple_face'));

/**
 * One configured surface, with SPEC §3's field names. Shared by the configurator (live
 * validation) and the server (every request that prices a surface).
 */
export const surfaceConfigurationSchema = z
  .object({
    id: z.optional(z.string().check(z.maxLength(64))),
    surfaceType: z.enum(SURFACE_TYPES),
    woodSpecies: z._default(woodSpeciesIdSchema, 'pine_face'),
    grainStyle: z._default(z.enum(GRAINS), 'face'),
    lengthMm: mm('Length', BOUNDS.lengthMm),
    widthMm: mm('Width', BOUNDS.widthMm),
    thicknessMm: mm('Thickness', BOUNDS.thicknessMm),
    quantity: z._default(z.number().check(z.int(), z.minimum(BOUNDS.quantity.min), z.maximum(BOUNDS.quantity.max)), 1),
    edgeProfile: z._default(z.enum(EDGE_PROFILES), 'pencil'),
    finish: z._default(z.enum(FINISHES), 'matte'),
    cutouts: z._default(z.array(z.enum(CUTOUTS)).check(z.maxLength(CUTOUTS.length)), ['none']),

    countertopLayout: z.optional(z.enum(COUNTERTOP_LAYOUTS)),
    lShapeOrientation: z.optional(z.enum(L_ORIENTATIONS)),
    cornerJoin: z.optional(z.enum(CORNER_JOINS)),
    length1Mm: z.optional(mm('Section 1 length', BOUNDS.lengthMm)),
    width1Mm: z.optional(mm('Section 1 width', BOUNDS.widthMm)),
    length2Mm: z.optional(mm('Section 2 length', BOUNDS.lengthMm)),
    width2Mm: z.optional(mm('Section 2 width', BOUNDS.widthMm)),
    length3Mm: z.optional(mm('Section 3 length', BOUNDS.lengthMm)),
    width3Mm: z.optional(mm('Section 3 width', BOUNDS.widthMm)),

    lengthEdges: z._default(edgeCount, 2),
    widthEdges: z._default(edgeCount, 2),
    lengthEdges1: z.optional(edgeCount),
    widthEdges1: z.optional(edgeCount),
    lengthEdges2: z.optional(edgeCount),
    widthEdges2: z.optional(edgeCount),
    lengthEdges3: z.optional(edgeCount),
    widthEdges3: z.optional(edgeCount),

    hasBacksplash: z._default(z.boolean(), false),
    backsplashHeightMm: z.optional(mm('Backsplash height', BOUNDS.backsplashHeightMm)),
    waterfallEdge: z._default(z.enum(WATERFALL_EDGES), 'none'),
    cabinetryHeightMm: z.optional(mm('Cabinetry height', BOUNDS.cabinetryHeightMm)),

    tableShape: z._default(z.enum(TABLE_SHAPES), 'rectangular'),
    diameter: z.optional(mm('Diameter', BOUNDS.lengthMm)),
    hasCableHole: z._default(z.boolean(), false),
    cableHolePosition: z.optional(z.enum(CABLE_HOLE_POSITIONS)),
    bracketOption: z._default(z.enum(BRACKET_OPTIONS), 'with_brackets'),
  })
  .check(
    z.superRefine((surface, ctx) => {
      if (!surface.woodSpecies.endsWith(`_${surface.grainStyle}`)) {
        ctx.addIssue({
          code: 'custom',
          path: ['grainStyle'],
          message: `Grain style ${surface.grainStyle} does not match wood species ${surface.woodSpecies}`,
        });
      }
      if (surface.grainStyle === 'end' && (surface.surfaceType === 'stair_tread' || surface.surfaceType === 'floating_shelf')) {
        ctx.addIssue({ code: 'custom', path: ['grainStyle'], message: 'End grain is not offered for stair treads or floating shelves' });
      }
      if ((surface.surfaceType === 'stair_tread' || surface.surfaceType === 'floating_shelf') && surface.thicknessMm !== FIXED_THICKNESS_MM) {
        ctx.addIssue({ code: 'custom', path: ['thicknessMm'], message: `Floating shelves and stair treads are ${FIXED_THICKNESS_MM} mm thick` });
      }
      if (surface.surfaceType === 'countertop') {
        for (const section of requiredExtraSections(surface.countertopLayout ?? 'single_wall')) {
          for (const side of ['length', 'width'] as const) {
            const key = `${side}${section}Mm` as const;
            if (surface[key] === undefined) {
              ctx.addIssue({ code: 'custom', path: [key], message: `Section ${section} ${side} is required for this layout` });
            }
          }
        }
      }
      // A round top is priced on its square blank, length × length (DECISIONS §2.1): its length is
      // its diameter, so it must fit the width bound too, and a diameter given must agree with it
      // (its width is ignored).
      if (surface.surfaceType === 'table_top' && surface.tableShape === 'round') {
        if (surface.lengthMm > BOUNDS.widthMm.max) {
          ctx.addIssue({ code: 'custom', path: ['diameter'], message: `Diameter must be between ${BOUNDS.widthMm.min} and ${BOUNDS.widthMm.max} mm` });
        }
        if (surface.diameter !== undefined && surface.diameter !== surface.lengthMm) {
          ctx.addIssue({ code: 'custom', path: ['diameter'], message: 'Diameter must equal the length of a round top' });
        }
      }
      if (surface.surfaceType === 'table_top' && surface.tableShape === 'oval' && surface.lengthMm <= surface.widthMm) {
        ctx.addIssue({ code: 'custom', path: ['lengthMm'], message: OVAL_MESSAGE });
      }
      const sinks = surface.cutouts.filter((c) => (SINK_CUTOUTS as readonly string[]).includes(c));
      if (sinks.length > 1) {
        ctx.addIssue({ code: 'custom', path: ['cutouts'], message: 'Choose at most one sink' });
      }
      if (surface.cutouts.includes('none') && surface.cutouts.length > 1) {
        ctx.addIssue({ code: 'custom', path: ['cutouts'], message: 'None cannot be combined with other cutouts' });
      }
      if (new Set(surface.cutouts).size !== surface.cutouts.length) {
        ctx.addIssue({ code: 'custom', path: ['cutouts'], message: 'A cutout is listed twice' });
      }
    }),
  );

export type SurfaceConfiguration = z.output<typeof surfaceConfigurationSchema>;
export type SurfaceConfigurationInput = z.input<typeof surfaceConfigurationSchema>;

/** DECISIONS §2.1: which extra sections (1, 2, 3) each countertop layout adds. */
export function requiredExtraSections(layout: (typeof COUNTERTOP_LAYOUTS)[number]): readonly (1 | 2 | 3)[] {
  switch (layout) {
    case 'single_wall':
    case 'island':
      return [];
    case 'galley':
    case 'l_shape':
      return [1];
    case 'u_shape':
      return [1, 2];
    case 'g_shape':
      return [1, 2, 3];
  }
}
