import { describe, expect, it } from 'vitest';
import { buildDefaultPriceBook, DEFAULT_SPECIES, defaultSpeciesTier } from '../catalogue/default-price-book';
import { surfaceConfigurationSchema } from '../surface/surface-schema';
import { grainRateCents, tierForRates } from './price-book';
import { defaultBook } from './test-factories';

describe('grain rates (PRICE-18: edge 1.15 × face, end 1.6 × face)', () => {
  it.each([
    { face: 8_000_000, grain: 'face', expected: 8_000_000 },
    { face: 8_000_000, grain: 'edge', expected: 9_200_000 }, // R80,000 × 1.15 = R92,000
    { face: 8_000_000, grain: 'end', expected: 12_800_000 }, // R80,000 × 1.6 = R128,000
    { face: 12_500_000, grain: 'edge', expected: 14_375_000 }, // R125,000 × 1.15 = R143,750
    { face: 16_500_000, grain: 'edge', expected: 18_975_000 }, // R165,000 × 1.15 = R189,750
    { face: 19_000_000, grain: 'end', expected: 30_400_000 }, // R190,000 × 1.6 = R304,000
    { face: 30_000_000, grain: 'edge', expected: 34_500_000 }, // R300,000 × 1.15 = R345,000
  ] as const)('$grain of $face c/m³ → $expected c/m³', ({ face, grain, expected }) => {
    expect(grainRateCents(face, grain)).toBe(expected);
  });
});

describe('tier thresholds (PRICE-19: below R175,000 essential, from R175,000 signature, from R275,000 heritage)', () => {
  it.each([
    { rates: [17_499_999], tier: 'essential' },
    { rates: [17_500_000], tier: 'signature' },
    { rates: [27_499_999], tier: 'signature' },
    { rates: [27_500_000], tier: 'heritage' },
    { rates: [17_000_000, 18_000_000], tier: 'signature' }, // average exactly R175,000
    { rates: [17_000_000, 17_999_998], tier: 'essential' }, // average R174,999.99
    { rates: [27_000_000, 28_000_000], tier: 'heritage' }, // average exactly R275,000
    { rates: [8_000_000, 9_200_000, 12_800_000], tier: 'essential' }, // pine: average R100,000
  ])('average of $rates → $tier', ({ rates, tier }) => {
    expect(tierForRates(rates)).toBe(tier);
  });
});

describe('the default price book (PRICE-20 to PRICE-24)', () => {
  it('is exactly the PRICE-20 table', () => {
    expect(buildDefaultPriceBook()).toEqual(defaultBook());
  });

  it.each([
    { id: 'pine_face', rate: 8_000_000, density: 520 },
    { id: 'pine_edge', rate: 9_200_000, density: 520 },
    { id: 'pine_end', rate: 12_800_000, density: 520 },
    { id: 'saligna_edge', rate: 12_650_000, density: 640 }, // R110,000 × 1.15
    { id: 'beech_end', rate: 19_200_000, density: 720 }, // R120,000 × 1.6
    { id: 'ash_edge', rate: 14_375_000, density: 680 }, // R125,000 × 1.15
    { id: 'iroko_face', rate: 16_000_000, density: 660 },
    { id: 'red_oak_end', rate: 24_000_000, density: 720 }, // R150,000 × 1.6
    { id: 'white_oak_edge', rate: 18_975_000, density: 720 },
    { id: 'maple_end', rate: 25_600_000, density: 650 }, // R160,000 × 1.6
    { id: 'cherry_edge', rate: 20_700_000, density: 580 }, // R180,000 × 1.15
    { id: 'kiaat_end', rate: 30_400_000, density: 650 },
    { id: 'patrys_face', rate: 23_000_000, density: 800 },
    { id: 'african_mahogany_end', rate: 32_000_000, density: 550 }, // R200,000 × 1.6
    { id: 'walnut_end', rate: 38_400_000, density: 650 }, // R240,000 × 1.6
    { id: 'wenge_edge', rate: 31_050_000, density: 870 }, // R270,000 × 1.15
    { id: 'african_rosewood_edge', rate: 32_200_000, density: 850 }, // R280,000 × 1.15
    { id: 'yellow_wood_edge', rate: 34_500_000, density: 560 },
  ])('$id at $rate c/m³ and $density kg/m³', ({ id, rate, density }) => {
    expect(buildDefaultPriceBook().species[id]).toMatchObject({
      id,
      rateCentsPerM3: rate,
      densityKgPerM3: density,
      available: true,
    });
  });

  it.each([
    'saligna_end',
    'iroko_edge',
    'iroko_end',
    'patrys_edge',
    'patrys_end',
    'walnut_edge',
    'wenge_end',
    'african_rosewood_end',
    'yellow_wood_end',
  ])('does not offer %s', (id) => {
    expect(buildDefaultPriceBook().species[id]).toBeUndefined();
  });

  it('offers 39 species-and-grain choices', () => {
    // 3+2+3+3+1+3+3+3+3+3+1+3+2+2+2+2
    expect(Object.keys(buildDefaultPriceBook().species)).toHaveLength(39);
  });

  it('carries the finishes, cutouts, brackets, saving, shipping, insurance and VAT constants', () => {
    expect(buildDefaultPriceBook()).toMatchObject({
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
    });
  });
});

describe('species tiers from the average of their grain rates (PRICE-19)', () => {
  it.each([
    { speciesId: 'pine', tier: 'essential' }, // (80 + 92 + 128) / 3 = R100,000
    { speciesId: 'saligna', tier: 'essential' }, // (110 + 126.5) / 2 = R118,250
    { speciesId: 'beech', tier: 'essential' }, // (120 + 138 + 192) / 3 = R150,000
    { speciesId: 'ash', tier: 'essential' }, // (125 + 143.75 + 200) / 3 = R156,250
    { speciesId: 'iroko', tier: 'essential' }, // R160,000
    { speciesId: 'red_oak', tier: 'signature' }, // (150 + 172.5 + 240) / 3 = R187,500
    { speciesId: 'white_oak', tier: 'signature' }, // (165 + 189.75 + 264) / 3 = R206,250
    { speciesId: 'maple', tier: 'signature' }, // (160 + 184 + 256) / 3 = R200,000
    { speciesId: 'cherry', tier: 'signature' }, // (180 + 207 + 288) / 3 = R225,000
    { speciesId: 'kiaat', tier: 'signature' }, // (190 + 218.5 + 304) / 3 = R237,500
    { speciesId: 'patrys', tier: 'signature' }, // R230,000
    { speciesId: 'african_mahogany', tier: 'signature' }, // (200 + 230 + 320) / 3 = R250,000
    { speciesId: 'walnut', tier: 'heritage' }, // (240 + 384) / 2 = R312,000
    { speciesId: 'wenge', tier: 'heritage' }, // (270 + 310.5) / 2 = R290,250
    { speciesId: 'african_rosewood', tier: 'heritage' }, // (280 + 322) / 2 = R301,000
    { speciesId: 'yellow_wood', tier: 'heritage' }, // (300 + 345) / 2 = R322,500
  ])('$speciesId is $tier', ({ speciesId, tier }) => {
    const species = DEFAULT_SPECIES.find((s) => s.speciesId === speciesId);
    if (!species) throw new Error(`${speciesId} is missing from the seed`);
    expect(defaultSpeciesTier(species)).toBe(tier);
  });
});

describe('end grain is never offered for stair treads or floating shelves (CONF-29)', () => {
  it.each([
    { surfaceType: 'stair_tread', lengthMm: 1200, widthMm: 300 },
    { surfaceType: 'floating_shelf', lengthMm: 1000, widthMm: 250 },
  ] as const)('$surfaceType in pine end grain is refused', ({ surfaceType, lengthMm, widthMm }) => {
    const parsed = surfaceConfigurationSchema.safeParse({
      surfaceType,
      lengthMm,
      widthMm,
      thicknessMm: 44,
      woodSpecies: 'pine_end',
      grainStyle: 'end',
    });
    expect(parsed.success).toBe(false);
  });

  it('a table top in end grain is accepted', () => {
    const parsed = surfaceConfigurationSchema.safeParse({
      surfaceType: 'table_top',
      lengthMm: 1800,
      widthMm: 900,
      thicknessMm: 44,
      woodSpecies: 'pine_end',
      grainStyle: 'end',
    });
    expect(parsed.success).toBe(true);
  });
});
