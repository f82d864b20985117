import { describe, expect, it } from 'vitest';
import type { SurfaceConfigurationInput } from '../surface/surface-schema';
import { PricingError } from './pricing-error';
import { priceSurface, type SurfacePrice } from './price-surface';
import { stockThicknessMm } from './stock-thickness';
import { defaultBook, makeSurface } from './test-factories';

/*
 * Every expectation below is worked out by hand from PRICE-01 to PRICE-13 and PRICE-18 to PRICE-24, never by asking
 * the engine. Pine face grain is R80,000/m³ = 8,000,000 c/m³ and is the default species, so
 * with 32 mm (stock 38 mm) one mm² of top costs 38 × 8,000,000 / 1e9 = 0.304 c.
 */

type Overrides = Partial<SurfaceConfigurationInput>;

const price = (overrides: Overrides): SurfacePrice => priceSurface(makeSurface(overrides), defaultBook());

/** Sum of the components with this key; an absent component counts as 0. */
const cents = (result: SurfacePrice, key: string): number =>
  result.components.filter((c) => c.key === key).reduce((sum, c) => sum + c.cents, 0);

const cutoutCents = (result: SurfacePrice): number =>
  result.components.filter((c) => c.key.startsWith('cutout:')).reduce((sum, c) => sum + c.cents, 0);

const edgeSaving = (result: SurfacePrice) => {
  const saving = result.components.find((c) => c.key === 'edge_profile');
  if (!saving) throw new Error('No edge-profiling saving on the line');
  return saving;
};

describe('wood by surface type (PRICE-01 to PRICE-03)', () => {
  it.each<{ name: string; overrides: Overrides; wood: number }>([
    // 1200×600×38 mm³ = 0.02736 m³ × R80,000 = R2,188.80
    { name: 'countertop 1200×600×32', overrides: { surfaceType: 'countertop' }, wood: 218_880 },
    // 1800×900×51 = 0.08262 m³ × R80,000 = R6,609.60
    { name: 'table_top 1800×900×44', overrides: { surfaceType: 'table_top' }, wood: 660_960 },
    // 1500×750×38 = 0.04275 m³ × R80,000 = R3,420.00
    { name: 'desk_top 1500×750×32', overrides: { surfaceType: 'desk_top' }, wood: 342_000 },
    // 1000×250×51 = 0.01275 m³ × R80,000 = R1,020.00 × 1.2 = R1,224.00
    { name: 'floating_shelf 1000×250×44', overrides: { surfaceType: 'floating_shelf' }, wood: 122_400 },
    // 1200×300×51 = 0.01836 m³ × R80,000 = R1,468.80 × 1.2 = R1,762.56
    { name: 'stair_tread 1200×300×44', overrides: { surfaceType: 'stair_tread' }, wood: 176_256 },
  ])('$name → $wood c', ({ overrides, wood }) => {
    expect(cents(price(overrides), 'wood')).toBe(wood);
  });
});

describe('table shapes (PRICE-01: round has width = length, round and oval on their blank)', () => {
  it.each<{ name: string; overrides: Overrides; wood: number; finish: number; saving: number }>([
    // wood 1800×900×51 = 0.08262 m³ × R80,000 = R6,609.60; satin 1.62 m² × 2.15 × R280 = R975.24
    // saving (2×1800 + 2×900) mm = 5.4 m × R75 = R405
    {
      name: 'rectangular 1800×900',
      overrides: { tableShape: 'rectangular' },
      wood: 660_960,
      finish: 97_524,
      saving: 40_500,
    },
    // oval is priced on its 1800×900 blank: same as rectangular
    { name: 'oval 1800×900', overrides: { tableShape: 'oval' }, wood: 660_960, finish: 97_524, saving: 40_500 },
    // 900×900×51 = 0.04131 m³ × R80,000 = R3,304.80; satin 0.81 × 2.15 × R280 = R487.62; 3.6 m × R75 = R270
    {
      name: 'square 900×900',
      overrides: { tableShape: 'square', lengthMm: 900, widthMm: 900 },
      wood: 330_480,
      finish: 48_762,
      saving: 27_000,
    },
    // round Ø1200 ignores widthMm 800: 1200×1200×51 = 0.07344 m³ × R80,000 = R5,875.20
    // satin 1.44 × 2.15 × R280 = R866.88; saving (2×1200 + 2×1200) = 4.8 m × R75 = R360
    {
      name: 'round 1200 (width 800 ignored)',
      overrides: { tableShape: 'round', lengthMm: 1200, widthMm: 800 },
      wood: 587_520,
      finish: 86_688,
      saving: 36_000,
    },
  ])('$name', ({ overrides, wood, finish, saving }) => {
    const result = price({ surfaceType: 'table_top', finish: 'satin', lengthEdges: 2, widthEdges: 2, ...overrides });
    expect(cents(result, 'wood')).toBe(wood);
    expect(cents(result, 'finish')).toBe(finish);
    expect(edgeSaving(result).cents).toBe(saving);
  });
});

describe('countertop layouts and their sections (PRICE-01)', () => {
  /** Extra sections present on every row, so layouts that must ignore them are tested. */
  const allSections: Overrides = {
    length1Mm: 1200,
    width1Mm: 600,
    length2Mm: 1000,
    width2Mm: 600,
    length3Mm: 800,
    width3Mm: 500,
    lengthEdges: 1,
    widthEdges: 2,
    lengthEdges1: 1,
    widthEdges1: 1,
    lengthEdges2: 2,
    widthEdges2: 0,
    lengthEdges3: 0,
    widthEdges3: 1,
  };

  it.each<{ name: string; overrides: Overrides; wood: number; finish: number; saving: number }>([
    // main 2000×600 only: 1,200,000 mm² × 0.304 c = R3,648.00
    // matte 1.2 m² × 2.15 × R250 = R645.00; edges 1×2000 + 2×600 = 3.2 m × R75 = R240
    {
      name: 'single_wall: main only',
      overrides: { countertopLayout: 'single_wall', lengthMm: 2000 },
      wood: 364_800,
      finish: 64_500,
      saving: 24_000,
    },
    {
      name: 'island: main only',
      overrides: { countertopLayout: 'island', lengthMm: 2000 },
      wood: 364_800,
      finish: 64_500,
      saving: 24_000,
    },
    // main 2000×600 + s1 1500×600 = 2,100,000 mm² × 0.304 = R6,384.00
    // matte 2.1 × 2.15 × R250 = R1,128.75; edges 3200 + (1×1500 + 1×600) = 5.3 m × R75 = R397.50
    {
      name: 'galley: main + section 1',
      overrides: { countertopLayout: 'galley', lengthMm: 2000, length1Mm: 1500 },
      wood: 638_400,
      finish: 112_875,
      saving: 39_750,
    },
    // main 2000×600 + s1 1000×650 = 1,850,000 mm² × 0.304 = R5,624.00
    // matte 1.85 × 2.15 × R250 = R994.375 → R994.38 (half up); edges 3200 + (1000 + 650) = 4.85 m × R75 = R363.75
    {
      name: 'l_shape: main + section 1',
      overrides: {
        countertopLayout: 'l_shape',
        lShapeOrientation: 'left_l',
        lengthMm: 2000,
        length1Mm: 1000,
        width1Mm: 650,
      },
      wood: 562_400,
      finish: 99_438,
      saving: 36_375,
    },
    // 2400×600 + 1200×600 + 1000×600 = 2,760,000 mm² × 0.304 = R8,390.40
    // matte 2.76 × 2.15 × R250 = R1,483.50; edges (2400+1200) + (1200+600) + (2×1000) = 7.4 m × R75 = R555
    {
      name: 'u_shape: main + sections 1 and 2',
      overrides: { countertopLayout: 'u_shape', lengthMm: 2400 },
      wood: 839_040,
      finish: 148_350,
      saving: 55_500,
    },
    // + s3 800×500 = 3,160,000 mm² × 0.304 = R9,606.40
    // matte 3.16 × 2.15 × R250 = R1,698.50; edges 7400 + (0×800 + 1×500) = 7.9 m × R75 = R592.50
    {
      name: 'g_shape: main + sections 1, 2 and 3',
      overrides: { countertopLayout: 'g_shape', lengthMm: 2400 },
      wood: 960_640,
      finish: 169_850,
      saving: 59_250,
    },
  ])('$name', ({ overrides, wood, finish, saving }) => {
    const result = price({ surfaceType: 'countertop', finish: 'matte', ...allSections, ...overrides });
    expect(cents(result, 'wood')).toBe(wood);
    expect(cents(result, 'finish')).toBe(finish);
    expect(edgeSaving(result).cents).toBe(saving);
  });
});

describe('stock thickness (PRICE-02)', () => {
  it.each([
    { nominal: 32, stock: 38 },
    { nominal: 44, stock: 51 },
    { nominal: 60, stock: 76 },
    { nominal: 15, stock: 18.75 },
    { nominal: 25, stock: 31.25 },
    { nominal: 31, stock: 38.75 },
    { nominal: 33, stock: 41.25 },
    { nominal: 40, stock: 50 },
    { nominal: 150, stock: 187.5 },
  ])('$nominal mm is bought as $stock mm', ({ nominal, stock }) => {
    expect(stockThicknessMm(nominal)).toBe(stock);
  });

  // A 1000×1000 desk is 1 m², so wood = stock mm / 1000 m³ × R80,000 = stock × R80.
  it.each([
    { thicknessMm: 32, wood: 304_000 }, // 38 × R80 = R3,040
    { thicknessMm: 44, wood: 408_000 }, // 51 × R80 = R4,080
    { thicknessMm: 60, wood: 608_000 }, // 76 × R80 = R6,080
    { thicknessMm: 15, wood: 150_000 }, // 18.75 × R80 = R1,500
    { thicknessMm: 25, wood: 250_000 }, // 31.25 × R80 = R2,500
    { thicknessMm: 33, wood: 330_000 }, // 41.25 × R80 = R3,300
    { thicknessMm: 150, wood: 1_500_000 }, // 187.5 × R80 = R15,000
  ])('1 m² desk at $thicknessMm mm → $wood c of wood', ({ thicknessMm, wood }) => {
    expect(cents(price({ surfaceType: 'desk_top', lengthMm: 1000, widthMm: 1000, thicknessMm }), 'wood')).toBe(wood);
  });
});

describe('the 1.2 factor for floating shelves and stair treads (PRICE-03)', () => {
  // Same 1000×250×44 blank: 1000×250×51 = 0.01275 m³ × R80,000 = R1,020.00
  it.each<{ surfaceType: SurfaceConfigurationInput['surfaceType']; wood: number }>([
    { surfaceType: 'floating_shelf', wood: 122_400 }, // × 1.2 = R1,224.00
    { surfaceType: 'stair_tread', wood: 122_400 }, // × 1.2 = R1,224.00
    { surfaceType: 'countertop', wood: 102_000 }, // × 1
    { surfaceType: 'table_top', wood: 102_000 },
    { surfaceType: 'desk_top', wood: 102_000 },
  ])('$surfaceType → $wood c', ({ surfaceType, wood }) => {
    expect(cents(price({ surfaceType, lengthMm: 1000, widthMm: 250, thicknessMm: 44 }), 'wood')).toBe(wood);
  });

  it('applies the factor before the one rounding, not after', () => {
    // 1201×301×51 = 18,436,551 mm³ × R80,000 / 1e9 = 147,492.408 c × 1.2 = 176,990.8896 → 176,991
    // (rounding first would give 147,492 × 1.2 = 176,990.4 → 176,990)
    expect(cents(price({ surfaceType: 'stair_tread', lengthMm: 1201, widthMm: 301 }), 'wood')).toBe(176_991);
  });

  it('does not scale the finish', () => {
    // satin 0.25 m² × 2.15 × R280 = R150.50, no 1.2
    expect(cents(price({ surfaceType: 'floating_shelf', finish: 'satin' }), 'finish')).toBe(15_050);
  });
});

describe('wood rounding (PRICE-15: once, half away from zero)', () => {
  it.each([
    // 101×110×18.75 = 208,312.5 mm³ × R80,000 / 1e9 = 1,666.5 c → 1,667
    { name: 'exact half rounds up', overrides: { lengthMm: 101, widthMm: 110, thicknessMm: 15 }, wood: 1_667 },
    // ash edge R143,750 × 0.01275 m³ = 183,281.25 c × 1.2 = 219,937.5 → 219,938
    {
      name: 'shelf in edge grain, half after the factor',
      overrides: { surfaceType: 'floating_shelf', woodSpecies: 'ash_edge' },
      wood: 219_938,
    },
  ] satisfies { name: string; overrides: Overrides; wood: number }[])('$name', ({ overrides, wood }) => {
    expect(cents(price({ surfaceType: 'desk_top', ...overrides }), 'wood')).toBe(wood);
  });
});

describe('grain rates: edge 1.15 ×, end 1.6 × face (PRICE-18)', () => {
  // 1000×1000×32 desk: stock 0.038 m³
  it.each([
    { woodSpecies: 'pine_face', wood: 304_000 }, // 0.038 × R80,000 = R3,040
    { woodSpecies: 'pine_edge', wood: 349_600 }, // 0.038 × R92,000 = R3,496
    { woodSpecies: 'pine_end', wood: 486_400 }, // 0.038 × R128,000 = R4,864
    { woodSpecies: 'saligna_edge', wood: 480_700 }, // 0.038 × R126,500 = R4,807
    { woodSpecies: 'ash_edge', wood: 546_250 }, // 0.038 × R143,750 = R5,462.50
    { woodSpecies: 'ash_end', wood: 760_000 }, // 0.038 × R200,000 = R7,600
    { woodSpecies: 'iroko_face', wood: 608_000 }, // 0.038 × R160,000 = R6,080
    { woodSpecies: 'white_oak_edge', wood: 721_050 }, // 0.038 × R189,750 = R7,210.50
    { woodSpecies: 'kiaat_edge', wood: 830_300 }, // 0.038 × R218,500 = R8,303
    { woodSpecies: 'walnut_end', wood: 1_459_200 }, // 0.038 × R384,000 = R14,592
    { woodSpecies: 'african_rosewood_edge', wood: 1_223_600 }, // 0.038 × R322,000 = R12,236
    { woodSpecies: 'yellow_wood_edge', wood: 1_311_000 }, // 0.038 × R345,000 = R13,110
  ])('$woodSpecies → $wood c', ({ woodSpecies, wood }) => {
    expect(
      cents(price({ surfaceType: 'desk_top', lengthMm: 1000, widthMm: 1000, thicknessMm: 32, woodSpecies }), 'wood'),
    ).toBe(wood);
  });
});

describe('backsplash (PRICE-04)', () => {
  it.each<{ name: string; overrides: Overrides; backsplash: number }>([
    // 2000 × 100 × 28 = 5,600,000 mm³ = 0.0056 m³ × R80,000 = R448
    { name: 'default height 100', overrides: {}, backsplash: 44_800 },
    // 2000 × 150 × 28 = 0.0084 m³ × R80,000 = R672
    { name: 'height 150', overrides: { backsplashHeightMm: 150 }, backsplash: 67_200 },
    // 2000 × 50 × 28 = 0.0028 m³ × R80,000 = R224
    { name: 'height 50', overrides: { backsplashHeightMm: 50 }, backsplash: 22_400 },
    // 2000 × 600 × 28 = 0.0336 m³ × R80,000 = R2,688
    { name: 'height 600', overrides: { backsplashHeightMm: 600 }, backsplash: 268_800 },
    // 28 mm whatever the top's thickness: still R448
    { name: '60 mm top, still 28 mm thick', overrides: { thicknessMm: 60 }, backsplash: 44_800 },
    // at the species rate: 0.0056 × R218,500 (kiaat edge) = R1,223.60
    { name: 'kiaat edge grain', overrides: { woodSpecies: 'kiaat_edge' }, backsplash: 122_360 },
    // (2000 + 1500) × 100 × 28 = 0.0098 m³ × R80,000 = R784
    {
      name: 'galley: along both sections',
      overrides: { countertopLayout: 'galley', length1Mm: 1500, width1Mm: 600 },
      backsplash: 78_400,
    },
    // (2000 + 1000) × 100 × 28 = 0.0084 m³ × R80,000 = R672
    {
      name: 'l_shape: along both sections',
      overrides: { countertopLayout: 'l_shape', length1Mm: 1000, width1Mm: 650 },
      backsplash: 67_200,
    },
    // (2000 + 1200 + 1000) × 100 × 28 = 0.01176 m³ × R80,000 = R940.80
    {
      name: 'u_shape: along three sections',
      overrides: { countertopLayout: 'u_shape', length1Mm: 1200, width1Mm: 600, length2Mm: 1000, width2Mm: 600 },
      backsplash: 94_080,
    },
    // (2000 + 1200 + 1000 + 800) × 100 × 28 = 0.014 m³ × R80,000 = R1,120
    {
      name: 'g_shape: along four sections',
      overrides: {
        countertopLayout: 'g_shape',
        length1Mm: 1200,
        width1Mm: 600,
        length2Mm: 1000,
        width2Mm: 600,
        length3Mm: 800,
        width3Mm: 500,
      },
      backsplash: 112_000,
    },
    // 1001 × 101 × 28 = 2,830,828 mm³ × R80,000 / 1e9 = 22,646.624 c → 22,647
    { name: 'rounded to the cent', overrides: { lengthMm: 1001, backsplashHeightMm: 101 }, backsplash: 22_647 },
    { name: 'not on an island', overrides: { countertopLayout: 'island' }, backsplash: 0 },
    { name: 'only when chosen', overrides: { hasBacksplash: false, backsplashHeightMm: 150 }, backsplash: 0 },
  ])('$name → $backsplash c', ({ overrides, backsplash }) => {
    const result = price({ surfaceType: 'countertop', lengthMm: 2000, hasBacksplash: true, ...overrides });
    expect(cents(result, 'backsplash')).toBe(backsplash);
  });

  it.each<SurfaceConfigurationInput['surfaceType']>(['table_top', 'desk_top', 'floating_shelf', 'stair_tread'])(
    'is never priced on a %s',
    (surfaceType) => {
      expect(cents(price({ surfaceType, hasBacksplash: true, backsplashHeightMm: 150 }), 'backsplash')).toBe(0);
    },
  );

  it('adds to the unit price but not to the finished area', () => {
    const without = price({ surfaceType: 'countertop', lengthMm: 2000, finish: 'matte' });
    const withBacksplash = price({ surfaceType: 'countertop', lengthMm: 2000, finish: 'matte', hasBacksplash: true });
    // matte 1.2 m² × 2.15 × R250 = R645 either way; the R448 backsplash goes on the unit price
    expect(cents(withBacksplash, 'finish')).toBe(64_500);
    expect(cents(without, 'finish')).toBe(64_500);
    expect(withBacksplash.unitPriceCents - without.unitPriceCents).toBe(44_800);
  });
});

describe('waterfall (PRICE-05)', () => {
  it.each<{ name: string; overrides: Overrides; waterfall: number; finish: number }>([
    // no panel; matte 1.2 m² × 2.15 × R250 = R645
    { name: 'none', overrides: { waterfallEdge: 'none', cabinetryHeightMm: 900 }, waterfall: 0, finish: 64_500 },
    // 1 × 600 × (900 + 100) × 38 = 0.0228 m³ × R80,000 = R1,824
    // matte (1,200,000 + 600,000) mm² = 1.8 × 2.15 × R250 = R967.50
    { name: 'single, default 900', overrides: { waterfallEdge: 'single' }, waterfall: 182_400, finish: 96_750 },
    // 2 × 600 × 1000 × 38 = 0.0456 m³ × R80,000 = R3,648; matte (1.2 + 1.2) × 2.15 × R250 = R1,290
    { name: 'double, default 900', overrides: { waterfallEdge: 'double' }, waterfall: 364_800, finish: 129_000 },
    { name: 'both = double', overrides: { waterfallEdge: 'both' }, waterfall: 364_800, finish: 129_000 },
    // 1 × 600 × 950 × 38 = 0.02166 m³ × R80,000 = R1,732.80; matte (1.2 + 0.57) × 2.15 × R250 = R951.375 → R951.38
    {
      name: 'single, cabinet 850',
      overrides: { waterfallEdge: 'single', cabinetryHeightMm: 850 },
      waterfall: 173_280,
      finish: 95_138,
    },
    // 2 × 600 × 1300 × 38 = 0.05928 m³ × R80,000 = R4,742.40; matte (1.2 + 1.56) × 2.15 × R250 = R1,483.50
    {
      name: 'double, cabinet 1200',
      overrides: { waterfallEdge: 'double', cabinetryHeightMm: 1200 },
      waterfall: 474_240,
      finish: 148_350,
    },
    // 2 × 600 × 700 × 38 = 0.03192 m³ × R80,000 = R2,553.60; matte (1.2 + 0.84) × 2.15 × R250 = R1,096.50
    {
      name: 'both, cabinet 600',
      overrides: { waterfallEdge: 'both', cabinetryHeightMm: 600 },
      waterfall: 255_360,
      finish: 109_650,
    },
    // stock thickness: 600 × 1000 × 76 (60 mm) = 0.0456 m³ × R80,000 = R3,648
    {
      name: 'single at 60 mm',
      overrides: { waterfallEdge: 'single', thicknessMm: 60 },
      waterfall: 364_800,
      finish: 96_750,
    },
    // 600 × 1000 × 51 (44 mm) = 0.0306 m³ × R80,000 = R2,448
    {
      name: 'single at 44 mm',
      overrides: { waterfallEdge: 'single', thicknessMm: 44 },
      waterfall: 244_800,
      finish: 96_750,
    },
    // 600 × 1000 × 50 (40 × 1.25) = 0.03 m³ × R80,000 = R2,400
    {
      name: 'single at 40 mm',
      overrides: { waterfallEdge: 'single', thicknessMm: 40 },
      waterfall: 240_000,
      finish: 96_750,
    },
    // uses the main width 600, not section 1's 650: R1,824
    // matte (1,200,000 + 650,000 + 600,000) = 2.45 × 2.15 × R250 = R1,316.875 → R1,316.88
    {
      name: 'l_shape: main section width',
      overrides: { waterfallEdge: 'single', countertopLayout: 'l_shape', length1Mm: 1000, width1Mm: 650 },
      waterfall: 182_400,
      finish: 131_688,
    },
    // an island is a countertop: 2 × 600 × 1000 × 38 → R3,648
    {
      name: 'island, double',
      overrides: { waterfallEdge: 'double', countertopLayout: 'island' },
      waterfall: 364_800,
      finish: 129_000,
    },
  ])('$name', ({ overrides, waterfall, finish }) => {
    const result = price({ surfaceType: 'countertop', lengthMm: 2000, finish: 'matte', ...overrides });
    expect(cents(result, 'waterfall')).toBe(waterfall);
    expect(cents(result, 'finish')).toBe(finish);
  });

  it('is never priced on a table top', () => {
    const result = price({
      surfaceType: 'table_top',
      waterfallEdge: 'double',
      cabinetryHeightMm: 900,
      finish: 'satin',
    });
    expect(cents(result, 'waterfall')).toBe(0);
    // satin 1.62 m² × 2.15 × R280 = R975.24, no panel area
    expect(cents(result, 'finish')).toBe(97_524);
  });
});

describe('finish (PRICE-06, PRICE-21)', () => {
  // countertop 1200×600: 0.72 m² × 2.15 = 1.548 m²
  it.each([
    { finish: 'natural', expected: 0 },
    { finish: 'matte', expected: 38_700 }, // 1.548 × R250 = R387
    { finish: 'satin', expected: 43_344 }, // 1.548 × R280 = R433.44
    { finish: 'gloss', expected: 49_536 }, // 1.548 × R320 = R495.36
  ] as const)('$finish → $expected c', ({ finish, expected }) => {
    expect(cents(price({ surfaceType: 'countertop', finish }), 'finish')).toBe(expected);
  });

  it("keeps the free natural finish on the line as 'Raw Only Sanded' at 0 c", () => {
    const finish = price({ surfaceType: 'countertop', finish: 'natural' }).components.find((c) => c.key === 'finish');
    expect(finish).toMatchObject({ name: 'Raw Only Sanded', cents: 0, isSavings: false });
  });

  it.each([
    // desk 1234×567 = 0.699678 m² × 2.15 = 1.5043077 m² × R320 = 48,137.8464 c → 48,138
    { lengthMm: 1234, widthMm: 567, finish: 'gloss', expected: 48_138 },
    // desk 1001×601 = 0.601601 m² × 2.15 = 1.29344215 m² × R320 = 41,390.1488 c → 41,390
    { lengthMm: 1001, widthMm: 601, finish: 'gloss', expected: 41_390 },
    // desk 1111×333 = 0.369963 m² × 2.15 = 0.79542045 m² × R250 = 19,885.51125 c → 19,886
    { lengthMm: 1111, widthMm: 333, finish: 'matte', expected: 19_886 },
  ] as const)('rounds $lengthMm×$widthMm $finish to $expected c', ({ lengthMm, widthMm, finish, expected }) => {
    expect(cents(price({ surfaceType: 'desk_top', lengthMm, widthMm, finish }), 'finish')).toBe(expected);
  });
});

describe('cutouts (PRICE-07)', () => {
  it.each<{ cutouts: NonNullable<SurfaceConfigurationInput['cutouts']>; expected: number }>([
    { cutouts: ['none'], expected: 0 },
    { cutouts: [], expected: 0 },
    { cutouts: ['single_sink'], expected: 50_000 },
    { cutouts: ['double_sink'], expected: 50_000 },
    { cutouts: ['butlers_sink'], expected: 50_000 },
    { cutouts: ['prepbowl'], expected: 50_000 },
    { cutouts: ['tap_hole'], expected: 50_000 },
    { cutouts: ['single_sink', 'tap_hole'], expected: 100_000 }, // 2 × R500
    { cutouts: ['double_sink', 'prepbowl', 'tap_hole'], expected: 150_000 }, // 3 × R500
  ])('countertop with $cutouts → $expected c', ({ cutouts, expected }) => {
    const result = price({ surfaceType: 'countertop', cutouts });
    expect(cutoutCents(result)).toBe(expected);
    // one component per cutout, so each shows as its own R500 line
    expect(result.components.filter((c) => c.key.startsWith('cutout:'))).toHaveLength(expected / 50_000);
  });

  it.each<SurfaceConfigurationInput['surfaceType']>(['table_top', 'desk_top', 'floating_shelf', 'stair_tread'])(
    'are ignored on a %s',
    (surfaceType) => {
      const withCutouts = price({ surfaceType, cutouts: ['single_sink', 'prepbowl', 'tap_hole'] });
      const without = price({ surfaceType, cutouts: ['none'] });
      expect(cutoutCents(withCutouts)).toBe(0);
      expect(withCutouts.unitPriceCents).toBe(without.unitPriceCents);
    },
  );
});

describe('desk cable hole (PRICE-07)', () => {
  it.each<{ name: string; overrides: Overrides; expected: number }>([
    {
      name: 'desk with a cable hole',
      overrides: { surfaceType: 'desk_top', hasCableHole: true, cableHolePosition: 'center' },
      expected: 25_000,
    },
    { name: 'desk without', overrides: { surfaceType: 'desk_top', hasCableHole: false }, expected: 0 },
    { name: 'table top (desks only)', overrides: { surfaceType: 'table_top', hasCableHole: true }, expected: 0 },
    { name: 'countertop (desks only)', overrides: { surfaceType: 'countertop', hasCableHole: true }, expected: 0 },
  ])('$name → $expected c', ({ overrides, expected }) => {
    expect(cents(price(overrides), 'cable_hole')).toBe(expected);
  });
});

describe('floating shelf brackets (PRICE-08)', () => {
  it.each([
    { lengthMm: 100, count: 2, expected: 30_000 }, // floor(0.4) = 0 → min 2 × R150
    { lengthMm: 499, count: 2, expected: 30_000 }, // floor(1.996) = 1 → min 2
    { lengthMm: 500, count: 2, expected: 30_000 }, // floor(2) = 2
    { lengthMm: 749, count: 2, expected: 30_000 }, // floor(2.996) = 2
    { lengthMm: 750, count: 3, expected: 45_000 }, // 3 × R150
    { lengthMm: 1000, count: 4, expected: 60_000 }, // 4 × R150
    { lengthMm: 1249, count: 4, expected: 60_000 }, // floor(4.996) = 4
    { lengthMm: 1250, count: 5, expected: 75_000 },
    { lengthMm: 2999, count: 11, expected: 165_000 }, // floor(11.996) = 11
    { lengthMm: 5000, count: 20, expected: 300_000 },
  ])('$lengthMm mm with brackets → $count brackets, $expected c', ({ lengthMm, expected }) => {
    expect(cents(price({ surfaceType: 'floating_shelf', bracketOption: 'with_brackets', lengthMm }), 'brackets')).toBe(
      expected,
    );
  });

  it.each([300, 1000, 5000])('%s mm without brackets costs nothing for brackets', (lengthMm) => {
    expect(
      cents(price({ surfaceType: 'floating_shelf', bracketOption: 'without_brackets', lengthMm }), 'brackets'),
    ).toBe(0);
  });

  it.each<SurfaceConfigurationInput['surfaceType']>(['stair_tread', 'desk_top', 'countertop', 'table_top'])(
    'brackets are only for shelves: none on a %s',
    (surfaceType) => {
      expect(cents(price({ surfaceType, bracketOption: 'with_brackets' }), 'brackets')).toBe(0);
    },
  );
});

describe('edge profiling saving (PRICE-09)', () => {
  it.each([
    { lengthEdges: 2, widthEdges: 2, expected: 27_000 }, // (2×1200 + 2×600) = 3.6 m × R75 = R270
    { lengthEdges: 0, widthEdges: 0, expected: 0 },
    { lengthEdges: 1, widthEdges: 0, expected: 9_000 }, // 1.2 m × R75 = R90
    { lengthEdges: 0, widthEdges: 1, expected: 4_500 }, // 0.6 m × R75 = R45
    { lengthEdges: 2, widthEdges: 1, expected: 22_500 }, // 3.0 m × R75 = R225
  ])('countertop 1200×600, edges $lengthEdges/$widthEdges → $expected c', ({ lengthEdges, widthEdges, expected }) => {
    const saving = edgeSaving(price({ surfaceType: 'countertop', lengthEdges, widthEdges }));
    expect(saving).toMatchObject({ cents: expected, isSavings: true });
  });

  it('rounds half away from zero', () => {
    // 1 × 1001 mm = 1.001 m × R75 = 7,507.5 c → 7,508
    expect(edgeSaving(price({ surfaceType: 'desk_top', lengthMm: 1001, lengthEdges: 1, widthEdges: 0 })).cents).toBe(
      7_508,
    );
  });

  it('counts the extra sections with their own edge counts', () => {
    // main 2000×600 (1, 2) = 3200 mm; s1 1500×600 (0, 1) = 600; s2 1000×600 (2, 2) = 3200 → 7.0 m × R75 = R525
    const saving = edgeSaving(
      price({
        surfaceType: 'countertop',
        countertopLayout: 'u_shape',
        lengthMm: 2000,
        lengthEdges: 1,
        widthEdges: 2,
        length1Mm: 1500,
        width1Mm: 600,
        lengthEdges1: 0,
        widthEdges1: 1,
        length2Mm: 1000,
        width2Mm: 600,
        lengthEdges2: 2,
        widthEdges2: 2,
      }),
    );
    expect(saving.cents).toBe(52_500);
  });

  it.each(['square', 'bullnose', 'chamfer', 'pencil'] as const)(
    'the %s profile is free and the saving never changes the price',
    (edgeProfile) => {
      const edged = price({ surfaceType: 'countertop', edgeProfile, lengthEdges: 2, widthEdges: 2 });
      const bare = price({ surfaceType: 'countertop', edgeProfile, lengthEdges: 0, widthEdges: 0 });
      // wood R2,188.80 + matte R387 = R2,575.80, whatever the edges
      expect(edged.unitPriceCents).toBe(257_580);
      expect(bare.unitPriceCents).toBe(257_580);
      expect(edged.lineTotalCents).toBe(bare.lineTotalCents);
    },
  );
});

describe('unit price = wood + backsplash + waterfall + finish + cutouts + cable hole + brackets (PRICE-10)', () => {
  it.each<{ name: string; overrides: Overrides; unit: number }>([
    // R2,188.80 wood + R387 matte
    { name: 'countertop 1200×600×32 matte', overrides: { surfaceType: 'countertop' }, unit: 257_580 },
    // R3,420 wood + satin 1.125 × 2.15 × R280 = R677.25 + cable hole R250
    { name: 'desk with cable hole', overrides: { surfaceType: 'desk_top', hasCableHole: true }, unit: 434_725 },
    // R1,224 wood + satin 0.25 × 2.15 × R280 = R150.50 + 4 × R150 brackets
    { name: 'shelf with brackets', overrides: { surfaceType: 'floating_shelf' }, unit: 197_450 },
    {
      name: 'shelf without brackets',
      overrides: { surfaceType: 'floating_shelf', bracketOption: 'without_brackets' },
      unit: 137_450,
    },
    // R1,762.56 wood + satin 0.36 × 2.15 × R280 = R216.72
    { name: 'stair tread', overrides: { surfaceType: 'stair_tread' }, unit: 197_928 },
    // R6,609.60 wood + satin R975.24
    { name: 'table top', overrides: { surfaceType: 'table_top' }, unit: 758_484 },
    // 2000×600×32: wood R3,648 + backsplash R448 + waterfall R1,824 + matte R967.50 + 2 × R500
    {
      name: 'countertop with backsplash, single waterfall, sink and tap hole',
      overrides: {
        surfaceType: 'countertop',
        lengthMm: 2000,
        hasBacksplash: true,
        waterfallEdge: 'single',
        cutouts: ['single_sink', 'tap_hole'],
      },
      unit: 788_750,
    },
  ])('$name → $unit c', ({ overrides, unit }) => {
    const result = price(overrides);
    expect(result.unitPriceCents).toBe(unit);
    expect(result.lineTotalCents).toBe(unit);
  });
});

describe('quantity (PRICE-10: line total = unit price × quantity)', () => {
  // stair tread unit R1,979.28 (see above)
  it.each([
    { quantity: 1, lineTotal: 197_928 },
    { quantity: 2, lineTotal: 395_856 },
    { quantity: 4, lineTotal: 791_712 },
    { quantity: 50, lineTotal: 9_896_400 },
  ])('$quantity treads → $lineTotal c', ({ quantity, lineTotal }) => {
    const result = price({ surfaceType: 'stair_tread', quantity });
    expect(result.unitPriceCents).toBe(197_928);
    expect(result.quantity).toBe(quantity);
    expect(result.lineTotalCents).toBe(lineTotal);
  });
});

describe('species the book cannot price', () => {
  it.each(['teak_face', 'iroko_edge', 'walnut_edge', 'yellow_wood_end'])('%s is unknown', (woodSpecies) => {
    const surface = makeSurface({ surfaceType: 'countertop', woodSpecies });
    expect(() => priceSurface(surface, defaultBook())).toThrow(PricingError);
    expect(() => priceSurface(surface, defaultBook())).toThrow(expect.objectContaining({ code: 'unknown_species' }));
  });

  it('a species staff marked unavailable is refused', () => {
    const book = defaultBook();
    const kiaat = book.species.kiaat_edge;
    if (!kiaat) throw new Error('kiaat_edge missing from the default book');
    kiaat.available = false;
    const surface = makeSurface({ surfaceType: 'countertop', woodSpecies: 'kiaat_edge' });
    expect(() => priceSurface(surface, book)).toThrow(
      expect.objectContaining({ name: 'PricingError', code: 'unavailable_species' }),
    );
    // the other grains of the species stay on sale
    expect(() =>
      priceSurface(makeSurface({ surfaceType: 'countertop', woodSpecies: 'kiaat_face' }), book),
    ).not.toThrow();
  });
});

describe('G-shape, backsplash, double waterfall, every compatible cutout (one surface by hand)', () => {
  /*
   * kiaat edge = R190,000 × 1.15 = R218,500/m³; 40 mm is bought as 50 mm.
   * Sections: main 3000×650 (edges 1, 2), s1 1500×600 (1, 1), s2 2000×600 (1, 0), s3 1200×900 (2, 1).
   * Σ area = 1,950,000 + 900,000 + 1,200,000 + 1,080,000 = 5,130,000 mm²
   */
  const gShape = () =>
    price({
      surfaceType: 'countertop',
      countertopLayout: 'g_shape',
      woodSpecies: 'kiaat_edge',
      thicknessMm: 40,
      lengthMm: 3000,
      widthMm: 650,
      lengthEdges: 1,
      widthEdges: 2,
      length1Mm: 1500,
      width1Mm: 600,
      lengthEdges1: 1,
      widthEdges1: 1,
      length2Mm: 2000,
      width2Mm: 600,
      lengthEdges2: 1,
      widthEdges2: 0,
      length3Mm: 1200,
      width3Mm: 900,
      lengthEdges3: 2,
      widthEdges3: 1,
      hasBacksplash: true,
      backsplashHeightMm: 150,
      waterfallEdge: 'double',
      cabinetryHeightMm: 870,
      finish: 'satin',
      // at most one sink, so one sink plus everything else
      cutouts: ['double_sink', 'prepbowl', 'tap_hole'],
      quantity: 2,
    });

  it.each([
    // 5,130,000 × 50 = 0.2565 m³ × R218,500 = R56,045.25
    { key: 'wood', expected: 5_604_525 },
    // (3000 + 1500 + 2000 + 1200) × 150 × 28 = 32,340,000 mm³ = 0.03234 m³ × R218,500 = R7,066.29
    { key: 'backsplash', expected: 706_629 },
    // 2 × 650 × (870 + 100) × 50 = 63,050,000 mm³ = 0.06305 m³ × R218,500 = R13,776.425 → R13,776.43
    { key: 'waterfall', expected: 1_377_643 },
    // (5,130,000 + 2 × 650 × 970 = 1,261,000) = 6.391 m² × 2.15 = 13.74065 m² × R280 = R3,847.382 → R3,847.38
    { key: 'finish', expected: 384_738 },
    { key: 'cutout:double_sink', expected: 50_000 },
    { key: 'cutout:prepbowl', expected: 50_000 },
    { key: 'cutout:tap_hole', expected: 50_000 },
    // (3000 + 1300) + (1500 + 600) + 2000 + (2400 + 900) = 11.7 m × R75 = R877.50
    { key: 'edge_profile', expected: 87_750 },
  ])('$key → $expected c', ({ key, expected }) => {
    expect(cents(gShape(), key)).toBe(expected);
  });

  it('sums to the unit price and doubles for two', () => {
    const result = gShape();
    // 5,604,525 + 706,629 + 1,377,643 + 384,738 + 150,000 = 8,223,535 (saving excluded)
    expect(result.unitPriceCents).toBe(8_223_535);
    expect(result.lineTotalCents).toBe(16_447_070);
  });
});
