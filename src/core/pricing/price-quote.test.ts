import { describe, expect, it } from 'vitest';
import type { SurfaceConfigurationInput } from '../surface/surface-schema';
import { priceQuote, type QuotePrice, type QuotePriceInput } from './price-quote';
import { PricingError } from './pricing-error';
import { defaultBook, makeSurface } from './test-factories';

/*
 * Expectations worked out by hand from PRICE-10 to PRICE-13 and PRICE-17 (VAT). Unit prices of
 * the surfaces used here (pine face R80,000/m³, 520 kg/m³):
 *   countertop 1200×600×32 matte: wood 1200×600×38 = 0.02736 m³ × R80,000 = R2,188.80
 *     + matte 0.72 × 2.15 × R250 = R387.00 → unit R2,575.80; nominal 1200×600×32 = 0.02304 m³
 *   desk 1000×1000×32 natural: wood 0.038 m³ × R80,000 = R3,040.00; nominal 0.032 m³
 *   stair tread 1200×300×44 satin: wood 1200×300×51 = 0.01836 m³ × R80,000 × 1.2 = R1,762.56
 *     + satin 0.36 × 2.15 × R280 = R216.72 → unit R1,979.28; nominal 1200×300×44 = 0.01584 m³
 */

type Overrides = Partial<SurfaceConfigurationInput>;

const countertop: Overrides = { surfaceType: 'countertop' };
const naturalDesk: Overrides = {
  surfaceType: 'desk_top',
  lengthMm: 1000,
  widthMm: 1000,
  thicknessMm: 32,
  finish: 'natural',
};
const treads = (quantity: number): Overrides => ({ surfaceType: 'stair_tread', quantity });

const quote = (
  surfaces: Overrides[],
  options: Omit<QuotePriceInput, 'surfaces'> = { delivery: 'shipping', insurance: false },
): QuotePrice => priceQuote({ ...options, surfaces: surfaces.map((s) => makeSurface(s)) }, defaultBook());

describe('whole quotes (PRICE-10 to PRICE-13, PRICE-17 VAT)', () => {
  it.each<{
    name: string;
    surfaces: Overrides[];
    options: Omit<QuotePriceInput, 'surfaces'>;
    expected: Omit<QuotePrice, 'lines' | 'weightKg'>;
  }>([
    {
      // 0.02304 m³ × 520 = 11.9808 kg × R45 = R539.136 → R539.14 + R250 = R789.14
      // subtotal R2,575.80 + R789.14 = R3,364.94; insurance 2.5 % = R84.1235 → up R84.13 (not R84.12)
      // total R3,449.07; VAT 344,907 × 15 / 115 = 44,987.87 → R449.88
      name: 'countertop, shipping and insurance',
      surfaces: [countertop],
      options: { delivery: 'shipping', insurance: true },
      expected: {
        shippingCents: 78_914,
        discountCents: 0,
        subtotalCents: 336_494,
        insuranceCents: 8_413,
        totalCents: 344_907,
        vatCents: 44_988,
      },
    },
    {
      // as above without insurance: total R3,364.94; VAT 336,494 × 15 / 115 = 43,890.52 → R438.91
      name: 'countertop, shipping, no insurance',
      surfaces: [countertop],
      options: { delivery: 'shipping', insurance: false },
      expected: {
        shippingCents: 78_914,
        discountCents: 0,
        subtotalCents: 336_494,
        insuranceCents: 0,
        totalCents: 336_494,
        vatCents: 43_891,
      },
    },
    {
      // collection is free and insurance is only offered with shipping
      // VAT 257,580 × 15 / 115 = 33,597.39 → R335.97
      name: 'countertop, collection (insurance asked for but not applied)',
      surfaces: [countertop],
      options: { delivery: 'collect', insurance: true },
      expected: {
        shippingCents: 0,
        discountCents: 0,
        subtotalCents: 257_580,
        insuranceCents: 0,
        totalCents: 257_580,
        vatCents: 33_597,
      },
    },
    {
      // 0.032 m³ × 520 = 16.64 kg × R45 = R748.80 + R250 = R998.80; subtotal R3,040 + R998.80 = R4,038.80
      // insurance 2.5 % = R100.97 exactly; total R4,139.77; VAT 413,977 × 15 / 115 = R539.97 exactly
      name: 'natural desk, insurance exact to the cent',
      surfaces: [naturalDesk],
      options: { delivery: 'shipping', insurance: true },
      expected: {
        shippingCents: 99_880,
        discountCents: 0,
        subtotalCents: 403_880,
        insuranceCents: 10_097,
        totalCents: 413_977,
        vatCents: 53_997,
      },
    },
    {
      // quantity 3: 3 × 11.9808 = 35.9424 kg × R45 = R1,617.408 → R1,617.41 + R250 = R1,867.41
      // subtotal 3 × R2,575.80 + R1,867.41 = R9,594.81; insurance R239.87025 → R239.88; total R9,834.69
      // VAT 983,469 × 15 / 115 = 128,278.57 → R1,282.79
      name: 'three countertops on one line',
      surfaces: [{ ...countertop, quantity: 3 }],
      options: { delivery: 'shipping', insurance: true },
      expected: {
        shippingCents: 186_741,
        discountCents: 0,
        subtotalCents: 959_481,
        insuranceCents: 23_988,
        totalCents: 983_469,
        vatCents: 128_279,
      },
    },
    {
      // one shipment, rounded once: 2 × 11.9808 = 23.9616 kg × R45 = R1,078.272 → R1,078.27 + R250 once
      // (per line would be 2 × (R539.14 + R250)); subtotal R5,151.60 + R1,328.27 = R6,479.87
      // insurance R161.99675 → R162.00; total R6,641.87; VAT 664,187 × 15 / 115 = 86,633.09 → R866.33
      name: 'two countertop lines share one shipment',
      surfaces: [countertop, countertop],
      options: { delivery: 'shipping', insurance: true },
      expected: {
        shippingCents: 132_827,
        discountCents: 0,
        subtotalCents: 647_987,
        insuranceCents: 16_200,
        totalCents: 664_187,
        vatCents: 86_633,
      },
    },
    {
      // 2000×600×32 countertop, backsplash 100, single waterfall at 900, sink and tap hole: unit R7,887.50
      //   (wood R3,648 + backsplash R448 + waterfall R1,824 + matte R967.50 + R1,000)
      // nominal volume: top 2000×600×32 = 38,400,000 + backsplash 2000×100×28 = 5,600,000
      //   + waterfall 600×1000×32 = 19,200,000 = 0.0632 m³ × 520 = 32.864 kg × R45 = R1,478.88 + R250 = R1,728.88
      // subtotal R9,616.38; insurance R240.4095 → R240.41; total R9,856.79; VAT 128,566.83 → R1,285.67
      name: 'backsplash and waterfall weigh in at nominal thickness',
      surfaces: [
        {
          ...countertop,
          lengthMm: 2000,
          hasBacksplash: true,
          waterfallEdge: 'single',
          cutouts: ['single_sink', 'tap_hole'],
        },
      ],
      options: { delivery: 'shipping', insurance: true },
      expected: {
        shippingCents: 172_888,
        discountCents: 0,
        subtotalCents: 961_638,
        insuranceCents: 24_041,
        totalCents: 985_679,
        vatCents: 128_567,
      },
    },
    {
      // mixed species: pine countertop 11.9808 kg, plus 2 yellow-wood edge tables 1800×900×44
      // table unit: 1800×900×51 = 0.08262 m³ × R345,000 = R28,503.90 + satin 1.62 × 2.15 × R280 = R975.24 → R29,479.14
      //   weight 2 × 1800×900×44 = 0.14256 m³ × 560 = 79.8336 kg
      // shipping (11.9808 + 79.8336) = 91.8144 kg × R45 = R4,131.648 → R4,131.65 + R250 = R4,381.65
      // subtotal R2,575.80 + R58,958.28 + R4,381.65 = R65,915.73; insurance R1,647.89325 → R1,647.90
      // total R67,563.63; VAT 6,756,363 × 15 / 115 = 881,264.74 → R8,812.65
      name: 'mixed species, each at its own density',
      surfaces: [countertop, { surfaceType: 'table_top', woodSpecies: 'yellow_wood_edge', quantity: 2 }],
      options: { delivery: 'shipping', insurance: true },
      expected: {
        shippingCents: 438_165,
        discountCents: 0,
        subtotalCents: 6_591_573,
        insuranceCents: 164_790,
        totalCents: 6_756_363,
        vatCents: 881_265,
      },
    },
  ])('$name', ({ surfaces, options, expected }) => {
    const result = quote(surfaces, options);
    expect(result).toMatchObject(expected);
    // PRICE-13: total = subtotal + insurance
    expect(result.totalCents).toBe(result.subtotalCents + result.insuranceCents);
  });

  it('reports the shipping weight', () => {
    // 0.02304 m³ × 520 = 11.9808 kg
    expect(quote([countertop]).weightKg).toBeCloseTo(11.9808, 2);
  });
});

describe('partner discount (PRICE-11)', () => {
  it.each<{
    name: string;
    surfaces: Overrides[];
    options: Omit<QuotePriceInput, 'surfaces'>;
    expected: Omit<QuotePrice, 'lines' | 'weightKg'>;
  }>([
    {
      // 10 % of R2,575.80 = R257.58; shipping R789.14 is not discounted
      // subtotal R2,318.22 + R789.14 = R3,107.36; insurance R77.684 → R77.69 (on the discounted subtotal)
      // total R3,185.05; VAT 318,505 × 15 / 115 = 41,544.13 → R415.44
      name: '10 % with shipping and insurance',
      surfaces: [countertop],
      options: { delivery: 'shipping', insurance: true, discountPercentage: 10 },
      expected: {
        shippingCents: 78_914,
        discountCents: 25_758,
        subtotalCents: 310_736,
        insuranceCents: 7_769,
        totalCents: 318_505,
        vatCents: 41_544,
      },
    },
    {
      // per line: 12.5 % of 257,580 = 32,197.5 → 32,198, twice; 12.5 % of 3 × 197,928 = 593,784 → 74,223
      // Σ 138,619 (12.5 % of the sum 1,108,944 would be 138,618)
      // subtotal 1,108,944 − 138,619 = 970,325; VAT × 15 / 115 = 126,564.13 → R1,265.64
      name: '12.5 % rounded per line',
      surfaces: [countertop, countertop, treads(3)],
      options: { delivery: 'collect', insurance: false, discountPercentage: 12.5 },
      expected: {
        shippingCents: 0,
        discountCents: 138_619,
        subtotalCents: 970_325,
        insuranceCents: 0,
        totalCents: 970_325,
        vatCents: 126_564,
      },
    },
    {
      // 7.25 % of 257,580 = 18,674.55 → 18,675; subtotal 238,905; VAT 31,161.52 → 31,162
      name: '7.25 %',
      surfaces: [countertop],
      options: { delivery: 'collect', insurance: false, discountPercentage: 7.25 },
      expected: {
        shippingCents: 0,
        discountCents: 18_675,
        subtotalCents: 238_905,
        insuranceCents: 0,
        totalCents: 238_905,
        vatCents: 31_162,
      },
    },
    {
      // 33.33 % of 257,580 = 85,851.414 → 85,851; subtotal 171,729; VAT 22,399.43 → 22,399
      name: '33.33 %',
      surfaces: [countertop],
      options: { delivery: 'collect', insurance: false, discountPercentage: 33.33 },
      expected: {
        shippingCents: 0,
        discountCents: 85_851,
        subtotalCents: 171_729,
        insuranceCents: 0,
        totalCents: 171_729,
        vatCents: 22_399,
      },
    },
    {
      name: '0 %',
      surfaces: [countertop],
      options: { delivery: 'shipping', insurance: true, discountPercentage: 0 },
      expected: {
        shippingCents: 78_914,
        discountCents: 0,
        subtotalCents: 336_494,
        insuranceCents: 8_413,
        totalCents: 344_907,
        vatCents: 44_988,
      },
    },
    {
      // products free, shipping R789.14 still charged; insurance R19.7285 → R19.73; total R808.87
      // VAT 80,887 × 15 / 115 = 10,550.48 → R105.50
      name: '100 % leaves shipping and insurance',
      surfaces: [countertop],
      options: { delivery: 'shipping', insurance: true, discountPercentage: 100 },
      expected: {
        shippingCents: 78_914,
        discountCents: 257_580,
        subtotalCents: 78_914,
        insuranceCents: 1_973,
        totalCents: 80_887,
        vatCents: 10_550,
      },
    },
  ])('$name', ({ surfaces, options, expected }) => {
    const result = quote(surfaces, options);
    expect(result).toMatchObject(expected);
  });

  it('is shown as its own line and leaves the product lines as priced', () => {
    const result = quote([countertop], { delivery: 'collect', insurance: false, discountPercentage: 10 });
    expect(result.lines[0]?.lineTotalCents).toBe(257_580);
    expect(result.discountCents).toBe(25_758);
  });

  it.each([-1, 101, 100.01, 10.123, 0.001, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %s per cent',
    (discountPercentage) => {
      const price = () => quote([countertop], { delivery: 'shipping', insurance: false, discountPercentage });
      expect(price).toThrow(PricingError);
      expect(price).toThrow(expect.objectContaining({ code: 'invalid_discount' }));
    },
  );
});

describe('the edge saving never changes a total (PRICE-09)', () => {
  it('gives the same quote with and without edged sides', () => {
    const options = { delivery: 'shipping', insurance: true, discountPercentage: 10 } as const;
    const edged = quote([{ ...countertop, lengthEdges: 2, widthEdges: 2 }], options);
    const bare = quote([{ ...countertop, lengthEdges: 0, widthEdges: 0 }], options);
    // the edged line carries a R270 saving (3.6 m × R75), the bare one none
    expect(edged.lines[0]?.components.find((c) => c.key === 'edge_profile')?.cents).toBe(27_000);
    expect(bare.lines[0]?.components.find((c) => c.key === 'edge_profile')?.cents ?? 0).toBe(0);
    const { lines: _edgedLines, ...edgedTotals } = edged;
    const { lines: _bareLines, ...bareTotals } = bare;
    expect(edgedTotals).toEqual(bareTotals);
    // 10 % example above: total R3,185.05
    expect(edged.totalCents).toBe(318_505);
  });
});

describe('VAT part of the total (PRICE-17: total × 15 / 115, rounded)', () => {
  // collection, so total = line total = unit price
  it.each<{ surface: Overrides; total: number; vat: number }>([
    { surface: countertop, total: 257_580, vat: 33_597 }, // 257,580 × 15 / 115 = 33,597.39
    { surface: naturalDesk, total: 304_000, vat: 39_652 }, // 304,000 × 15 / 115 = 39,652.17
    { surface: treads(1), total: 197_928, vat: 25_817 }, // 197,928 × 15 / 115 = 25,816.70
    {
      surface: { surfaceType: 'desk_top', lengthMm: 101, widthMm: 110, thicknessMm: 15, finish: 'natural' },
      total: 1_667,
      vat: 217,
    }, // 1,667 × 15 / 115 = 217.43
  ])('total $total → VAT $vat', ({ surface, total, vat }) => {
    const result = quote([surface], { delivery: 'collect', insurance: false });
    expect(result.totalCents).toBe(total);
    expect(result.vatCents).toBe(vat);
  });
});

describe('species the book cannot price', () => {
  it('refuses an unknown species in any line', () => {
    const price = () => quote([countertop, { surfaceType: 'desk_top', woodSpecies: 'teak_face' }]);
    expect(price).toThrow(
      expect.objectContaining({ name: 'PricingError', code: 'unknown_species', field: 'surfaces.1.woodSpecies' }),
    );
  });

  it('refuses an unavailable species', () => {
    const book = defaultBook();
    const pine = book.species.pine_face;
    if (!pine) throw new Error('pine_face missing from the default book');
    pine.available = false;
    const price = () =>
      priceQuote({ surfaces: [makeSurface(countertop)], delivery: 'collect', insurance: false }, book);
    expect(price).toThrow(expect.objectContaining({ name: 'PricingError', code: 'unavailable_species' }));
  });
});

describe('G-shape, backsplash, double waterfall, every compatible cutout (whole quote by hand)', () => {
  it('prices lines, discount, shipping, insurance, total and VAT', () => {
    const result = quote(
      [
        {
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
          cutouts: ['double_sink', 'prepbowl', 'tap_hole'],
          quantity: 2,
        },
      ],
      { delivery: 'shipping', insurance: true, discountPercentage: 7.5 },
    );
    /*
     * kiaat edge R218,500/m³, 650 kg/m³; 40 mm nominal, 50 mm stock.
     * Σ area 3000×650 + 1500×600 + 2000×600 + 1200×900 = 5,130,000 mm²
     * wood 5,130,000 × 50 = 0.2565 m³ × R218,500 = R56,045.25
     * backsplash 7,700 × 150 × 28 = 0.03234 m³ × R218,500 = R7,066.29
     * waterfall 2 × 650 × 970 × 50 = 0.06305 m³ × R218,500 = R13,776.425 → R13,776.43
     * satin (5,130,000 + 1,261,000) mm² = 6.391 × 2.15 = 13.74065 m² × R280 = R3,847.382 → R3,847.38
     * cutouts 3 × R500 = R1,500
     * unit R82,235.35; line (× 2) R164,470.70
     * discount 7.5 % = R12,335.3025 → R12,335.30
     * weight: (5,130,000 × 40 + 32,340,000 + 1,261,000 × 40) = 287,980,000 mm³ × 2 = 0.57596 m³
     *   × 650 = 374.374 kg × R45 = R16,846.83 + R250 = R17,096.83
     * subtotal R164,470.70 − R12,335.30 + R17,096.83 = R169,232.23
     * insurance 2.5 % = R4,230.80575 → R4,230.81; total R173,463.04
     * VAT 17,346,304 × 15 / 115 = 2,262,561.39 → R22,625.61
     */
    expect(result.lines[0]).toMatchObject({ unitPriceCents: 8_223_535, quantity: 2, lineTotalCents: 16_447_070 });
    expect(result).toMatchObject({
      discountCents: 1_233_530,
      shippingCents: 1_709_683,
      subtotalCents: 16_923_223,
      insuranceCents: 423_081,
      totalCents: 17_346_304,
      vatCents: 2_262_561,
    });
    expect(result.weightKg).toBeCloseTo(374.374, 2);
  });
});
