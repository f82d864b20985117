import { describe, expect, it } from 'vitest';
import { DEFAULT_SPECIES } from '../catalogue/default-price-book';
import { makeSurface } from '../pricing/test-factories';
import { GRAINS, SURFACE_TYPES, type SurfaceType } from '../surface/surface-options';
import { surfaceConfigurationSchema } from '../surface/surface-schema';
import { groupThousands } from './advice-format';
import { adviseQuoteLine, adviseSurface, defaultSpanMm } from './advise-surface';
import { DEFAULT_SPECIES_FIGURES } from './species-figures';
import { dimensionalChangeMm } from './movement';

/**
 * Hand calculations of CONF-39 to CONF-41. E: maple 12,600 MPa, white oak 12,300 MPa (Wood Handbook
 * Table 5-3a), kiaat 1,220 ksi = 8,410 MPa (Chudnoff). For example, a maple desk, 32 mm over
 * 1,500 mm at 1.0 kPa: 2 × 5 × 0.001 × 1500⁴ / (32 × 12600 × 32³) = 5.0625e10 / 1.3212e10
 * = 3.83 mm, under 1500 / 360 = 4.17 mm. A tread, 1.5 kN over 900 mm, 250 × 44 mm:
 * 1500 × 900³ / (48 × 12600 × 250 × 44³ / 12) = 1.02 mm.
 */
const SAG_CASES: {
  species: string;
  surfaceType: SurfaceType;
  spanMm: number;
  thicknessMm: number;
  widthMm: number;
  sagMm: number;
  limitMm: number;
  passes: boolean;
}[] = [
  {
    species: 'maple',
    surfaceType: 'desk_top',
    spanMm: 1500,
    thicknessMm: 32,
    widthMm: 700,
    sagMm: 3.83,
    limitMm: 4.17,
    passes: true,
  },
  {
    species: 'maple',
    surfaceType: 'table_top',
    spanMm: 1800,
    thicknessMm: 44,
    widthMm: 900,
    sagMm: 4.58,
    limitMm: 5.0,
    passes: true,
  },
  {
    species: 'maple',
    surfaceType: 'floating_shelf',
    spanMm: 900,
    thicknessMm: 44,
    widthMm: 250,
    sagMm: 0.38,
    limitMm: 2.5,
    passes: true,
  },
  {
    species: 'maple',
    surfaceType: 'stair_tread',
    spanMm: 900,
    thicknessMm: 44,
    widthMm: 250,
    sagMm: 1.02,
    limitMm: 2.5,
    passes: true,
  },
  {
    species: 'white_oak',
    surfaceType: 'desk_top',
    spanMm: 1500,
    thicknessMm: 32,
    widthMm: 700,
    sagMm: 3.93,
    limitMm: 4.17,
    passes: true,
  },
  {
    species: 'white_oak',
    surfaceType: 'table_top',
    spanMm: 1800,
    thicknessMm: 44,
    widthMm: 900,
    sagMm: 4.7,
    limitMm: 5.0,
    passes: true,
  },
  {
    species: 'white_oak',
    surfaceType: 'floating_shelf',
    spanMm: 900,
    thicknessMm: 44,
    widthMm: 250,
    sagMm: 0.39,
    limitMm: 2.5,
    passes: true,
  },
  {
    species: 'white_oak',
    surfaceType: 'stair_tread',
    spanMm: 900,
    thicknessMm: 44,
    widthMm: 250,
    sagMm: 1.04,
    limitMm: 2.5,
    passes: true,
  },
  {
    species: 'kiaat',
    surfaceType: 'desk_top',
    spanMm: 1500,
    thicknessMm: 32,
    widthMm: 700,
    sagMm: 5.74,
    limitMm: 4.17,
    passes: false,
  },
  {
    species: 'kiaat',
    surfaceType: 'table_top',
    spanMm: 1800,
    thicknessMm: 44,
    widthMm: 900,
    sagMm: 6.87,
    limitMm: 5.0,
    passes: false,
  },
  {
    species: 'kiaat',
    surfaceType: 'floating_shelf',
    spanMm: 900,
    thicknessMm: 44,
    widthMm: 250,
    sagMm: 0.57,
    limitMm: 2.5,
    passes: true,
  },
  {
    species: 'kiaat',
    surfaceType: 'stair_tread',
    spanMm: 900,
    thicknessMm: 44,
    widthMm: 250,
    sagMm: 1.53,
    limitMm: 2.5,
    passes: true,
  },
];

describe('adviseSurface: sag (CONF-39 to CONF-41)', () => {
  it.each(SAG_CASES)('$species $surfaceType over $spanMm mm sags $sagMm mm (limit $limitMm)', (row) => {
    const surface = makeSurface({
      surfaceType: row.surfaceType,
      woodSpecies: `${row.species}_face`,
      lengthMm: 2000,
      widthMm: row.widthMm,
      thicknessMm: row.thicknessMm,
    });
    const { sag } = adviseSurface({ surface, spanMm: row.spanMm });
    expect(sag?.mm).toBeCloseTo(row.sagMm, 2);
    expect(sag?.limitMm).toBeCloseTo(row.limitMm, 2);
    expect(sag?.passes).toBe(row.passes);
    expect(sag?.spanMm).toBe(row.spanMm);
  });

  it('says in plain words that a passing shelf is not visible, and from which span to add a support', () => {
    const surface = makeSurface({
      surfaceType: 'floating_shelf',
      woodSpecies: 'maple_face',
      lengthMm: 2000,
      widthMm: 250,
      thicknessMm: 44,
    });
    // Longest span: cbrt(32 × 12600 × 44³ / (2 × 5 × 0.002 × 360)) = 1,684 mm → 1,650 mm.
    expect(adviseSurface({ surface, spanMm: 900 }).sag?.suggestion).toBe(
      'About 0.4 mm under a full load of books: not visible. Above 1,650 mm between supports, add a support.',
    );
  });

  it('names the support spacing and the preset thickness that would pass when the sag is visible', () => {
    const surface = makeSurface({
      surfaceType: 'desk_top',
      woodSpecies: 'kiaat_face',
      lengthMm: 1500,
      widthMm: 700,
      thicknessMm: 32,
    });
    // Longest span at 32 mm: cbrt(32 × 8410 × 32³ / (10 × 0.001 × 360)) = 1,348 mm → 1,300 mm;
    // thinnest at 1,500 mm: cbrt(10 × 0.001 × 1500³ × 360 / (32 × 8410)) = 35.6 mm → 44 mm.
    expect(adviseSurface({ surface }).sag?.suggestion).toBe(
      'About 5.7 mm under a full desk load: visible (the eye notices more than 4.2 mm over 1,500 mm). Put supports at most 1,300 mm apart or choose 44 mm.',
    );
  });

  it('the sag falls as the top gets thicker and rises with the span', () => {
    const at = (thicknessMm: number, spanMm: number) =>
      adviseSurface({
        surface: makeSurface({
          surfaceType: 'table_top',
          woodSpecies: 'ash_face',
          lengthMm: 2400,
          widthMm: 900,
          thicknessMm,
        }),
        spanMm,
      }).sag?.mm ?? 0;
    expect(at(44, 1800)).toBeLessThan(at(32, 1800));
    expect(at(44, 2000)).toBeGreaterThan(at(44, 1800));
  });

  it('has no sag for a countertop, which rests on its cabinets', () => {
    expect(
      adviseSurface({ surface: makeSurface({ surfaceType: 'countertop', woodSpecies: 'maple_face' }) }).sag,
    ).toBeNull();
  });

  it('says "no published figure" for a species without a published stiffness, and never guesses', () => {
    const { sag, sources } = adviseSurface({
      surface: makeSurface({
        surfaceType: 'desk_top',
        woodSpecies: 'patrys_face',
        lengthMm: 1500,
        widthMm: 700,
        thicknessMm: 32,
      }),
    });
    expect(sag).toMatchObject({ mm: null, passes: null });
    expect(sag?.suggestion).toContain('No published figure');
    expect(sources.some((line) => line.figure.includes('modulus'))).toBe(false);
  });

  it('does not treat an end-grain top as a beam', () => {
    const { sag } = adviseSurface({
      surface: makeSurface({
        surfaceType: 'table_top',
        woodSpecies: 'maple_end',
        grainStyle: 'end',
        lengthMm: 1800,
        widthMm: 900,
        thicknessMm: 44,
      }),
    });
    expect(sag).toMatchObject({ mm: null, passes: null });
  });

  it.each([
    { surfaceType: 'stair_tread' as const, lengthMm: 1200, bracketOption: 'with_brackets' as const, spanMm: 900 },
    { surfaceType: 'stair_tread' as const, lengthMm: 800, bracketOption: 'with_brackets' as const, spanMm: 800 },
    {
      surfaceType: 'floating_shelf' as const,
      lengthMm: 1000,
      bracketOption: 'with_brackets' as const,
      spanMm: 1000 / 3,
    },
    {
      surfaceType: 'floating_shelf' as const,
      lengthMm: 1000,
      bracketOption: 'without_brackets' as const,
      spanMm: 1000,
    },
    { surfaceType: 'desk_top' as const, lengthMm: 1400, bracketOption: 'with_brackets' as const, spanMm: 1400 },
  ])(
    'the default span of a $surfaceType $lengthMm mm long ($bracketOption) is $spanMm mm',
    ({ surfaceType, lengthMm, bracketOption, spanMm }) => {
      expect(defaultSpanMm(makeSurface({ surfaceType, lengthMm, bracketOption, widthMm: 250 }))).toBeCloseTo(spanMm, 6);
    },
  );
});

describe('adviseSurface: seasonal movement (CONF-39 to CONF-41)', () => {
  it("reproduces the Wood Handbook's method: a flat-sawn hard maple board 254 mm wide from 8 % to 6 % moisture", () => {
    // FPL-GTR-190 §13: ΔD = D × C_T × (M_F − M_I) = 254 × 0.00353 × (6 − 8) = −1.79 mm.
    expect(
      dimensionalChangeMm({ widthMm: 254, coefficientPerPercent: 0.00353, moistureChangePercent: 6 - 8 }),
    ).toBeCloseTo(-1.793, 3);
  });

  it.each([
    { woodSpecies: 'maple_face', region: 'lowveld_subtropical_coast' as const, widthMm: 900, mm: 15.89 },
    { woodSpecies: 'maple_edge', region: 'lowveld_subtropical_coast' as const, widthMm: 900, mm: 7.43 },
    { woodSpecies: 'white_oak_edge', region: 'cape_temperate' as const, widthMm: 600, mm: 4.32 },
    { woodSpecies: 'cherry_face', region: 'highveld_dry_interior' as const, widthMm: 800, mm: 9.92 },
  ])('$woodSpecies, $widthMm mm wide, in $region moves $mm mm', ({ woodSpecies, region, widthMm, mm }) => {
    // maple face: 900 × 0.00353 × (13 − 8); maple edge: 900 × 0.00165 × 5; white oak edge:
    // 600 × 0.00180 × (10 − 6); cherry face: 800 × 0.00248 × (9 − 4).
    const { movement } = adviseSurface({
      surface: makeSurface({ surfaceType: 'table_top', woodSpecies, lengthMm: 1800, widthMm, thicknessMm: 44 }),
      region,
    });
    expect(movement?.mm).toBeCloseTo(mm, 2);
    expect(movement?.region).toBe(region);
  });

  it('says how the workshop allows for it', () => {
    const { movement } = adviseSurface({
      surface: makeSurface({
        surfaceType: 'table_top',
        woodSpecies: 'walnut_face',
        lengthMm: 1800,
        widthMm: 900,
        thicknessMm: 44,
      }),
      region: 'cape_temperate',
    });
    // 900 × 0.00274 × (10 − 6) = 9.86 mm.
    expect(movement?.suggestion).toBe(
      'Expect about 9.9 mm across 900 mm between the dry and humid seasons; we fix it to the frame with slotted brackets.',
    );
  });

  it('says "no published figure" for a species without published coefficients', () => {
    const { movement } = adviseSurface({
      surface: makeSurface({ surfaceType: 'countertop', woodSpecies: 'iroko_face' }),
    });
    expect(movement?.mm).toBeNull();
    expect(movement?.suggestion).toContain('No published figure');
  });

  it('lists a published source for every figure it used', () => {
    const { sources } = adviseSurface({
      surface: makeSurface({
        surfaceType: 'desk_top',
        woodSpecies: 'maple_face',
        lengthMm: 1500,
        widthMm: 700,
        thicknessMm: 32,
      }),
    });
    expect(sources.map((line) => line.figure)).toEqual([
      'Maple: modulus of elasticity 12,600 MPa at 12 % moisture',
      'Maple: tangential change 0.00353 per 1 % moisture',
      expect.stringContaining('indoor moisture 8–13 %'),
    ]);
    for (const line of sources) expect(line.source).toMatch(/Wood Handbook/);
  });

  it('advises a stored quote line with the span, region and figures it kept, and with the defaults without them', () => {
    const desk = makeSurface({
      surfaceType: 'desk_top',
      woodSpecies: 'maple_face',
      lengthMm: 1500,
      widthMm: 700,
      thicknessMm: 32,
      supportSpanMm: 750,
    });
    const kept = adviseQuoteLine(
      { surface: desk, speciesName: 'Maple' },
      {
        region: 'highveld_dry_interior',
        figures: {
          maple: {
            ...DEFAULT_SPECIES_FIGURES.maple,
            modulusOfElasticityMpa: { value: 6_300, source: 'Half as stiff, for the test' },
          },
        },
      },
    );
    // 3.83 mm over 1,500 mm at 12,600 MPa: over 750 mm at 6,300 MPa, 3.83 / 16 × 2 = 0.48 mm.
    expect(kept.sag).toMatchObject({ mm: 0.48, spanMm: 750 });
    expect(kept.movement).toMatchObject({
      region: 'highveld_dry_interior',
      lowMoisturePercent: 4,
      highMoisturePercent: 9,
    });
    expect(kept.sources[0]?.source).toBe('Half as stiff, for the test');
    const { supportSpanMm: _span, ...unspanned } = desk;
    expect(adviseQuoteLine({ surface: unspanned, speciesName: 'Maple' }, undefined).sag).toMatchObject({
      mm: 3.83,
      spanMm: 1500,
    });
  });
});

/**
 * CONF-40 by hand for each surface type and three species, face grain (tangential coefficient,
 * Wood Handbook Table 13-5), in the Western Cape's 6–10 % (ΔMC 4): maple 0.00353, white oak
 * 0.00365, walnut 0.00274. For example a maple countertop 600 mm deep: 600 × 0.00353 × 4 = 8.47 mm.
 */
const MOVEMENT_CASES: { surfaceType: SurfaceType; widthMm: number; species: string; mm: number; allowance: string }[] =
  [
    {
      surfaceType: 'countertop',
      widthMm: 600,
      species: 'maple',
      mm: 8.47,
      allowance: 'we fix it with slotted screws and leave a gap at the walls',
    },
    {
      surfaceType: 'countertop',
      widthMm: 600,
      species: 'white_oak',
      mm: 8.76,
      allowance: 'we fix it with slotted screws and leave a gap at the walls',
    },
    {
      surfaceType: 'countertop',
      widthMm: 600,
      species: 'walnut',
      mm: 6.58,
      allowance: 'we fix it with slotted screws and leave a gap at the walls',
    },
    {
      surfaceType: 'desk_top',
      widthMm: 700,
      species: 'maple',
      mm: 9.88,
      allowance: 'we fix it to the frame with slotted brackets',
    },
    {
      surfaceType: 'desk_top',
      widthMm: 700,
      species: 'white_oak',
      mm: 10.22,
      allowance: 'we fix it to the frame with slotted brackets',
    },
    {
      surfaceType: 'desk_top',
      widthMm: 700,
      species: 'walnut',
      mm: 7.67,
      allowance: 'we fix it to the frame with slotted brackets',
    },
    {
      surfaceType: 'table_top',
      widthMm: 900,
      species: 'maple',
      mm: 12.71,
      allowance: 'we fix it to the frame with slotted brackets',
    },
    {
      surfaceType: 'table_top',
      widthMm: 900,
      species: 'white_oak',
      mm: 13.14,
      allowance: 'we fix it to the frame with slotted brackets',
    },
    {
      surfaceType: 'table_top',
      widthMm: 900,
      species: 'walnut',
      mm: 9.86,
      allowance: 'we fix it to the frame with slotted brackets',
    },
    {
      surfaceType: 'floating_shelf',
      widthMm: 250,
      species: 'maple',
      mm: 3.53,
      allowance: 'its brackets hold it without stopping it moving across its depth',
    },
    {
      surfaceType: 'floating_shelf',
      widthMm: 250,
      species: 'white_oak',
      mm: 3.65,
      allowance: 'its brackets hold it without stopping it moving across its depth',
    },
    {
      surfaceType: 'floating_shelf',
      widthMm: 250,
      species: 'walnut',
      mm: 2.74,
      allowance: 'its brackets hold it without stopping it moving across its depth',
    },
    {
      surfaceType: 'stair_tread',
      widthMm: 300,
      species: 'maple',
      mm: 4.24,
      allowance: 'we leave room in the stringer housings',
    },
    {
      surfaceType: 'stair_tread',
      widthMm: 300,
      species: 'white_oak',
      mm: 4.38,
      allowance: 'we leave room in the stringer housings',
    },
    {
      surfaceType: 'stair_tread',
      widthMm: 300,
      species: 'walnut',
      mm: 3.29,
      allowance: 'we leave room in the stringer housings',
    },
  ];

describe('adviseSurface: seasonal movement by hand, each surface type and three species (CONF-40)', () => {
  it.each(MOVEMENT_CASES)(
    '$species $surfaceType $widthMm mm wide moves $mm mm',
    ({ surfaceType, widthMm, species, mm, allowance }) => {
      const surface = makeSurface({ surfaceType, woodSpecies: `${species}_face`, widthMm });
      const { movement } = adviseSurface({ surface, region: 'cape_temperate' });
      expect(movement).toMatchObject({
        mm,
        widthMm,
        region: 'cape_temperate',
        lowMoisturePercent: 6,
        highMoisturePercent: 10,
      });
      expect(movement?.suggestion).toContain(
        `across ${groupThousands(widthMm)} mm between the dry and humid seasons; ${allowance}.`,
      );
    },
  );

  it('never reads or changes a price: the advice is the same whatever the price book says', () => {
    const surface = makeSurface({
      surfaceType: 'desk_top',
      woodSpecies: 'maple_face',
      lengthMm: 1500,
      widthMm: 700,
      thicknessMm: 32,
    });
    const before = structuredClone(surface);
    adviseSurface({ surface, spanMm: 1000, region: 'highveld_dry_interior' });
    expect(surface).toEqual(before);
  });
});

describe('every species figure the advice shows cites its source (CONF-41)', () => {
  const cases = DEFAULT_SPECIES.flatMap((species) =>
    SURFACE_TYPES.flatMap((surfaceType) =>
      GRAINS.map((grain) => ({ speciesId: species.speciesId, name: species.name, surfaceType, grain })),
    ),
  );

  it.each(cases)('$name $grain grain as a $surfaceType', ({ speciesId, name, surfaceType, grain }) => {
    const parsed = surfaceConfigurationSchema.safeParse({
      ...makeSurface({ surfaceType }),
      woodSpecies: `${speciesId}_${grain}`,
      grainStyle: grain,
    });
    if (!parsed.success) return; // a grain this surface does not come in
    const { sag, movement, sources } = adviseSurface({ surface: parsed.data, speciesName: name });
    for (const line of sources) expect(line.source.trim().length, line.figure).toBeGreaterThan(20);
    const figures = DEFAULT_SPECIES_FIGURES[speciesId];
    // A sag figure is shown only with its stiffness and that stiffness's source; else the words say why.
    if (sag?.mm != null) {
      expect(sources).toContainEqual({
        figure: expect.stringContaining(`${name}: modulus of elasticity`),
        source: figures?.modulusOfElasticityMpa?.source,
      });
    } else if (sag && grain !== 'end') {
      expect(sag.suggestion).toContain('No published figure');
    }
    if (movement?.mm != null) {
      const coefficient = grain === 'edge' ? figures?.radialPerPercent : figures?.tangentialPerPercent;
      expect(sources).toContainEqual({
        figure: expect.stringContaining(`${name}: ${grain === 'edge' ? 'radial' : 'tangential'} change`),
        source: coefficient?.source,
      });
    } else {
      expect(movement?.suggestion).toContain('No published figure');
    }
  });
});
