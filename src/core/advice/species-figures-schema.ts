import { z } from 'zod';

/**
 * A species' advice figures as staff keep them in the price book (CONF-41): each figure with the
 * published document it comes from. An empty figure (`null`) means no published figure, and the
 * advice says so; a figure without its source is refused.
 */
const sourcedFigureSchema = (name: string, bounds: { min: number; max: number }) =>
  z
    .object({
      value: z
        .number({ error: `${name} must be a number` })
        .gt(bounds.min, `${name} must be above ${bounds.min}`)
        .lt(bounds.max, `${name} must be below ${bounds.max}`),
      source: z
        .string({ error: `Give the published source of the ${name.toLowerCase()}` })
        .trim()
        .min(
          1,
          `Give the published source of the ${name.toLowerCase()}, or leave the figure empty for "no published figure"`,
        )
        .max(500, 'Keep the source under 500 characters'),
    })
    .nullable();

export const speciesFiguresSchema = z
  .object({
    modulusOfElasticityMpa: sourcedFigureSchema('Modulus of elasticity', { min: 1_000, max: 40_000 }).describe(
      'MPa at 12 % moisture content',
    ),
    tangentialPerPercent: sourcedFigureSchema('Tangential coefficient', { min: 0, max: 0.02 }).describe(
      'Change in width per 1 % moisture content, face grain',
    ),
    radialPerPercent: sourcedFigureSchema('Radial coefficient', { min: 0, max: 0.02 }).describe(
      'Change in width per 1 % moisture content, edge grain',
    ),
  })
  .describe('The advice figures (CONF-41); null where there is no published figure');
