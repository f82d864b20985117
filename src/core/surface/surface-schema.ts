import { z } from 'zod';
import {
  BOUNDS,
  BRACKET_OPTIONS,
  CABLE_HOLE_POSITIONS,
  CORNER_JOINS,
  COUNTERTOP_LAYOUTS,
  CUTOUTS,
  EDGE_PROFILES,
  FINISHES,
  GRAINS,
  L_ORIENTATIONS,
  SURFACE_TYPES,
  TABLE_SHAPES,
  WATERFALL_EDGES,
} from './surface-options';
import { surfaceRuleIssues, WOOD_SPECIES_ID_PATTERN } from './surface-checks';

const mm = (name: string, bounds: { min: number; max: number }) =>
  z
    .number({ error: `${name} must be a number of millimetres` })
    .int(`${name} must be a whole number of millimetres`)
    .min(bounds.min, `${name} must be at least ${bounds.min} mm`)
    .max(bounds.max, `${name} must be at most ${bounds.max} mm`);

const edgeCount = z.number().int().min(BOUNDS.edges.min).max(BOUNDS.edges.max);

/** A species-and-grain id such as `maple_face` or `african_mahogany_end` (PRICE-27). */
export const woodSpeciesIdSchema = z
  .string()
  .regex(WOOD_SPECIES_ID_PATTERN, 'Wood species must be a species and grain such as maple_face');

/**
 * One configured surface, with CONF-08's field names: the server checks every request that
 * prices a surface with it. The configurator checks its drafts with `checkSurface`
 * (surface-checks.ts), the same checks without zod, kept out of its first load (ADR 008).
 */
export const surfaceConfigurationSchema = z
  .object({
    id: z.string().max(64).optional(),
    surfaceType: z.enum(SURFACE_TYPES),
    woodSpecies: woodSpeciesIdSchema.default('pine_face'),
    grainStyle: z.enum(GRAINS).default('face'),
    lengthMm: mm('Length', BOUNDS.lengthMm),
    widthMm: mm('Width', BOUNDS.widthMm),
    thicknessMm: mm('Thickness', BOUNDS.thicknessMm),
    quantity: z.number().int().min(BOUNDS.quantity.min).max(BOUNDS.quantity.max).default(1),
    edgeProfile: z.enum(EDGE_PROFILES).default('pencil'),
    finish: z.enum(FINISHES).default('matte'),
    cutouts: z.array(z.enum(CUTOUTS)).max(CUTOUTS.length).default(['none']),

    countertopLayout: z.enum(COUNTERTOP_LAYOUTS).optional(),
    lShapeOrientation: z.enum(L_ORIENTATIONS).optional(),
    cornerJoin: z.enum(CORNER_JOINS).optional(),
    length1Mm: mm('Section 1 length', BOUNDS.lengthMm).optional(),
    width1Mm: mm('Section 1 width', BOUNDS.widthMm).optional(),
    length2Mm: mm('Section 2 length', BOUNDS.lengthMm).optional(),
    width2Mm: mm('Section 2 width', BOUNDS.widthMm).optional(),
    length3Mm: mm('Section 3 length', BOUNDS.lengthMm).optional(),
    width3Mm: mm('Section 3 width', BOUNDS.widthMm).optional(),

    lengthEdges: edgeCount.default(2),
    widthEdges: edgeCount.default(2),
    lengthEdges1: edgeCount.optional(),
    widthEdges1: edgeCount.optional(),
    lengthEdges2: edgeCount.optional(),
    widthEdges2: edgeCount.optional(),
    lengthEdges3: edgeCount.optional(),
    widthEdges3: edgeCount.optional(),

    hasBacksplash: z.boolean().default(false),
    backsplashHeightMm: mm('Backsplash height', BOUNDS.backsplashHeightMm).optional(),
    waterfallEdge: z.enum(WATERFALL_EDGES).default('none'),
    cabinetryHeightMm: mm('Cabinetry height', BOUNDS.cabinetryHeightMm).optional(),

    tableShape: z.enum(TABLE_SHAPES).default('rectangular'),
    diameter: mm('Diameter', BOUNDS.lengthMm).optional(),
    hasCableHole: z.boolean().default(false),
    cableHolePosition: z.enum(CABLE_HOLE_POSITIONS).optional(),
    bracketOption: z.enum(BRACKET_OPTIONS).default('with_brackets'),
    supportSpanMm: mm('Span between supports', BOUNDS.lengthMm)
      .optional()
      .describe(
        'The clear span between supports the customer gave for the advice (CONF-39); never priced. Without it the usual span is assumed',
      ),
  })
  .superRefine((surface, ctx) => {
    for (const issue of surfaceRuleIssues(surface))
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  })
  .meta({ id: 'SurfaceConfiguration' });

export type SurfaceConfiguration = z.output<typeof surfaceConfigurationSchema>;
export type SurfaceConfigurationInput = z.input<typeof surfaceConfigurationSchema>;
