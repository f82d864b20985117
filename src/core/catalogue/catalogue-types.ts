import type { WoodProfile } from './wood-profile';
import type { Tier } from '../pricing/price-book';
import type { EdgeProfile, Finish, Grain, SurfaceType } from '../surface/surface-options';

/** The display form of a grain in SPEC §3's records: `Face`, `Edge`, `End`. */
export type GrainLabel = 'Face' | 'Edge' | 'End';

/**
 * The images of one species and grain (issue 15 item 5): staff photos when there are some,
 * else the generated textures. Every URL is immutable: a new photo has a new URL.
 */
export interface WoodImageSet {
  /** The grain dialog's card image. */
  imageUrl: string;
  /** The wood picker's card. */
  thumbnailUrl: string;
  /** The grain dialog's gallery, in the order staff set. */
  galleryUrls: string[];
  /** 0 while the generated texture stands in. */
  photoCount: number;
}

/** GET /api/pricing/wood-species: one record per species and grain (SPEC §3 "Server record"). */
export interface WoodSpeciesRecord {
  id: string;
  speciesId: string;
  species_id: string;
  wood_species_id: string;
  name: string;
  grain_type: GrainLabel;
  grainStyle: Grain;
  /** Cents per cubic metre. */
  baseRate: number;
  tierName: Tier;
  available: boolean;
  description: string;
  imageUrl: string;
  thumbnailUrl: string;
  galleryUrls: string[];
  density: number;
  wood_species: { name: string };
  wood_tiers: { name: Tier };
}

/** GET /api/pricing/edge-profiles. */
export interface EdgeProfileRecord {
  id: EdgeProfile;
  name: string;
  description: string;
  /** 'Our Standard Option' for the default profile. */
  badge: string | null;
  isDefault: boolean;
  additionalCost: number;
}

/** GET /api/pricing/modifiers (SPEC §3 "Pricing modifier"); additionalCost in cents. */
export interface PricingModifierRecord {
  id: string;
  type: 'finish' | 'cutout' | 'cable_hole';
  value: string;
  name: string;
  /** Cents; per m² for finishes, each for cutouts and the cable hole. */
  additionalCost: number;
}

/** GET /api/pricing/surface-types. */
export interface SurfaceTypeRecord {
  id: SurfaceType;
  name: string;
  description: string;
  defaults: { lengthMm: number; widthMm: number; thicknessMm: number; edgeProfile: EdgeProfile; finish: Finish };
}

/** GET /api/wood-species: one entry per species, with its detail profile (SPEC §2 "Wood picker", "Grain orientation dialog"). */
export interface WoodSpeciesSummary {
  speciesId: string;
  name: string;
  tierName: Tier;
  description: string;
  imageUrl: string;
  grains: Grain[];
  /** Per offered grain. */
  images: Partial<Record<Grain, WoodImageSet>>;
  /** Face-grain rate in cents per m³, for price hints. */
  faceRate: number;
  profile: WoodProfile;
}
