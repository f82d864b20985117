import { describe, expect, it } from 'vitest';
import { makeDrawingSurface as makeSurface } from '../drawing/make-drawing-surface';
import { surfaceGeometry } from '../drawing/surface-geometry';
import type { SurfaceConfiguration } from '../surface/surface-schema';
import type { ModelPiece } from './model-types';
import { speciesIdOf, surfaceModel } from './surface-model';

const layouts: { name: string; surface: Partial<SurfaceConfiguration> }[] = [
  { name: 'single_wall', surface: { countertopLayout: 'single_wall' } },
  { name: 'island', surface: { countertopLayout: 'island', lengthMm: 2400, widthMm: 1000 } },
  {
    name: 'l_shape left_l',
    surface: { countertopLayout: 'l_shape', lShapeOrientation: 'left_l', length1Mm: 1800, width1Mm: 650 },
  },
  {
    name: 'l_shape right_l',
    surface: { countertopLayout: 'l_shape', lShapeOrientation: 'right_l', length1Mm: 1800, width1Mm: 650 },
  },
  { name: 'galley', surface: { countertopLayout: 'galley', length1Mm: 2400, width1Mm: 500 } },
  {
    name: 'u_shape',
    surface: { countertopLayout: 'u_shape', length1Mm: 1500, width1Mm: 600, length2Mm: 2000, width2Mm: 700 },
  },
  {
    name: 'g_shape',
    surface: {
      countertopLayout: 'g_shape',
      length1Mm: 2000,
      width1Mm: 600,
      length2Mm: 1800,
      width2Mm: 600,
      length3Mm: 1500,
      width3Mm: 900,
    },
  },
];

/** Every layout with every feature the model adds: backsplash, cutouts, and (where the layout allows) waterfalls. */
const full = (surface: Partial<SurfaceConfiguration>): SurfaceConfiguration =>
  makeSurface({
    ...surface,
    hasBacksplash: true,
    backsplashHeightMm: 150,
    cutouts: ['single_sink', 'prepbowl', 'tap_hole'],
    waterfallEdge: 'double',
    cabinetryHeightMm: 870,
  });

const tops = (pieces: ModelPiece[]) => pieces.filter((p) => p.role === 'top');

describe('surfaceModel: CONF-42 pieces from the 2D drawing’s geometry (CONF-36, CONF-37)', () => {
  it.each(layouts)('$name: the same sections, in the same places and sizes, as the 2D drawing', ({ surface }) => {
    const config = full(surface);
    const geometry = surfaceGeometry(config);
    const model = surfaceModel(config);
    const drawn = geometry.pieces.map((p) =>
      p.shape === 'rect' ? { section: p.section, x: p.x, y: p.y, width: p.width, height: p.height } : p,
    );
    const modelled = tops(model.pieces).map((p) => ({ section: p.section, ...p.outline }));
    expect(modelled.map(({ shape: _shape, ...rest }) => rest)).toEqual(drawn);
    expect(model.widthMm).toBe(geometry.width);
    expect(model.depthMm).toBe(geometry.height);
  });

  it.each(layouts)(
    '$name: thickness to scale, the top on its cabinets when a panel reaches the floor',
    ({ surface }) => {
      const model = surfaceModel(full({ ...surface, thicknessMm: 44 }));
      for (const top of tops(model.pieces)) {
        expect(top.topMm - top.bottomMm).toBe(44);
        expect(top.bottomMm).toBe(870);
      }
      expect(model.floorMm).toBe(0);
    },
  );

  it.each(layouts)('$name: cutouts are openings in the main section where the 2D drawing marks them', ({ surface }) => {
    const config = full(surface);
    const geometry = surfaceGeometry(config);
    const model = surfaceModel(config);
    const main = model.pieces.find((p) => p.id === 'top-0');
    expect(main?.holes).toEqual(geometry.cutouts);
    expect(model.pieces.filter((p) => p.id !== 'top-0').every((p) => p.holes.length === 0)).toBe(true);
    for (const hole of main?.holes ?? []) {
      const box =
        hole.shape === 'rect'
          ? hole
          : { x: hole.cx - hole.r, y: hole.cy - hole.r, width: 2 * hole.r, height: 2 * hole.r };
      const outline = main?.outline;
      if (outline?.shape !== 'rect') throw new Error('the main section is a rectangle');
      expect(box.x).toBeGreaterThanOrEqual(outline.x);
      expect(box.y).toBeGreaterThanOrEqual(outline.y);
      expect(box.x + box.width).toBeLessThanOrEqual(outline.x + outline.width);
      expect(box.y + box.height).toBeLessThanOrEqual(outline.y + outline.height);
    }
  });

  it.each(layouts)(
    '$name: a 28 mm backsplash on each back edge the 2D drawing strips, standing on the top',
    ({ surface }) => {
      const config = full(surface);
      const geometry = surfaceGeometry(config);
      const model = surfaceModel(config);
      const strips = model.pieces.filter((p) => p.role === 'backsplash');
      expect(strips.map((s) => s.section)).toEqual(geometry.backsplashes.map((b) => b.section));
      for (const [i, strip] of strips.entries()) {
        const drawn = geometry.backsplashes[i];
        if (!drawn || strip.outline.shape !== 'rect') throw new Error('a rectangular strip');
        const runsAcross = drawn.width > drawn.height;
        // Same run and the same back edge; only the depth is the true 28 mm rather than the drawing's visible minimum.
        if (runsAcross) {
          expect([strip.outline.x, strip.outline.width]).toEqual([drawn.x, drawn.width]);
          expect(strip.outline.height).toBe(28);
        } else {
          expect([strip.outline.y, strip.outline.height]).toEqual([drawn.y, drawn.height]);
          expect(strip.outline.width).toBe(28);
        }
        const top = model.pieces.find((p) => p.id === `top-${strip.section}`);
        expect(strip.bottomMm).toBe(top?.topMm);
        expect(strip.topMm - strip.bottomMm).toBe(150);
      }
    },
  );

  it.each(layouts)('$name: waterfall panels at the main section’s ends, down to the floor line', ({ surface }) => {
    const config = full(surface);
    const geometry = surfaceGeometry(config);
    const model = surfaceModel(config);
    const main = model.pieces.find((p) => p.id === 'top-0');
    const panels = model.pieces.filter((p) => p.role === 'waterfall');
    expect(panels.map((p) => p.id)).toEqual(geometry.waterfalls.map((w) => `waterfall-${w.end}`));
    for (const panel of panels) {
      if (panel.outline.shape !== 'rect' || main?.outline.shape !== 'rect') throw new Error('rectangles');
      expect(panel.bottomMm).toBe(0);
      expect(panel.topMm).toBe(main.topMm);
      expect(panel.outline.width).toBe(config.thicknessMm);
      expect([panel.outline.y, panel.outline.height]).toEqual([main.outline.y, main.outline.height]);
      const touches = panel.id === 'waterfall-left' ? panel.outline.x + panel.outline.width : panel.outline.x;
      expect(touches).toBe(panel.id === 'waterfall-left' ? main.outline.x : main.outline.x + main.outline.width);
    }
  });

  it.each(layouts)('$name: the dimension labels are the 2D drawing’s labels', ({ surface }) => {
    const config = full(surface);
    expect(surfaceModel(config).labels.map((l) => l.text)).toEqual(
      surfaceGeometry(config).dimensions.map((d) => d.text),
    );
  });

  it('a single waterfall panel is at the left end only', () => {
    const model = surfaceModel(makeSurface({ waterfallEdge: 'single' }));
    expect(model.pieces.filter((p) => p.role === 'waterfall').map((p) => p.id)).toEqual(['waterfall-left']);
  });

  it('without a waterfall the top floats with no floor line', () => {
    const model = surfaceModel(makeSurface({}));
    expect(model.floorMm).toBeNull();
    expect(tops(model.pieces)[0]).toMatchObject({ bottomMm: 0, topMm: 32 });
  });

  it('an island has no backsplash even when one is asked for', () => {
    const model = surfaceModel(makeSurface({ countertopLayout: 'island', hasBacksplash: true }));
    expect(model.pieces.some((p) => p.role === 'backsplash')).toBe(false);
  });
});

describe('surfaceModel: shapes, holes and profiles', () => {
  it.each([
    { shape: 'round' as const, lengthMm: 1200, widthMm: 1200, expected: { cx: 600, cy: 600, rx: 600, ry: 600 } },
    { shape: 'oval' as const, lengthMm: 2000, widthMm: 1000, expected: { cx: 1000, cy: 500, rx: 1000, ry: 500 } },
  ])('a $shape table top is a true ellipse, edged all round', ({ shape, lengthMm, widthMm, expected }) => {
    const model = surfaceModel(
      makeSurface({
        surfaceType: 'table_top',
        tableShape: shape,
        lengthMm,
        widthMm,
        edgeProfile: 'bullnose',
        thicknessMm: 44,
      }),
    );
    expect(model.pieces).toHaveLength(1);
    expect(model.pieces[0]).toMatchObject({
      outline: { shape: 'ellipse', ...expected },
      edgedSides: 'all',
      profile: { kind: 'bullnose', sizeMm: 22 },
    });
  });

  it.each(['left', 'center', 'right'] as const)(
    'a desk’s %s cable hole is an opening where the 2D drawing puts it',
    (position) => {
      const config = makeSurface({
        surfaceType: 'desk_top',
        lengthMm: 1500,
        widthMm: 750,
        hasCableHole: true,
        cableHolePosition: position,
      });
      const hole = surfaceGeometry(config).cableHole;
      expect(surfaceModel(config).pieces[0]?.holes).toEqual([
        { kind: 'cable_hole', shape: 'circle', cx: hole?.cx, cy: hole?.cy, r: hole?.r },
      ]);
    },
  );

  it.each([
    { edgeProfile: 'square' as const, thicknessMm: 32, expected: null },
    { edgeProfile: 'pencil' as const, thicknessMm: 32, expected: { kind: 'pencil', sizeMm: 3 } },
    { edgeProfile: 'chamfer' as const, thicknessMm: 32, expected: { kind: 'chamfer', sizeMm: 5 } },
    { edgeProfile: 'bullnose' as const, thicknessMm: 60, expected: { kind: 'bullnose', sizeMm: 30 } },
  ])('a $edgeProfile edge is profiled on the top pieces only', ({ edgeProfile, thicknessMm, expected }) => {
    const model = surfaceModel(
      full({ countertopLayout: 'l_shape', length1Mm: 1800, width1Mm: 600, edgeProfile, thicknessMm }),
    );
    for (const piece of model.pieces) expect(piece.profile).toEqual(piece.role === 'top' ? expected : null);
  });

  it('a top with no edged side has no profile', () => {
    const model = surfaceModel(makeSurface({ edgeProfile: 'bullnose', lengthEdges: 0, widthEdges: 0 }));
    expect(model.pieces[0]).toMatchObject({ profile: null, edgedSides: [] });
  });

  it('the edged sides are those the 2D drawing marks', () => {
    const model = surfaceModel(makeSurface({ lengthEdges: 1, widthEdges: 2 }));
    expect(model.pieces[0]?.edgedSides).toEqual(['bottom', 'left', 'right']);
  });
});

describe('surfaceModel: the grain runs the way the wood is made', () => {
  const u = full(layouts.find((l) => l.name === 'u_shape')?.surface ?? {});
  const axes = (config: SurfaceConfiguration) =>
    Object.fromEntries(surfaceModel(config).pieces.map((p) => [p.id, p.grainAxis]));

  it.each(['face', 'edge'] as const)(
    '%s grain runs along each section’s length, and down the waterfall panels',
    (grain) => {
      expect(axes({ ...u, grainStyle: grain, woodSpecies: `oak_${grain}` })).toEqual({
        'top-0': 'x',
        'backsplash-0': 'x',
        'top-1': 'y',
        'backsplash-1': 'y',
        'top-2': 'y',
        'backsplash-2': 'y',
        'waterfall-left': 'z',
        'waterfall-right': 'z',
      });
    },
  );

  it('end grain stands upright in the tops and turns with each piece', () => {
    expect(axes({ ...u, grainStyle: 'end', woodSpecies: 'oak_end' })).toEqual({
      'top-0': 'z',
      'backsplash-0': 'y',
      'top-1': 'z',
      'backsplash-1': 'x',
      'top-2': 'z',
      'backsplash-2': 'x',
      'waterfall-left': 'x',
      'waterfall-right': 'x',
    });
  });

  it('the texture is the wood’s own image for its grain', () => {
    const model = surfaceModel(makeSurface({ woodSpecies: 'african_mahogany_edge', grainStyle: 'edge' }));
    expect(model.textureUrl).toBe('/assets/woods/african_mahogany_edge.jpg');
    expect(speciesIdOf({ woodSpecies: 'african_mahogany_edge', grainStyle: 'edge' })).toBe('african_mahogany');
  });

  it('the description is the drawing’s, with the grain in words', () => {
    const config = makeSurface({ woodSpecies: 'oak_end', grainStyle: 'end' });
    const model = surfaceModel(config);
    expect(model.description).toContain(surfaceGeometry(config).description);
    expect(model.description).toContain('end grain');
  });
});
