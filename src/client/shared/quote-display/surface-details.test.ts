import { describe, expect, it } from 'vitest';
import { newSurface } from '#core/surface/surface-defaults';
import type { SurfaceConfiguration } from '#core/surface/surface-schema';
import { dimensionRows, optionRows, surfaceTitle } from './surface-details';

const make = (
  overrides: Partial<SurfaceConfiguration> = {},
  type: SurfaceConfiguration['surfaceType'] = 'countertop',
) => ({
  ...newSurface({ id: 'x', surfaceType: type }),
  ...overrides,
});

const rowsOf = (rows: { label: string; value: string }[]) => Object.fromEntries(rows.map((r) => [r.label, r.value]));

describe('surface details', () => {
  it('describes an L-shaped countertop with its sections and options', () => {
    const surface = make({
      countertopLayout: 'l_shape',
      lShapeOrientation: 'right_l',
      lengthMm: 2400,
      widthMm: 650,
      length1Mm: 1800,
      width1Mm: 600,
      lengthEdges: 2,
      lengthEdges1: 1,
      widthEdges1: 0,
      hasBacksplash: true,
      backsplashHeightMm: 150,
      waterfallEdge: 'double',
      cabinetryHeightMm: 870,
      cutouts: ['single_sink', 'tap_hole'],
      finish: 'natural',
    });
    expect(surfaceTitle(surface)).toBe('Countertop · L-Shape');
    expect(rowsOf(dimensionRows(surface))).toEqual({
      'Main section': '2400 × 650 mm',
      'Section 1': '1800 × 600 mm',
      Thickness: '32 mm',
    });
    expect(rowsOf(optionRows(surface))).toEqual({
      Layout: 'L-Shape, right return',
      Backsplash: '150 mm high',
      'Waterfall edge': 'Double, for 870 mm cabinets',
      Cutouts: 'Single Sink, Tap Hole',
      'Edge profile': 'Pencil on 5 sides',
      Finish: 'Raw Only Sanded',
    });
  });

  it('leaves the backsplash off an island and names no cutouts as None', () => {
    const rows = rowsOf(optionRows(make({ countertopLayout: 'island' })));
    expect(rows.Backsplash).toBeUndefined();
    expect(rows.Cutouts).toBe('None');
    expect(rows['Waterfall edge']).toBe('None');
  });

  it('sizes a round table by its diameter', () => {
    const surface = make({ tableShape: 'round', lengthMm: 1100, widthMm: 1100, thicknessMm: 60 }, 'table_top');
    expect(surfaceTitle(surface)).toBe('Table Top · Round');
    expect(rowsOf(dimensionRows(surface))).toEqual({ Diameter: '1100 mm', Thickness: '60 mm' });
    expect(rowsOf(optionRows(surface)).Shape).toBe('Round');
  });

  it('names the shelf brackets, the desk cable hole and unprofiled edges', () => {
    const shelf = make({ lengthMm: 1000 }, 'floating_shelf');
    expect(rowsOf(optionRows(shelf)).Brackets).toBe('With brackets (4 per shelf)');
    expect(rowsOf(optionRows({ ...shelf, bracketOption: 'without_brackets' })).Brackets).toBe('Without brackets');
    expect(rowsOf(dimensionRows(shelf))).toEqual({ Size: '1000 × 250 × 44 mm' });

    const desk = make({ hasCableHole: true, cableHolePosition: 'left', lengthEdges: 0, widthEdges: 0 }, 'desk_top');
    expect(rowsOf(optionRows(desk))).toMatchObject({ 'Cable hole': 'Left', 'Edge profile': 'No profiled sides' });
    expect(rowsOf(optionRows(make({}, 'stair_tread')))).toEqual({
      'Edge profile': 'Bullnose on 4 sides',
      Finish: 'Satin',
    });
  });

  it.each([
    ['round', 'Bullnose all round'],
    ['oval', 'Bullnose all round'],
    ['square', 'Bullnose on 4 sides'],
  ] as const)("names a %s top's one edge as %s", (tableShape, expected) => {
    expect(rowsOf(optionRows(make({ tableShape, lengthMm: 1800, widthMm: 900 }, 'table_top')))['Edge profile']).toBe(
      expected,
    );
  });
});
