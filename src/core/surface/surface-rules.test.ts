import { describe, expect, it } from 'vitest';
import { newSurface } from './surface-defaults';
import type { Cutout, SurfaceType } from './surface-options';
import {
  changeBacksplash,
  changeDiameter,
  changeEdgeAllRound,
  changeEdgeCount,
  changeEdgeProfile,
  changeLayout,
  changeLength,
  changeQuantity,
  changeSurfaceType,
  changeTableShape,
  changeThickness,
  changeWaterfall,
  changeWidth,
  changeWoodSpecies,
  hasEdgeAllRound,
  missingSections,
  toggleCutout,
  validateSurface,
} from './surface-rules';
import type { SurfaceDraft } from './surface-rules';

/** A frozen draft: any transition that mutated its input would throw. */
function makeDraft(overrides: Partial<SurfaceDraft> = {}): SurfaceDraft {
  const draft = {
    ...newSurface({ id: 'surface-1', surfaceType: overrides.surfaceType ?? 'countertop' }),
    ...overrides,
  };
  Object.freeze(draft.cutouts);
  return Object.freeze(draft);
}

const lShapeCountertop = makeDraft({
  countertopLayout: 'l_shape',
  cornerJoin: 'butt_joint',
  lShapeOrientation: 'right_l',
  length1Mm: 900,
  width1Mm: 600,
  lengthEdges1: 1,
  widthEdges1: 0,
  hasBacksplash: true,
  backsplashHeightMm: 150,
  waterfallEdge: 'single',
  cabinetryHeightMm: 850,
  cutouts: ['single_sink', 'tap_hole'],
  edgeProfile: 'chamfer',
  finish: 'gloss',
  woodSpecies: 'kiaat_end',
  grainStyle: 'end',
});

describe('changeSurfaceType (CONF-10: page-level reset values)', () => {
  it.each([
    ['desk_top', { lengthMm: 1500, widthMm: 750, thicknessMm: 32 }],
    ['table_top', { lengthMm: 900, widthMm: 900, thicknessMm: 32, tableShape: 'square' }],
    ['floating_shelf', { lengthMm: 750, widthMm: 250, thicknessMm: 44, bracketOption: 'with_brackets' }],
    ['stair_tread', { lengthMm: 900, widthMm: 200, thicknessMm: 44 }],
  ] as const)('countertop → %s applies the reset values', (type, expected) => {
    expect(changeSurfaceType(makeDraft(), type)).toMatchObject({ surfaceType: type, ...expected });
  });

  it('→ countertop resets to 1200x600 single wall and keeps the thickness', () => {
    const desk = makeDraft({ surfaceType: 'desk_top', thicknessMm: 60, lengthMm: 2000 });
    expect(changeSurfaceType(desk, 'countertop')).toMatchObject({
      lengthMm: 1200,
      widthMm: 600,
      thicknessMm: 60,
      countertopLayout: 'single_wall',
      cutouts: ['none'],
    });
  });

  it('leaving a countertop clears every countertop-only field', () => {
    const table = changeSurfaceType(lShapeCountertop, 'table_top');
    for (const field of [
      'countertopLayout',
      'cornerJoin',
      'lShapeOrientation',
      'length1Mm',
      'width1Mm',
      'lengthEdges1',
      'widthEdges1',
      'backsplashHeightMm',
      'cabinetryHeightMm',
    ] as const) {
      expect(table).not.toHaveProperty(field);
    }
    expect(table).toMatchObject({ hasBacksplash: false, waterfallEdge: 'none', cutouts: ['none'] });
  });

  it('keeps species, grain, edge profile and finish the customer chose', () => {
    expect(changeSurfaceType(lShapeCountertop, 'desk_top')).toMatchObject({
      woodSpecies: 'kiaat_end',
      grainStyle: 'end',
      edgeProfile: 'chamfer',
      finish: 'gloss',
    });
  });

  it.each(['floating_shelf', 'stair_tread'] as const)(
    'end grain falls back to face of the same species for %s',
    (type) => {
      expect(changeSurfaceType(lShapeCountertop, type)).toMatchObject({
        woodSpecies: 'kiaat_face',
        grainStyle: 'face',
      });
    },
  );

  it.each([
    ['table_top', { tableShape: 'round', diameter: 1200 }, 'desk_top', { tableShape: 'rectangular' }, ['diameter']],
    [
      'desk_top',
      { hasCableHole: true, cableHolePosition: 'left' },
      'table_top',
      { hasCableHole: false },
      ['cableHolePosition'],
    ],
    ['floating_shelf', { bracketOption: 'without_brackets' }, 'stair_tread', { bracketOption: 'with_brackets' }, []],
  ] as const)('leaving %s drops its own options', (from, options, to, expected, absent) => {
    const next = changeSurfaceType(makeDraft({ surfaceType: from, ...options }), to);
    expect(next).toMatchObject(expected);
    for (const field of absent) expect(next).not.toHaveProperty(field);
  });

  it.each([
    ['floating_shelf', 'stair_tread', 7],
    ['stair_tread', 'floating_shelf', 7],
    ['stair_tread', 'countertop', 1],
    ['floating_shelf', 'desk_top', 1],
  ] as const)('quantity from %s to %s is %i (CONF-07: only treads and shelves ask)', (from, to, quantity) => {
    expect(changeSurfaceType(makeDraft({ surfaceType: from, quantity: 7 }), to).quantity).toBe(quantity);
  });

  it('choosing the current type changes nothing', () => {
    expect(changeSurfaceType(lShapeCountertop, 'countertop')).toBe(lShapeCountertop);
  });

  it.each(['countertop', 'table_top', 'desk_top', 'floating_shelf', 'stair_tread'] as const)(
    'every type change from a full countertop yields a valid %s',
    (type: SurfaceType) => {
      const base = changeSurfaceType(lShapeCountertop, 'desk_top');
      expect(validateSurface(changeSurfaceType(base, type)).ok).toBe(true);
    },
  );
});

describe('changeLayout (CONF-13)', () => {
  it.each([
    ['single_wall', {}],
    ['l_shape', { cornerJoin: 'butt_joint', lShapeOrientation: 'left_l' }],
    ['galley', {}],
    ['u_shape', { cornerJoin: 'butt_joint' }],
    ['g_shape', { cornerJoin: 'butt_joint' }],
  ] as const)('%s clears sections, join and orientation, then sets %o', (layout, expected) => {
    const next = changeLayout(lShapeCountertop, layout);
    expect(next.countertopLayout).toBe(layout);
    expect(next.cornerJoin).toBe('cornerJoin' in expected ? expected.cornerJoin : undefined);
    expect(next.lShapeOrientation).toBe('lShapeOrientation' in expected ? expected.lShapeOrientation : undefined);
    // CONF-16: each layout's sections start on their exposed sides (layout-edges.test.ts); a single wall has none.
    for (const field of ['lengthEdges1', 'widthEdges1'] as const)
      expect(next[field] === undefined).toBe(layout === 'single_wall');
  });

  it.each([
    // The extra sections start at typical sizes, so the layout is priced at once.
    ['single_wall', {}],
    ['island', {}],
    ['l_shape', { length1Mm: 1200, width1Mm: 600 }],
    ['galley', { length1Mm: 2400, width1Mm: 600 }],
    ['u_shape', { length1Mm: 1200, width1Mm: 600, length2Mm: 1200, width2Mm: 600 }],
    ['g_shape', { length1Mm: 1200, width1Mm: 600, length2Mm: 1200, width2Mm: 600, length3Mm: 900, width3Mm: 600 }],
  ] as const)('%s starts its sections at %o and is valid', (layout, sections) => {
    const main = makeDraft({ lengthMm: 2400, widthMm: 600 });
    const next = changeLayout(main, layout);
    const sectionSizes = Object.fromEntries(Object.entries(next).filter(([key]) => /^(length|width)\dMm$/.test(key)));
    expect(sectionSizes).toEqual(sections);
    expect(validateSurface(next).ok).toBe(true);
  });

  it('sections start as deep as a main run in bounds, and at 600 mm when it is not', () => {
    expect(changeLayout(makeDraft({ widthMm: 650 }), 'l_shape')).toMatchObject({ width1Mm: 650 });
    expect(changeLayout(makeDraft({ widthMm: Number.NaN }), 'l_shape')).toMatchObject({ width1Mm: 600 });
    expect(changeLayout(makeDraft({ lengthMm: 9000 }), 'galley')).toMatchObject({ length1Mm: 1200 });
  });

  it('re-picking l_shape starts the section again', () => {
    expect(changeLayout(lShapeCountertop, 'l_shape')).toMatchObject({
      lShapeOrientation: 'left_l',
      length1Mm: 1200,
      width1Mm: 600,
    });
  });

  it.each([
    ['island', false, undefined],
    ['galley', true, 150],
  ] as const)('%s: backsplash %s', (layout, hasBacksplash, height) => {
    const next = changeLayout(lShapeCountertop, layout);
    expect(next.hasBacksplash).toBe(hasBacksplash);
    expect(next.backsplashHeightMm).toBe(height);
  });

  it('keeps waterfall and cutouts', () => {
    expect(changeLayout(lShapeCountertop, 'island')).toMatchObject({
      waterfallEdge: 'single',
      cutouts: ['single_sink', 'tap_hole'],
    });
  });

  it('does nothing on other surface types', () => {
    const desk = makeDraft({ surfaceType: 'desk_top' });
    expect(changeLayout(desk, 'l_shape')).toBe(desk);
  });
});

describe('missingSections', () => {
  it.each([
    ['single_wall', {}, []],
    ['island', {}, []],
    ['galley', {}, ['length1Mm', 'width1Mm']],
    ['l_shape', { length1Mm: 800 }, ['width1Mm']],
    ['u_shape', { length1Mm: 800, width1Mm: Number.NaN }, ['width1Mm', 'length2Mm', 'width2Mm']],
    ['g_shape', { length1Mm: 1, width1Mm: 1, length2Mm: 1, width2Mm: 1 }, ['length3Mm', 'width3Mm']],
  ] as const)('%s with %o misses %o', (layout, sections, expected) => {
    const draft = { ...makeDraft({ countertopLayout: layout }), ...sections };
    expect(missingSections(draft)).toEqual(expected);
  });

  it('is empty for non-countertops', () => {
    expect(missingSections(makeDraft({ surfaceType: 'table_top', countertopLayout: 'g_shape' }))).toEqual([]);
  });
});

describe('table shape, length, width and diameter (CONF-14, PRICE-01)', () => {
  const table = makeDraft({ surfaceType: 'table_top', lengthMm: 1800, widthMm: 900 });

  it.each([
    ['round', { widthMm: 1800, diameter: 1800 }],
    ['square', { widthMm: 1800, diameter: undefined }],
    ['rectangular', { widthMm: 900, diameter: undefined }],
    ['oval', { widthMm: 900, diameter: undefined }],
  ] as const)('changeTableShape %s', (shape, expected) => {
    const next = changeTableShape(table, shape);
    expect({ tableShape: next.tableShape, widthMm: next.widthMm, diameter: next.diameter }).toEqual({
      tableShape: shape,
      ...expected,
    });
  });

  it.each([
    // An oval is longer than it is wide; one that would not be starts twice as long.
    [
      { lengthMm: 900, widthMm: 900 },
      { lengthMm: 1800, widthMm: 900 },
    ],
    [
      { lengthMm: 1000, widthMm: 1200 },
      { lengthMm: 2400, widthMm: 1200 },
    ],
    [
      { lengthMm: 2000, widthMm: 1000 },
      { lengthMm: 2000, widthMm: 1000 },
    ],
    [
      { lengthMm: 900, widthMm: Number.NaN },
      { lengthMm: 1800, widthMm: 900 },
    ],
  ])('oval from %o becomes %o', (size, expected) => {
    expect(changeTableShape(makeDraft({ surfaceType: 'table_top', ...size }), 'oval')).toMatchObject(expected);
  });

  it.each([
    [1800, 900, undefined],
    [900, 900, { lengthMm: 'An oval top must be longer than it is wide' }],
    [800, 1000, { lengthMm: 'An oval top must be longer than it is wide' }],
  ] as const)('an oval %i × %i mm', (lengthMm, widthMm, errors) => {
    const result = validateSurface(makeDraft({ surfaceType: 'table_top', tableShape: 'oval', lengthMm, widthMm }));
    expect(result.ok ? undefined : result.errors).toEqual(errors);
  });

  it('leaving round drops the diameter', () => {
    expect(changeTableShape(changeTableShape(table, 'round'), 'oval')).not.toHaveProperty('diameter');
  });

  it.each([
    ['rectangular', 2000, { lengthMm: 2000, widthMm: 900 }],
    ['square', 1000, { lengthMm: 1000, widthMm: 1000 }],
    ['round', 1100, { lengthMm: 1100, widthMm: 1100, diameter: 1100 }],
  ] as const)('changeLength on a %s table', (shape, lengthMm, expected) => {
    expect(changeLength(changeTableShape(table, shape), lengthMm)).toMatchObject(expected);
  });

  it.each([
    ['countertop', { lengthMm: 2400, widthMm: 600 }],
    ['desk_top', { lengthMm: 2400, widthMm: 750 }],
  ] as const)('changeLength on a %s only sets length', (surfaceType, expected) => {
    expect(changeLength(makeDraft({ surfaceType }), 2400)).toMatchObject(expected);
  });

  it('keeps a blank length as NaN for validation to report', () => {
    expect(changeLength(makeDraft(), Number.NaN).lengthMm).toBeNaN();
  });

  it.each([
    ['rectangular', { lengthMm: 1800, widthMm: 1000 }],
    ['square', { lengthMm: 1000, widthMm: 1000 }],
  ] as const)('changeWidth on a %s table', (shape, expected) => {
    expect(changeWidth(changeTableShape(table, shape), 1000)).toMatchObject(expected);
  });

  it.each([
    ['round', 1400, { diameter: 1400, lengthMm: 1400, widthMm: 1400 }],
    ['square', 1400, { lengthMm: 1800, widthMm: 1800 }],
  ] as const)('changeDiameter on a %s table', (shape, diameter, expected) => {
    const next = changeDiameter(changeTableShape(table, shape), diameter);
    expect(next).toMatchObject(expected);
  });
});

describe('toggleCutout (CONF-15)', () => {
  it.each<[readonly Cutout[], Cutout, readonly Cutout[]]>([
    [['none'], 'single_sink', ['single_sink']],
    [['single_sink'], 'single_sink', ['none']],
    [['single_sink'], 'double_sink', ['double_sink']],
    [['single_sink', 'tap_hole'], 'butlers_sink', ['butlers_sink', 'tap_hole']],
    [['double_sink', 'prepbowl'], 'double_sink', ['prepbowl']],
    [['none'], 'prepbowl', ['prepbowl']],
    [['none'], 'tap_hole', ['tap_hole']],
    [['prepbowl'], 'tap_hole', ['prepbowl', 'tap_hole']],
    [['prepbowl', 'tap_hole'], 'prepbowl', ['tap_hole']],
    [['tap_hole'], 'tap_hole', ['none']],
    [['single_sink', 'prepbowl', 'tap_hole'], 'none', ['none']],
    [['none'], 'none', ['none']],
    [['tap_hole'], 'single_sink', ['single_sink', 'tap_hole']],
  ])('%o toggling %s gives %o', (cutouts, cutout, expected) => {
    const next = toggleCutout(makeDraft({ cutouts: [...cutouts] }), cutout);
    expect(next.cutouts).toEqual(expected);
    expect(validateSurface(next).ok).toBe(true);
  });

  it('does nothing off a countertop', () => {
    const shelf = makeDraft({ surfaceType: 'floating_shelf' });
    expect(toggleCutout(shelf, 'single_sink')).toBe(shelf);
  });
});

describe('changeEdgeProfile and changeEdgeCount', () => {
  it("puts every edge count, sections included, back on the layout's exposed sides (CONF-16)", () => {
    const edged = {
      ...changeLayout(lShapeCountertop, 'g_shape'),
      lengthEdges: 2,
      widthEdges: 1,
      lengthEdges2: 0,
      widthEdges3: 2,
    };
    expect(changeEdgeProfile(edged, 'bullnose')).toMatchObject({
      edgeProfile: 'bullnose',
      lengthEdges: 1,
      widthEdges: 0,
      lengthEdges1: 1,
      widthEdges1: 1,
      lengthEdges2: 1,
      widthEdges2: 0,
      lengthEdges3: 1,
      widthEdges3: 1,
    });
  });

  it('puts an L back on its exposed sides only (CONF-16)', () => {
    const edged = { ...lShapeCountertop, lengthEdges: 2, widthEdges: 0, lengthEdges1: 2, widthEdges1: 2 };
    expect(changeEdgeProfile(edged, 'bullnose')).toMatchObject({
      lengthEdges: 1,
      widthEdges: 1,
      lengthEdges1: 1,
      widthEdges1: 1,
    });
  });

  it('adds no section counts to other surface types', () => {
    const next = changeEdgeProfile(makeDraft({ surfaceType: 'desk_top', lengthEdges: 0 }), 'square');
    expect(next).toMatchObject({ edgeProfile: 'square', lengthEdges: 2, widthEdges: 2 });
    expect(next).not.toHaveProperty('lengthEdges1');
  });

  it.each([
    ['lengthEdges', 0, 0],
    ['widthEdges', 1, 1],
    ['lengthEdges2', 2, 2],
    ['widthEdges1', 3, 2],
    ['lengthEdges', -1, 0],
    ['widthEdges3', 1.4, 1],
  ] as const)('changeEdgeCount %s to %d gives %d', (field, count, expected) => {
    expect(changeEdgeCount(makeDraft(), field, count)[field]).toBe(expected);
  });

  it.each([
    // A square, round or oval top has one edge all round, profiled everywhere or nowhere.
    ['square', { lengthEdges: 2, widthEdges: 1 }, { lengthEdges: 2, widthEdges: 2 }],
    ['round', { lengthEdges: 0, widthEdges: 1 }, { lengthEdges: 2, widthEdges: 2 }],
    ['oval', { lengthEdges: 0, widthEdges: 0 }, { lengthEdges: 0, widthEdges: 0 }],
    ['rectangular', { lengthEdges: 2, widthEdges: 1 }, { lengthEdges: 2, widthEdges: 1 }],
  ] as const)('a table top turned %s with edges %o has %o', (shape, edges, expected) => {
    expect(
      changeTableShape(makeDraft({ surfaceType: 'table_top', lengthMm: 1800, widthMm: 900, ...edges }), shape),
    ).toMatchObject(expected);
  });

  it.each([
    [{ surfaceType: 'table_top', tableShape: 'square' }, true],
    [{ surfaceType: 'table_top', tableShape: 'round' }, true],
    [{ surfaceType: 'table_top', tableShape: 'oval' }, true],
    [{ surfaceType: 'table_top', tableShape: 'rectangular' }, false],
    [{ surfaceType: 'desk_top', tableShape: 'round' }, false],
  ] as const)('hasEdgeAllRound %o is %s', (draft, expected) => {
    expect(hasEdgeAllRound(makeDraft(draft))).toBe(expected);
  });

  it.each([
    [true, 2],
    [false, 0],
  ] as const)('changeEdgeAllRound %s sets both counts to %d', (profiled, count) => {
    expect(changeEdgeAllRound(makeDraft({ lengthEdges: 1, widthEdges: 0 }), profiled)).toMatchObject({
      lengthEdges: count,
      widthEdges: count,
    });
  });

  it('ignores a blank count', () => {
    const draft = makeDraft({ lengthEdges: 1 });
    expect(changeEdgeCount(draft, 'lengthEdges', Number.NaN)).toBe(draft);
  });
});

describe('changeWaterfall (CONF-17)', () => {
  it.each([
    ['single', undefined, 900],
    ['double', undefined, 900],
    ['both', Number.NaN, 900],
    ['single', 1000, 1000],
  ] as const)('%s with cabinet height %s gives %i', (edge, height, expected) => {
    const next = changeWaterfall(makeDraft({ cabinetryHeightMm: height }), edge);
    expect(next).toMatchObject({ waterfallEdge: edge, cabinetryHeightMm: expected });
  });

  it('none clears the cabinet height', () => {
    const next = changeWaterfall(lShapeCountertop, 'none');
    expect(next.waterfallEdge).toBe('none');
    expect(next).not.toHaveProperty('cabinetryHeightMm');
  });

  it('does nothing off a countertop', () => {
    const desk = makeDraft({ surfaceType: 'desk_top' });
    expect(changeWaterfall(desk, 'single')).toBe(desk);
  });
});

describe('changeBacksplash (CONF-18, CONF-19)', () => {
  it.each([
    [100, true, 100],
    [150, true, 150],
    [200, true, 200],
    [50, true, 50],
    [600, true, 600],
    [30, true, 30],
    [null, false, undefined],
    [Number.NaN, false, undefined],
  ] as const)('%s gives hasBacksplash %s, height %s', (height, hasBacksplash, expected) => {
    const next = changeBacksplash(lShapeCountertop, height);
    expect(next.hasBacksplash).toBe(hasBacksplash);
    expect(next.backsplashHeightMm).toBe(expected);
  });

  it('an out-of-range custom height stays in the draft for validation to report', () => {
    expect(validateSurface(changeBacksplash(makeDraft(), 700))).toEqual({
      ok: false,
      errors: { backsplashHeightMm: 'Backsplash height must be between 50 and 600 mm' },
    });
  });

  it.each([
    ['an island', makeDraft({ countertopLayout: 'island' })],
    ['a table', makeDraft({ surfaceType: 'table_top' })],
  ])('does nothing on %s', (_name, draft) => {
    expect(changeBacksplash(draft, 150)).toBe(draft);
  });
});

describe('changeThickness (CONF-20)', () => {
  it.each([
    ['32', 32],
    ['44', 44],
    ['60', 60],
    ['15', 15],
    ['150', 150],
    [' 75 ', 75],
    ['', 32],
    ['   ', 32],
  ])('input %j gives %i', (input, expected) => {
    expect(changeThickness(makeDraft({ thicknessMm: 60 }), input).thicknessMm).toBe(expected);
  });

  it.each(['14', '151', '0', '-20', '40.5', 'abc', '1e3'])('ignores %j', (input) => {
    const draft = makeDraft({ thicknessMm: 60 });
    expect(changeThickness(draft, input)).toBe(draft);
  });

  it.each([
    ['floating_shelf', '60'],
    ['stair_tread', ''],
    ['stair_tread', '32'],
    ['floating_shelf', 'abc'],
  ] as const)('a %s stays 44 mm whatever the input (%j)', (surfaceType, input) => {
    expect(changeThickness(makeDraft({ surfaceType }), input).thicknessMm).toBe(44);
  });
});

describe('changeQuantity (QUOTE-04, CONF-19)', () => {
  it.each([
    [1, 1],
    [12, 12],
    [50, 50],
    [51, 50],
    [0, 1],
    [-3, 1],
    [Number.NaN, 1],
    [2.6, 3],
  ])('%d gives %d', (quantity, expected) => {
    expect(changeQuantity(makeDraft({ surfaceType: 'stair_tread' }), quantity).quantity).toBe(expected);
  });
});

describe('changeWoodSpecies', () => {
  it.each([
    ['kiaat', 'edge', 'kiaat_edge'],
    ['african_mahogany', 'end', 'african_mahogany_end'],
    ['pine', 'face', 'pine_face'],
  ] as const)('%s in %s grain is %s', (speciesId, grain, woodSpecies) => {
    expect(changeWoodSpecies(makeDraft(), speciesId, grain)).toMatchObject({ woodSpecies, grainStyle: grain });
  });
});

describe('validateSurface', () => {
  it('accepts a fresh surface of every type and returns it parsed', () => {
    for (const surfaceType of ['countertop', 'table_top', 'desk_top', 'floating_shelf', 'stair_tread'] as const) {
      const surface = newSurface({ id: 'v', surfaceType });
      expect(validateSurface(surface)).toEqual({ ok: true, surface });
    }
  });

  it.each<[string, Partial<SurfaceDraft>, Record<string, string>]>([
    ['length too short', { lengthMm: 99 }, { lengthMm: 'Length must be between 100 and 5000 mm' }],
    ['length too long', { lengthMm: 5001 }, { lengthMm: 'Length must be between 100 and 5000 mm' }],
    ['blank length', { lengthMm: Number.NaN }, { lengthMm: 'Length must be between 100 and 5000 mm' }],
    ['fractional width', { widthMm: 600.5 }, { widthMm: 'Width must be a whole number of millimetres' }],
    ['width too wide', { widthMm: 1501 }, { widthMm: 'Width must be between 100 and 1500 mm' }],
    ['thin', { thicknessMm: 14 }, { thicknessMm: 'Thickness must be between 15 and 150 mm' }],
    [
      'cabinet height',
      { waterfallEdge: 'single', cabinetryHeightMm: 1300 },
      { cabinetryHeightMm: 'Cabinetry height must be between 600 and 1200 mm' },
    ],
    ['quantity', { quantity: 0 }, { quantity: 'Quantity must be between 1 and 50' }],
    ['edge count', { widthEdges: 3 }, { widthEdges: 'Edged short sides must be between 0 and 2' }],
    [
      'grain mismatch',
      { woodSpecies: 'maple_edge' },
      { grainStyle: 'Grain style face does not match wood species maple_edge' },
    ],
    ['species', { woodSpecies: '' }, { woodSpecies: 'Choose a wood species' }],
    ['two sinks', { cutouts: ['single_sink', 'double_sink'] }, { cutouts: 'Choose at most one sink' }],
    [
      'two fields at once',
      { lengthMm: 50, widthMm: 5000 },
      { lengthMm: 'Length must be between 100 and 5000 mm', widthMm: 'Width must be between 100 and 1500 mm' },
    ],
    [
      'missing sections alongside a bad length',
      { countertopLayout: 'l_shape', lengthMm: 10 },
      {
        lengthMm: 'Length must be between 100 and 5000 mm',
        length1Mm: 'Section 1 length is required for this layout',
        width1Mm: 'Section 1 width is required for this layout',
      },
    ],
    [
      'a blank section',
      { countertopLayout: 'galley', length1Mm: Number.NaN, width1Mm: 600 },
      { length1Mm: 'Section 1 length must be between 100 and 5000 mm' },
    ],
  ])('%s', (_name, overrides, errors) => {
    expect(validateSurface(makeDraft(overrides))).toEqual({ ok: false, errors });
  });

  it.each([
    ['floating_shelf', 32, { thicknessMm: 'Floating shelves and stair treads are 44 mm thick' }],
    ['stair_tread', 200, { thicknessMm: 'Floating shelves and stair treads are 44 mm thick' }],
    ['floating_shelf', Number.NaN, { thicknessMm: 'Floating shelves and stair treads are 44 mm thick' }],
    ['stair_tread', 44, undefined],
  ] as const)('a %s at %d mm', (surfaceType, thicknessMm, errors) => {
    const result = validateSurface(makeDraft({ surfaceType, thicknessMm }));
    expect(result.ok ? undefined : result.errors).toEqual(errors);
  });

  it.each([
    // A round top shows only its diameter, so that field carries the one message.
    ['round', 1800, { diameter: 'Diameter must be between 100 and 1500 mm' }],
    ['round', 1500, undefined],
    ['round', 5001, { diameter: 'Diameter must be between 100 and 1500 mm' }],
    ['round', 99, { diameter: 'Diameter must be between 100 and 1500 mm' }],
    // A square top shows only 'Side length', whose bound is the width's .
    ['square', 1800, { lengthMm: 'Side length must be between 100 and 1500 mm' }],
    ['square', 3000, { lengthMm: 'Side length must be between 100 and 1500 mm' }],
    ['square', 99, { lengthMm: 'Side length must be between 100 and 1500 mm' }],
    ['square', 1500, undefined],
  ] as const)('a %s table of %i mm', (shape, size, errors) => {
    const table = changeLength(changeTableShape(makeDraft({ surfaceType: 'table_top' }), shape), size);
    const result = validateSurface(table);
    expect(result.ok ? undefined : result.errors).toEqual(errors);
  });

  it.each<[string, Partial<SurfaceDraft>, Record<string, string>]>([
    [
      'a long blank with a small diameter',
      { lengthMm: 5000, widthMm: 300, diameter: 300 },
      { diameter: 'Diameter must be between 100 and 1500 mm' },
    ],
    [
      'a diameter that disagrees with its length',
      { lengthMm: 1200, widthMm: 1200, diameter: 900 },
      { diameter: 'Diameter must equal the length of a round top' },
    ],
  ])('refuses a round top sent with %s (it is priced on length × length)', (_name, override, errors) => {
    const result = validateSurface(makeDraft({ surfaceType: 'table_top', tableShape: 'round', ...override }));
    expect(result.ok ? undefined : result.errors).toEqual(errors);
  });

  it('asks for a grain orientation when the grain is not one of the three', () => {
    const draft = { ...makeDraft(), grainStyle: 'diagonal' };
    expect(validateSurface(draft)).toEqual({ ok: false, errors: { grainStyle: 'Choose a grain orientation' } });
  });

  it('rejects end grain on a tread', () => {
    const tread = makeDraft({ surfaceType: 'stair_tread', woodSpecies: 'oak_end', grainStyle: 'end' });
    expect(validateSurface(tread)).toEqual({
      ok: false,
      errors: { grainStyle: 'End grain is not offered for stair treads or floating shelves' },
    });
  });

  it.each([
    ['null', null, { surface: 'This is not a surface configuration' }],
    ['a string', 'countertop', { surface: 'This is not a surface configuration' }],
    ['a bad type', { ...newSurface({ id: 'x' }), surfaceType: 'bench' }, { surfaceType: 'Choose a surface type' }],
    [
      'a bad layout',
      { ...newSurface({ id: 'x' }), countertopLayout: 'z_shape' },
      { countertopLayout: 'Choose a countertop layout' },
    ],
    ['a bad cutout', { ...newSurface({ id: 'x' }), cutouts: ['none', 'hob'] }, { cutouts: 'Choose valid cutouts' }],
  ])('untrusted input: %s', (_name, input, errors) => {
    expect(validateSurface(input)).toEqual({ ok: false, errors });
  });
});
