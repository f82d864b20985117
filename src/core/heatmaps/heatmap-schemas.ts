import { z } from 'zod';
import {
  ELEMENT_NAME,
  MAX_PAGE_Y_PX,
  PAGE_GRID_PX,
  WIDTH_BUCKETS,
  type HeatmapClick,
  type ScrollDepth,
} from './heatmap-events';

/*
 * The heatmaps' zod schemas, apart from heatmap-events.ts: the visitor tracker in the
 * configurator's first load uses the constants and types there, and must not pull in zod
 * (ADR 008's first-load budget).
 */

/** A view is what the visitor was looking at: a configurator step (`data-hm-view`). */
const viewName = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'A view is 1 to 40 lower-case letters, digits, - or _');

export const heatmapClickSchema: z.ZodType<HeatmapClick> = z
  .object({
    view: viewName,
    width: z.enum(WIDTH_BUCKETS),
    element: z.string().regex(ELEMENT_NAME, 'An element name is 1 to 80 letters, digits, _ . : or -').nullable(),
    x: z.number().int().min(0).max(100),
    y: z.number().int().min(0).max(MAX_PAGE_Y_PX),
    rage: z.boolean().optional(),
    at: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((click) => click.element === null || click.y <= 100, {
    message: 'A click in an element has y in hundredths (0 to 100)',
    path: ['y'],
  })
  .refine((click) => click.element !== null || click.y % PAGE_GRID_PX === 0, {
    message: 'A page-level y is on the 16 px grid',
    path: ['y'],
  });

export const scrollDepthSchema: z.ZodType<ScrollDepth> = z.object({
  view: viewName,
  width: z.enum(WIDTH_BUCKETS),
  depth: z.number().int().min(0).max(100),
  at: z.iso.datetime({ offset: true }).optional(),
});

/** The reply of the staff call: counts per cell, the scroll-depth curve and the rage clicks. */
export const heatmapDataSchema = z.object({
  view: z.string(),
  width: z.enum(WIDTH_BUCKETS),
  days: z.number().int(),
  views: z
    .array(z.object({ view: z.string(), clicks: z.number().int() }))
    .describe('Views that have clicks in the period, for the step picker'),
  elements: z
    .array(z.object({ element: z.string(), x: z.number(), y: z.number(), count: z.number().int() }))
    .describe("Clicks inside named elements: cell centres as shares of the element's box"),
  page: z
    .array(z.object({ x: z.number(), y: z.number(), count: z.number().int() }))
    .describe('Page-level clicks: x as a share of the width, y in document pixels'),
  scroll: z
    .object({ pageViews: z.number().int(), reached: z.array(z.number()) })
    .describe('Share (0–1) of page views whose viewport reached each tenth of the page: index 0 is 0 %, 10 is 100 %'),
  rage: z.array(z.object({ element: z.string(), count: z.number().int() })),
});
export type HeatmapData = z.infer<typeof heatmapDataSchema>;

/** `GET /api/visitors/heatmap?days=&view=&width=` (staff). */
export const heatmapQuerySchema = z.object({
  days: z.coerce
    .number()
    .int('Days must be a whole number')
    .min(1, 'Days must be at least 1')
    .max(90, 'Heatmaps cover at most 90 days')
    .default(7),
  view: viewName.default('configure'),
  width: z.enum(WIDTH_BUCKETS).default('desktop'),
});
