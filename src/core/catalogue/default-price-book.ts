import type { Finish, Grain, PricedCutout } from '../surface/surface-options';
import { grainRateCents, tierForRates, type PriceBook, type SpeciesGrainPrice, type Tier } from '../pricing/price-book';

export interface DefaultSpecies {
  speciesId: string;
  name: string;
  faceRateCentsPerM3: number;
  grains: readonly Grain[];
  densityKgPerM3: number;
}

/** PRICE-18 to PRICE-24, the seed of the price book. Rates are R/m³ of face grain × 100. */
export const DEFAULT_SPECIES: readonly DefaultSpecies[] = [
  {
    speciesId: 'pine',
    name: 'Pine',
    faceRateCentsPerM3: 8_000_000,
    grains: ['face', 'edge', 'end'],
    densityKgPerM3: 520,
  },
  {
    speciesId: 'saligna',
    name: 'Saligna',
    faceRateCentsPerM3: 11_000_000,
    grains: ['face', 'edge'],
    densityKgPerM3: 640,
  },
  {
    speciesId: 'beech',
    name: 'Beech',
    faceRateCentsPerM3: 12_000_000,
    grains: ['face', 'edge', 'end'],
    densityKgPerM3: 720,
  },
  {
    speciesId: 'ash',
    name: 'Ash',
    faceRateCentsPerM3: 12_500_000,
    grains: ['face', 'edge', 'end'],
    densityKgPerM3: 680,
  },
  { speciesId: 'iroko', name: 'Iroko', faceRateCentsPerM3: 16_000_000, grains: ['face'], densityKgPerM3: 660 },
  {
    speciesId: 'red_oak',
    name: 'Red Oak',
    faceRateCentsPerM3: 15_000_000,
    grains: ['face', 'edge', 'end'],
    densityKgPerM3: 720,
  },
  {
    speciesId: 'white_oak',
    name: 'White Oak',
    faceRateCentsPerM3: 16_500_000,
    grains: ['face', 'edge', 'end'],
    densityKgPerM3: 720,
  },
  {
    speciesId: 'maple',
    name: 'Maple',
    faceRateCentsPerM3: 16_000_000,
    grains: ['face', 'edge', 'end'],
    densityKgPerM3: 650,
  },
  {
    speciesId: 'cherry',
    name: 'Cherry',
    faceRateCentsPerM3: 18_000_000,
    grains: ['face', 'edge', 'end'],
    densityKgPerM3: 580,
  },
  {
    speciesId: 'kiaat',
    name: 'Kiaat',
    faceRateCentsPerM3: 19_000_000,
    grains: ['face', 'edge', 'end'],
    densityKgPerM3: 650,
  },
  { speciesId: 'patrys', name: 'Patrys', faceRateCentsPerM3: 23_000_000, grains: ['face'], densityKgPerM3: 800 },
  {
    speciesId: 'african_mahogany',
    name: 'African Mahogany',
    faceRateCentsPerM3: 20_000_000,
    grains: ['face', 'edge', 'end'],
    densityKgPerM3: 550,
  },
  { speciesId: 'walnut', name: 'Walnut', faceRateCentsPerM3: 24_000_000, grains: ['face', 'end'], densityKgPerM3: 650 },
  { speciesId: 'wenge', name: 'Wenge', faceRateCentsPerM3: 27_000_000, grains: ['face', 'edge'], densityKgPerM3: 870 },
  {
    speciesId: 'african_rosewood',
    name: 'African Rosewood',
    faceRateCentsPerM3: 28_000_000,
    grains: ['face', 'edge'],
    densityKgPerM3: 850,
  },
  {
    speciesId: 'yellow_wood',
    name: 'Yellow Wood',
    faceRateCentsPerM3: 30_000_000,
    grains: ['face', 'edge'],
    densityKgPerM3: 560,
  },
];

export const DEFAULT_FINISH_CENTS_PER_M2: Record<Finish, number> = {
  natural: 0,
  matte: 25_000,
  satin: 28_000,
  gloss: 32_000,
};

export const DEFAULT_MODIFIER_CENTS: Record<PricedCutout | 'cable_hole', number> = {
  single_sink: 50_000,
  double_sink: 50_000,
  butlers_sink: 50_000,
  prepbowl: 50_000,
  tap_hole: 50_000,
  cable_hole: 25_000,
};

export function speciesGrainId(speciesId: string, grain: Grain): string {
  return `${speciesId}_${grain}`;
}

export function defaultSpeciesTier(species: DefaultSpecies): Tier {
  return tierForRates(species.grains.map((grain) => grainRateCents(species.faceRateCentsPerM3, grain)));
}

export function buildDefaultPriceBook(): PriceBook {
  const species: Record<string, SpeciesGrainPrice> = {};
  for (const entry of DEFAULT_SPECIES) {
    for (const grain of entry.grains) {
      const id = speciesGrainId(entry.speciesId, grain);
      species[id] = {
        id,
        speciesId: entry.speciesId,
        grain,
        rateCentsPerM3: grainRateCents(entry.faceRateCentsPerM3, grain),
        densityKgPerM3: entry.densityKgPerM3,
        available: true,
      };
    }
  }
  return {
    species,
    finishCentsPerM2: { ...DEFAULT_FINISH_CENTS_PER_M2 },
    modifierCents: { ...DEFAULT_MODIFIER_CENTS },
    bracketCents: 15_000,
    edgeSavingCentsPerMetre: 7_500,
    shippingCentsPerKg: 4_500,
    shippingFlatCents: 25_000,
    insuranceBasisPoints: 250,
    vatPercent: 15,
  };
}
