import { describe, expect, it } from 'vitest';
import type { SurfaceConfiguration } from '../surface/surface-schema';
import { fitDrawing } from './fit-drawing';
import { labelCollisions } from './label-boxes';
import { makeDrawingSurface as makeSurface } from './make-drawing-surface';
import { surfaceGeometry } from './surface-geometry';

const LAYOUTS: [string, Partial<SurfaceConfiguration>][] = [
  ['straight', { countertopLayout: 'single_wall' }],
  ['island', { countertopLayout: 'island', lengthMm: 2400, widthMm: 1000 }],
  ['L, left return', { countertopLayout: 'l_shape', lShapeOrientation: 'left_l', length1Mm: 1800, width1Mm: 600 }],
  ['L, right return', { countertopLayout: 'l_shape', lShapeOrientation: 'right_l', length1Mm: 1800, width1Mm: 650 }],
  ['L, shallow run', { countertopLayout: 'l_shape', widthMm: 150, length1Mm: 1500, width1Mm: 600 }],
  ['galley', { countertopLayout: 'galley', length1Mm: 2400, width1Mm: 500 }],
  ['U', { countertopLayout: 'u_shape', length1Mm: 1500, width1Mm: 600, length2Mm: 2000, width2Mm: 700 }],
  [
    'U, narrow',
    { countertopLayout: 'u_shape', lengthMm: 1500, length1Mm: 1200, width1Mm: 600, length2Mm: 1200, width2Mm: 600 },
  ],
  [
    'G',
    {
      countertopLayout: 'g_shape',
      length1Mm: 2000,
      width1Mm: 600,
      length2Mm: 1800,
      width2Mm: 600,
      length3Mm: 1500,
      width3Mm: 900,
    },
  ],
  [
    'G, as the issue saw it',
    {
      countertopLayout: 'g_shape',
      length1Mm: 1800,
      width1Mm: 600,
      length2Mm: 1800,
      width2Mm: 600,
      length3Mm: 1200,
      width3Mm: 600,
    },
  ],
  [
    'G, tight courtyard',
    {
      countertopLayout: 'g_shape',
      lengthMm: 1600,
      length1Mm: 1500,
      width1Mm: 600,
      length2Mm: 1200,
      width2Mm: 600,
      length3Mm: 1000,
      width3Mm: 600,
    },
  ],
  [
    'G, long peninsula',
    {
      countertopLayout: 'g_shape',
      lengthMm: 2000,
      length1Mm: 1000,
      width1Mm: 600,
      length2Mm: 1000,
      width2Mm: 600,
      length3Mm: 2500,
      width3Mm: 600,
    },
  ],
  ['round table', { surfaceType: 'table_top', tableShape: 'round', lengthMm: 1200 }],
  ['oval table', { surfaceType: 'table_top', tableShape: 'oval', lengthMm: 2000, widthMm: 1000 }],
  ['stair tread', { surfaceType: 'stair_tread', lengthMm: 1200, widthMm: 300, thicknessMm: 44 }],
];

const EXTRAS: [string, Partial<SurfaceConfiguration>][] = [
  ['plain', {}],
  ['backsplash', { hasBacksplash: true }],
  ['single waterfall', { waterfallEdge: 'single' }],
  [
    'backsplash and both waterfalls',
    { hasBacksplash: true, waterfallEdge: 'both', cutouts: ['double_sink', 'prepbowl', 'tap_hole'] },
  ],
];

const CASES = LAYOUTS.flatMap(([layout, surface]) =>
  EXTRAS.map(([extra, more]) => ({ name: `${layout}, ${extra}`, surface: makeSurface({ ...surface, ...more }) })),
);

describe('labelCollisions: no label over a piece, a panel or another label (ADR 013)', () => {
  it.each(CASES)('$name, at the drawing’s own text size', ({ surface }) => {
    const geometry = surfaceGeometry(surface);
    expect(geometry.dimensions.length).toBeGreaterThan(0);
    expect(labelCollisions(geometry)).toEqual([]);
  });

  // The sizes the drawing is shown at: a phone's summary card, the desktop sidebar, and the PDF's
  // item frame in points, less its legend row (server/pdf/draw-surface.ts sets that out itself).
  it.each(
    CASES.flatMap((c) => [
      { ...c, box: { width: 256, height: 10_000 }, min: 11, legend: true },
      { ...c, box: { width: 330, height: 288 }, min: 11, legend: true },
      { ...c, box: { width: 193, height: 89 }, min: 7, legend: false },
    ]),
  )('$name, fitted to $box.width × $box.height with labels of $min or more', ({ surface, box, min, legend }) => {
    const { geometry, scale } = fitDrawing(surface, box, min, { legend });
    expect(geometry.textSize * scale).toBeGreaterThanOrEqual(min - 0.01);
    expect(labelCollisions(geometry)).toEqual([]);
  });

  it('sees a label laid over a piece', () => {
    const geometry = surfaceGeometry(makeSurface());
    const [first] = geometry.dimensions;
    if (!first) throw new Error('no dimension');
    const moved = { ...geometry, dimensions: [{ ...first, anchor: { x: 1500, y: 300 } }] };
    expect(labelCollisions(moved)).toEqual([{ label: 'length of section 0 (3000 mm)', over: 'section 0' }]);
  });
});
