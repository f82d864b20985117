import { describe, expect, it } from 'vitest';
import {
  GRAIN_SAMPLE_SIZES,
  PAGE_RESET_VALUES,
  WIZARD_DEFAULTS,
  grainSampleSurface,
  isUntouchedSurface,
  newSurface,
} from './surface-defaults';
import { SURFACE_TYPES } from './surface-options';
import type { SurfaceType } from './surface-options';
import { surfaceConfigurationSchema } from './surface-schema';

describe('WIZARD_DEFAULTS (CONF-09, shelf at 44 mm)', () => {
  it.each([
    ['countertop', 1200, 600, 32, 'pencil', 'matte'],
    ['table_top', 1800, 900, 44, 'bullnose', 'satin'],
    ['floating_shelf', 1000, 250, 44, 'bullnose', 'satin'],
    ['desk_top', 1500, 750, 32, 'bullnose', 'satin'],
    ['stair_tread', 1200, 300, 44, 'bullnose', 'satin'],
  ] as const)('%s is %ix%ix%i %s %s', (type, lengthMm, widthMm, thicknessMm, edgeProfile, finish) => {
    expect(WIZARD_DEFAULTS[type]).toEqual({ lengthMm, widthMm, thicknessMm, edgeProfile, finish });
  });
});

describe('PAGE_RESET_VALUES (CONF-10 page-level reset)', () => {
  it.each([
    ['countertop', { lengthMm: 1200, widthMm: 600, countertopLayout: 'single_wall' }],
    ['desk_top', { lengthMm: 1500, widthMm: 750 }],
    ['table_top', { lengthMm: 900, widthMm: 900, tableShape: 'square' }],
    ['floating_shelf', { lengthMm: 750, widthMm: 250, thicknessMm: 44, bracketOption: 'with_brackets' }],
    ['stair_tread', { lengthMm: 900, widthMm: 200, thicknessMm: 44 }],
  ] as const)('%s', (type, values) => {
    expect(PAGE_RESET_VALUES[type]).toEqual(values);
  });
});

describe('newSurface', () => {
  it('starts a countertop when no type is given, with every defaulted field spelled out', () => {
    expect(newSurface({ id: 's-1' })).toEqual({
      id: 's-1',
      surfaceType: 'countertop',
      woodSpecies: 'pine_face',
      grainStyle: 'face',
      lengthMm: 1200,
      widthMm: 600,
      thicknessMm: 32,
      quantity: 1,
      edgeProfile: 'pencil',
      finish: 'matte',
      cutouts: ['none'],
      countertopLayout: 'single_wall',
      // CONF-16: its back is against the wall, so only the front and both ends are profiled.
      lengthEdges: 1,
      widthEdges: 2,
      hasBacksplash: false,
      waterfallEdge: 'none',
      tableShape: 'rectangular',
      hasCableHole: false,
      bracketOption: 'with_brackets',
    });
  });

  it.each(SURFACE_TYPES.map((type) => [type]))('a fresh %s uses its wizard defaults and is valid', (surfaceType) => {
    const surface = newSurface({ id: 'abc', surfaceType });
    const { lengthMm, widthMm, thicknessMm, edgeProfile, finish } = surface;
    expect({ lengthMm, widthMm, thicknessMm, edgeProfile, finish }).toEqual(WIZARD_DEFAULTS[surfaceType]);
    expect(surfaceConfigurationSchema.parse(surface)).toEqual(surface);
  });

  it.each([
    ['countertop', 'single_wall'],
    ['table_top', undefined],
    ['desk_top', undefined],
    ['floating_shelf', undefined],
    ['stair_tread', undefined],
  ] as const)('a %s has countertop layout %s', (surfaceType, layout) => {
    expect(newSurface({ id: 'x', surfaceType }).countertopLayout).toBe(layout);
  });

  it('returns a new cutouts list each time so drafts never share state', () => {
    expect(newSurface({ id: 'a' }).cutouts).not.toBe(newSurface({ id: 'b' }).cutouts);
  });
});

describe('grainSampleSurface (PRICE-25 default sample sizes)', () => {
  it.each([
    [undefined, 1200, 600, 32],
    ['countertop', 1200, 600, 32],
    ['table_top', 1800, 900, 44],
    ['floating_shelf', 1000, 250, 44],
    ['stair_tread', 1200, 300, 44],
    ['desk_top', 1500, 750, 32],
  ] as const)('%s samples %ix%ix%i', (surfaceType, lengthMm, widthMm, thicknessMm) => {
    const sample = grainSampleSurface({ surfaceType, woodSpecies: 'kiaat', grainStyle: 'edge' });
    expect(sample).toMatchObject({
      lengthMm,
      widthMm,
      thicknessMm,
      woodSpecies: 'kiaat_edge',
      grainStyle: 'edge',
      quantity: 1,
    });
    expect(sample.surfaceType).toBe(surfaceType ?? 'countertop');
    expect(surfaceConfigurationSchema.safeParse(sample).success).toBe(true);
  });

  it('uses pencil and matte for the countertop sample (PRICE-25)', () => {
    expect(grainSampleSurface({ woodSpecies: 'maple', grainStyle: 'face' })).toMatchObject({
      edgeProfile: 'pencil',
      finish: 'matte',
    });
  });

  it.each([
    ['kiaat', 'end', 'kiaat_end'],
    ['kiaat_face', 'end', 'kiaat_end'],
    ['african_mahogany_edge', 'face', 'african_mahogany_face'],
    ['yellow_wood', 'edge', 'yellow_wood_edge'],
  ] as const)('species %s in %s grain is %s', (woodSpecies, grainStyle, expected) => {
    expect(grainSampleSurface({ woodSpecies, grainStyle }).woodSpecies).toBe(expected);
  });

  it('sample sizes match the wizard defaults for every type', () => {
    for (const type of SURFACE_TYPES as readonly SurfaceType[]) {
      const { lengthMm, widthMm, thicknessMm } = WIZARD_DEFAULTS[type];
      expect(GRAIN_SAMPLE_SIZES[type]).toEqual({ lengthMm, widthMm, thicknessMm });
    }
  });
});

describe('isUntouchedSurface (ANALYTICS-01: no lead capture for the fresh surface)', () => {
  it('is the fresh surface the configurator opens with, whatever its id', () => {
    expect(isUntouchedSurface(newSurface({ id: 'a' }))).toBe(true);
    expect(isUntouchedSurface({ ...newSurface({ id: 'b' }) })).toBe(true);
  });

  it('is touched once anything differs: a size, the wood, the finish, the type', () => {
    const fresh = newSurface({ id: 'c' });
    expect(isUntouchedSurface({ ...fresh, lengthMm: fresh.lengthMm + 1 })).toBe(false);
    expect(isUntouchedSurface({ ...fresh, woodSpecies: 'kiaat_edge' })).toBe(false);
    expect(isUntouchedSurface({ ...fresh, finish: 'satin' })).toBe(false);
    expect(isUntouchedSurface(newSurface({ id: 'c', surfaceType: 'table_top' }))).toBe(false);
  });
});
