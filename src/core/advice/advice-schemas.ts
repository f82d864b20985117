import { z } from 'zod';
import { BOUNDS } from '../surface/surface-options';
import { surfaceConfigurationSchema } from '../surface/surface-schema';
import { CLIMATE_REGION_IDS } from './climate-regions';

/*
 * POST /api/advice (CONF-39 to CONF-41). The configurator computes the same advice in the browser
 * with `adviseSurface` and imports no zod for it (ADR 008); these schemas serve the server and
 * the OpenAPI document.
 */

export const adviceRequestSchema = z
  .object({
    surface: surfaceConfigurationSchema,
    spanMm: z
      .number({ error: 'Span must be a number of millimetres' })
      .int('Span must be a whole number of millimetres')
      .min(BOUNDS.lengthMm.min, `Span must be at least ${BOUNDS.lengthMm.min} mm`)
      .max(BOUNDS.lengthMm.max, `Span must be at most ${BOUNDS.lengthMm.max} mm`)
      .optional()
      .describe(
        'Clear span between supports (desk or table legs, shelf brackets, stair stringers); defaults per surface',
      ),
    region: z
      .enum(CLIMATE_REGION_IDS)
      .optional()
      .describe("The customer's climate region; defaults to the workshop's own"),
  })
  .meta({ id: 'AdviceRequest' });

export type AdviceRequest = z.output<typeof adviceRequestSchema>;

export const adviceResponseSchema = z
  .object({
    sag: z
      .object({
        mm: z.number().nullable().describe('Expected long-term sag; null where no published stiffness exists'),
        limitMm: z.number().describe('Visible sag limit, span / 360'),
        spanMm: z.number(),
        passes: z.boolean().nullable(),
        suggestion: z.string(),
      })
      .nullable()
      .describe('Null for a countertop, carried by its cabinets'),
    movement: z
      .object({
        mm: z.number().nullable().describe('Seasonal change in width; null where no published coefficient exists'),
        widthMm: z.number(),
        region: z.enum(CLIMATE_REGION_IDS),
        regionName: z.string(),
        lowMoisturePercent: z.number(),
        highMoisturePercent: z.number(),
        suggestion: z.string(),
      })
      .nullable(),
    sources: z
      .array(z.object({ figure: z.string(), source: z.string() }))
      .describe('Every figure used, with its published source'),
  })
  .meta({ id: 'Advice' });
