import type {
  EdgeProfileRecord,
  GrainLabel,
  PricingModifierRecord,
  SurfaceTypeRecord,
  WoodSpeciesRecord,
  WoodSpeciesSummary,
} from '#core/catalogue/catalogue-types';
import { woodName } from '#core/catalogue/product-words';
import { WOOD_PROFILES, genericWoodProfile } from '#core/catalogue/wood-profiles';
import { tierForRates, type PriceBook } from '#core/pricing/price-book';
import { EDGE_PROFILES, FINISHES, GRAINS, LABELS, SURFACE_TYPES, type Grain } from '#core/surface/surface-options';
import { WIZARD_DEFAULTS } from '#core/surface/surface-defaults';
import type { PriceBookVersionView, SpeciesEntry } from '#core/price-book-admin/price-book-content';
import { woodImageSet, type WoodPhotoIndex } from '../wood-images/wood-photo-index';

const GRAIN_LABELS: Record<Grain, GrainLabel> = { face: 'Face', edge: 'Edge', end: 'End' };

function grainsOf(book: PriceBook, speciesId: string) {
  return GRAINS.flatMap((grain) => {
    const price = book.species[`${speciesId}_${grain}`];
    return price ? [price] : [];
  });
}

/** PRICE-27: one per species and grain. */
export function woodSpeciesRecords(
  species: readonly SpeciesEntry[],
  book: PriceBook,
  photos: WoodPhotoIndex,
): WoodSpeciesRecord[] {
  return species.flatMap((entry) => {
    const grains = grainsOf(book, entry.speciesId);
    const tier = tierForRates(grains.map((g) => g.rateCentsPerM3));
    return grains.map((price) => {
      const images = woodImageSet(photos, entry.speciesId, price.grain);
      return {
        id: price.id,
        speciesId: entry.speciesId,
        species_id: entry.speciesId,
        wood_species_id: entry.speciesId,
        name: woodName(entry.name, price.grain),
        grain_type: GRAIN_LABELS[price.grain],
        grainStyle: price.grain,
        baseRate: price.rateCentsPerM3,
        tierName: tier,
        available: price.available,
        description: entry.description,
        imageUrl: images.imageUrl,
        thumbnailUrl: images.thumbnailUrl,
        galleryUrls: images.galleryUrls,
        density: price.densityKgPerM3,
        wood_species: { name: entry.name },
        wood_tiers: { name: tier },
      };
    });
  });
}

/** GET /api/wood-species: one entry per species with its profile, for the wood picker. */
export function woodSpeciesSummaries(
  species: readonly SpeciesEntry[],
  book: PriceBook,
  photos: WoodPhotoIndex,
): WoodSpeciesSummary[] {
  return species.flatMap((entry) => {
    const grains = grainsOf(book, entry.speciesId).filter((g) => g.available);
    const face = grains.find((g) => g.grain === 'face') ?? grains[0];
    if (!face) return [];
    return [
      {
        speciesId: entry.speciesId,
        name: entry.name,
        tierName: tierForRates(grainsOf(book, entry.speciesId).map((g) => g.rateCentsPerM3)),
        description: entry.description,
        imageUrl: woodImageSet(photos, entry.speciesId, face.grain).imageUrl,
        grains: grains.map((g) => g.grain),
        images: Object.fromEntries(grains.map((g) => [g.grain, woodImageSet(photos, entry.speciesId, g.grain)])),
        faceRate: face.rateCentsPerM3,
        profile: WOOD_PROFILES[entry.speciesId] ?? genericWoodProfile(entry.speciesId, entry.name),
      },
    ];
  });
}

const EDGE_DESCRIPTIONS: Record<(typeof EDGE_PROFILES)[number], string> = {
  square: 'Crisp square arris, lightly eased so it is kind to hands.',
  bullnose: 'Fully rounded edge, soft to the touch and child-friendly.',
  chamfer: 'A clean 45° bevel that catches the light.',
  pencil: 'A gentle small radius: durable, timeless and easy to clean.',
};

export function edgeProfileRecords(): EdgeProfileRecord[] {
  return EDGE_PROFILES.map((id) => ({
    id,
    name: LABELS.edgeProfile[id],
    description: EDGE_DESCRIPTIONS[id],
    badge: id === 'pencil' ? 'Our Standard Option' : null,
    isDefault: id === 'pencil',
    // PRICE-09: edge profiling is free.
    additionalCost: 0,
  }));
}

export function pricingModifierRecords(book: PriceBook): PricingModifierRecord[] {
  return [
    ...FINISHES.map((finish) => ({
      id: `finish_${finish}`,
      type: 'finish' as const,
      value: finish,
      name: LABELS.finish[finish],
      additionalCost: book.finishCentsPerM2[finish],
    })),
    ...(Object.keys(book.modifierCents) as (keyof PriceBook['modifierCents'])[]).map((modifier) => ({
      id: `modifier_${modifier}`,
      type: modifier === 'cable_hole' ? ('cable_hole' as const) : ('cutout' as const),
      value: modifier,
      name: modifier === 'cable_hole' ? 'Cable Hole' : LABELS.cutout[modifier],
      additionalCost: book.modifierCents[modifier],
    })),
  ];
}

const SURFACE_DESCRIPTIONS: Record<(typeof SURFACE_TYPES)[number], string> = {
  countertop: 'Kitchen and bathroom worktops in every layout, with cutouts, backsplash and waterfall ends.',
  table_top: 'Dining and coffee table tops: rectangular, square, round or oval.',
  desk_top: 'Work and study desks, with an optional cable hole.',
  floating_shelf: 'Solid shelves with concealed brackets.',
  stair_tread: 'Hard-wearing treads for staircases.',
};

export function surfaceTypeRecords(): SurfaceTypeRecord[] {
  return SURFACE_TYPES.map((id) => {
    const defaults = WIZARD_DEFAULTS[id];
    return {
      id,
      name: LABELS.surfaceType[id],
      description: SURFACE_DESCRIPTIONS[id],
      defaults: {
        lengthMm: defaults.lengthMm,
        widthMm: defaults.widthMm,
        thicknessMm: defaults.thicknessMm,
        edgeProfile: defaults.edgeProfile,
        finish: defaults.finish,
      },
    };
  });
}

/** Retired species stay in the book for old quotes but leave the picker (PRICE-32). */
export function speciesOnSale(current: PriceBookVersionView): SpeciesEntry[] {
  return current.species.filter((species) => !species.retired);
}
