import type { Grain, SurfaceType } from '../surface/surface-options';
import { GRAINS } from '../surface/surface-options';
import {
  surfaceConfigurationSchema,
  type SurfaceConfiguration,
  type SurfaceConfigurationInput,
} from '../surface/surface-schema';
import type { PriceBook, SpeciesGrainPrice } from './price-book';

/**
 * Starting values per surface type: CONF-09's defaults, with shelves and treads at
 * 44 mm (CONF-09). A countertop starts as a single wall so it has one section.
 */
const TYPE_DEFAULTS: Record<SurfaceType, Omit<SurfaceConfigurationInput, 'surfaceType'>> = {
  countertop: {
    lengthMm: 1200,
    widthMm: 600,
    thicknessMm: 32,
    edgeProfile: 'pencil',
    finish: 'matte',
    countertopLayout: 'single_wall',
  },
  table_top: { lengthMm: 1800, widthMm: 900, thicknessMm: 44, edgeProfile: 'bullnose', finish: 'satin' },
  desk_top: { lengthMm: 1500, widthMm: 750, thicknessMm: 32, edgeProfile: 'bullnose', finish: 'satin' },
  floating_shelf: { lengthMm: 1000, widthMm: 250, thicknessMm: 44, edgeProfile: 'bullnose', finish: 'satin' },
  stair_tread: { lengthMm: 1200, widthMm: 300, thicknessMm: 44, edgeProfile: 'bullnose', finish: 'satin' },
};

function grainOf(woodSpecies: string): Grain | undefined {
  return GRAINS.find((grain) => woodSpecies.endsWith(`_${grain}`));
}

/**
 * A parsed surface, so every test prices exactly what the server would accept. The grain
 * follows the species id unless a test sets it, because the schema rejects a mismatch.
 */
export function makeSurface(overrides: Partial<SurfaceConfigurationInput> = {}): SurfaceConfiguration {
  const surfaceType = overrides.surfaceType ?? 'countertop';
  const woodSpecies = overrides.woodSpecies ?? 'pine_face';
  return surfaceConfigurationSchema.parse({
    ...TYPE_DEFAULTS[surfaceType],
    woodSpecies,
    grainStyle: grainOf(woodSpecies),
    ...overrides,
    surfaceType,
  });
}

/** PRICE-20's table, typed out independently of the seed data it checks. */
const DECISIONS_SPECIES: readonly { speciesId: string; faceRand: number; grains: readonly Grain[]; density: number }[] =
  [
    { speciesId: 'pine', faceRand: 80_000, grains: ['face', 'edge', 'end'], density: 520 },
    { speciesId: 'saligna', faceRand: 110_000, grains: ['face', 'edge'], density: 640 },
    { speciesId: 'beech', faceRand: 120_000, grains: ['face', 'edge', 'end'], density: 720 },
    { speciesId: 'ash', faceRand: 125_000, grains: ['face', 'edge', 'end'], density: 680 },
    { speciesId: 'iroko', faceRand: 160_000, grains: ['face'], density: 660 },
    { speciesId: 'red_oak', faceRand: 150_000, grains: ['face', 'edge', 'end'], density: 720 },
    { speciesId: 'white_oak', faceRand: 165_000, grains: ['face', 'edge', 'end'], density: 720 },
    { speciesId: 'maple', faceRand: 160_000, grains: ['face', 'edge', 'end'], density: 650 },
    { speciesId: 'cherry', faceRand: 180_000, grains: ['face', 'edge', 'end'], density: 580 },
    { speciesId: 'kiaat', faceRand: 190_000, grains: ['face', 'edge', 'end'], density: 650 },
    { speciesId: 'patrys', faceRand: 230_000, grains: ['face'], density: 800 },
    { speciesId: 'african_mahogany', faceRand: 200_000, grains: ['face', 'edge', 'end'], density: 550 },
    { speciesId: 'walnut', faceRand: 240_000, grains: ['face', 'end'], density: 650 },
    { speciesId: 'wenge', faceRand: 270_000, grains: ['face', 'edge'], density: 870 },
    { speciesId: 'african_rosewood', faceRand: 280_000, grains: ['face', 'edge'], density: 850 },
    { speciesId: 'yellow_wood', faceRand: 300_000, grains: ['face', 'edge'], density: 560 },
  ];

/** PRICE-18: edge 1.15 × face, end 1.6 × face, in percent so the cents stay whole. */
const GRAIN_PERCENT: Record<Grain, number> = { face: 100, edge: 115, end: 160 };

/** A fresh default price book (PRICE-18 to PRICE-24) per call, so a test may mark a species unavailable safely. */
export function defaultBook(): PriceBook {
  const species: Record<string, SpeciesGrainPrice> = {};
  for (const entry of DECISIONS_SPECIES) {
    for (const grain of entry.grains) {
      const id = `${entry.speciesId}_${grain}`;
      species[id] = {
        id,
        speciesId: entry.speciesId,
        grain,
        rateCentsPerM3: (entry.faceRand * 100 * GRAIN_PERCENT[grain]) / 100,
        densityKgPerM3: entry.density,
        available: true,
      };
    }
  }
  return {
    species,
    finishCentsPerM2: { natural: 0, matte: 25_000, satin: 28_000, gloss: 32_000 },
    modifierCents: {
      single_sink: 50_000,
      double_sink: 50_000,
      butlers_sink: 50_000,
      prepbowl: 50_000,
      tap_hole: 50_000,
      cable_hole: 25_000,
    },
    bracketCents: 15_000,
    edgeSavingCentsPerMetre: 7_500,
    shippingCentsPerKg: 4_500,
    shippingFlatCents: 25_000,
    insuranceBasisPoints: 250,
    vatPercent: 15,
  };
}
