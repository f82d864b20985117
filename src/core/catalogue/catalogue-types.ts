import { z } from 'zod';
import { TIERS } from '../pricing/price-book';
import { EDGE_PROFILES, FINISHES, GRAINS, SURFACE_TYPES } from '../surface/surface-options';

/*
 * The catalogue calls' answers (PRICE-27's records) as zod schemas: the API documents and checks
 * its replies with them and the types below are derived from them. The browser imports the
 * types only, so zod stays out of the configurator's first load (ADR 008).
 */

/** The display form of a grain in PRICE-27's records: `Face`, `Edge`, `End`. */
const grainLabelSchema = z.enum(['Face', 'Edge', 'End']);
export type GrainLabel = z.infer<typeof grainLabelSchema>;

/** A wood's detail profile, shown in the grain dialog's collapsible sections (CONF-25, CONF-28). */
export const woodProfileSchema = z.object({
  speciesId: z.string(),
  scientificName: z.string(),
  origin: z.string(),
  hardness: z.string().describe("Janka hardness with its unit, e.g. '6,450 N (Janka)'"),
  grainPattern: z.string(),
  colour: z.string(),
  workability: z.string(),
  durability: z.string(),
  sustainability: z.string(),
  overview: z.string().describe("A short overview paragraph for 'Species Overview'"),
  grains: z.partialRecord(z.enum(GRAINS), z.object({ characteristics: z.string(), applications: z.array(z.string()) })),
  careTips: z.array(z.string()),
  technicalData: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type WoodProfile = z.infer<typeof woodProfileSchema>;

/**
 * The images of one species and grain (ADR 012): staff photos when there are some,
 * else the generated textures. Every URL is immutable: a new photo has a new URL.
 */
export const woodImageSetSchema = z.object({
  imageUrl: z.string().describe("The grain dialog's card image"),
  thumbnailUrl: z.string().describe("The wood picker's card"),
  galleryUrls: z.array(z.string()).describe("The grain dialog's gallery, in the order staff set"),
  photoCount: z.number().int().describe('0 while the generated texture stands in'),
});
export type WoodImageSet = z.infer<typeof woodImageSetSchema>;

/** GET /api/pricing/wood-species: one record per species and grain (PRICE-27). */
export const woodSpeciesRecordSchema = z.object({
  id: z.string(),
  speciesId: z.string(),
  species_id: z.string(),
  wood_species_id: z.string(),
  name: z.string(),
  grain_type: grainLabelSchema,
  grainStyle: z.enum(GRAINS),
  baseRate: z.number().int().describe('Cents per cubic metre'),
  tierName: z.enum(TIERS),
  available: z.boolean(),
  description: z.string(),
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
  galleryUrls: z.array(z.string()),
  density: z.number(),
  wood_species: z.object({ name: z.string() }),
  wood_tiers: z.object({ name: z.enum(TIERS) }),
});
export type WoodSpeciesRecord = z.infer<typeof woodSpeciesRecordSchema>;

/** GET /api/pricing/edge-profiles. */
export const edgeProfileRecordSchema = z.object({
  id: z.enum(EDGE_PROFILES),
  name: z.string(),
  description: z.string(),
  badge: z.string().nullable().describe("'Our Standard Option' for the default profile"),
  isDefault: z.boolean(),
  additionalCost: z.number(),
});
export type EdgeProfileRecord = z.infer<typeof edgeProfileRecordSchema>;

/** GET /api/pricing/modifiers (PRICE-28). */
export const pricingModifierRecordSchema = z.object({
  id: z.string(),
  type: z.enum(['finish', 'cutout', 'cable_hole']),
  value: z.string(),
  name: z.string(),
  additionalCost: z.number().int().describe('Cents; per m² for finishes, each for cutouts and the cable hole'),
});
export type PricingModifierRecord = z.infer<typeof pricingModifierRecordSchema>;

/** GET /api/pricing/surface-types. */
export const surfaceTypeRecordSchema = z.object({
  id: z.enum(SURFACE_TYPES),
  name: z.string(),
  description: z.string(),
  defaults: z.object({
    lengthMm: z.number().int(),
    widthMm: z.number().int(),
    thicknessMm: z.number().int(),
    edgeProfile: z.enum(EDGE_PROFILES),
    finish: z.enum(FINISHES),
  }),
});
export type SurfaceTypeRecord = z.infer<typeof surfaceTypeRecordSchema>;

/** GET /api/wood-species: one entry per species, with its detail profile (CONF-21, CONF-28). */
export const woodSpeciesSummarySchema = z.object({
  speciesId: z.string(),
  name: z.string(),
  tierName: z.enum(TIERS),
  description: z.string(),
  imageUrl: z.string(),
  grains: z.array(z.enum(GRAINS)),
  images: z.partialRecord(z.enum(GRAINS), woodImageSetSchema).describe('Per offered grain'),
  faceRate: z.number().int().describe('Face-grain rate in cents per m³, for price hints'),
  profile: woodProfileSchema,
});
export type WoodSpeciesSummary = z.infer<typeof woodSpeciesSummarySchema>;
