import { z } from 'zod';
import { MAX_CLICKS_PER_BEACON, MAX_INTERACTIONS_PER_BEACON, MAX_SCROLL_DEPTHS_PER_BEACON } from './beacon-limits';
import { heatmapClickSchema, scrollDepthSchema } from '../heatmaps/heatmap-schemas';
import { COUNTERTOP_LAYOUTS, FINISHES, SURFACE_TYPES } from '../surface/surface-options';

const sessionId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Session id must be 8 to 64 letters, digits, - or _');
const dimension = z.number().int().min(0).max(100_000).nullish();

/** POST /api/leads/capture (ANALYTICS-01). */
export const leadCaptureSchema = z.object({
  sessionId: sessionId.optional(),
  surfaceType: z.enum(SURFACE_TYPES),
  dimensions: z.object({ length: dimension, width: dimension, thickness: dimension }).partial().optional(),
  quantity: z.number().int().min(1).max(50).optional(),
  layout: z.enum(COUNTERTOP_LAYOUTS).nullish(),
  woodSpecies: z
    .string()
    .regex(/^[a-z_]{2,64}$/)
    .nullish(),
  finish: z.enum(FINISHES).nullish(),
  source: z
    .string()
    .regex(/^[a-z_]{1,40}$/)
    .default('configurator_interaction'),
  skipEmail: z.boolean().optional(),
});
export type LeadCapture = z.output<typeof leadCaptureSchema>;

export const INTERACTION_TYPES = [
  'page_view',
  'page_hidden',
  'configurator_start',
  'configurator_complete',
  'scroll_depth',
  'pdf_download',
  'email_quote',
] as const;
export type InteractionType = (typeof INTERACTION_TYPES)[number];

const configuratorDataSchema = z.object({
  started: z.boolean().optional(),
  completed: z.boolean().optional(),
  surfaceType: z.enum(SURFACE_TYPES).optional(),
  woodSpecies: z.string().max(64).optional(),
  dimensions: z.object({ length: dimension, width: dimension, thickness: dimension }).partial().optional(),
});

export { MAX_BEACON_BYTES, MAX_INTERACTIONS_PER_BEACON } from './beacon-limits';

/** POST /api/visitors/track (ANALYTICS-02, with the interactions of ANALYTICS-03). */
export const visitorTrackSchema = z.object({
  sessionId,
  pageUrl: z.string().max(2048),
  referrer: z.string().max(2048).optional().default(''),
  timeOnPage: z.number().min(0).max(86_400).optional(),
  /** The token of the page the beacon came from (ADR 041): without a valid one the beacon is stored as suspect. */
  pageToken: z.string().max(64).optional(),
  interactions: z
    .array(
      z.object({
        type: z.enum(INTERACTION_TYPES),
        at: z.iso.datetime({ offset: true }).optional(),
        value: z.number().int().min(0).max(1_000_000).optional(),
        /** A batch (ADR 009) carries each configurator event's own surface and wood. */
        configuratorData: configuratorDataSchema.optional(),
      }),
    )
    .max(MAX_INTERACTIONS_PER_BEACON)
    .optional(),
  configuratorData: configuratorDataSchema.optional(),
  /** ANALYTICS-20: the clicks for the heatmaps, batched with the interactions. */
  clicks: z.array(heatmapClickSchema).max(MAX_CLICKS_PER_BEACON).optional(),
  /** ANALYTICS-20: a page view's furthest scroll, sent once as the page is left or hidden. */
  scrollDepths: z.array(scrollDepthSchema).max(MAX_SCROLL_DEPTHS_PER_BEACON).optional(),
});
export type VisitorTrack = z.output<typeof visitorTrackSchema>;
