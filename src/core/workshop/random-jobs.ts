import { makeSurface } from '../pricing/test-factories';
import { COUNTERTOP_LAYOUTS, SURFACE_TYPES, TABLE_SHAPES, WATERFALL_EDGES } from '../surface/surface-options';
import type { SurfaceConfiguration } from '../surface/surface-schema';
import type { StockBoard } from './stock-list';

/** mulberry32: a small seeded generator, so a failing generated job can be replayed by its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WOODS = [
  'pine_face',
  'maple_edge',
  'walnut_end',
  'iroko_face',
  'white_oak_face',
  'beech_end',
  'kiaat_edge',
] as const;

/** A stock list as a workshop might keep it: some species at several thicknesses, some not at all. */
export const SAMPLE_STOCK: StockBoard[] = [
  { species: 'pine', roughThicknessMm: 38, lengthMm: 3600, widthMm: 150 },
  { species: 'pine', roughThicknessMm: 51, lengthMm: 3600, widthMm: 150 },
  { species: 'pine', roughThicknessMm: 76, lengthMm: 3000, widthMm: 200 },
  { species: 'maple', roughThicknessMm: 38, lengthMm: 2400, widthMm: 120 },
  { species: 'maple', roughThicknessMm: 51, lengthMm: 2700, widthMm: 150 },
  { species: 'white_oak', roughThicknessMm: 51, lengthMm: 4200, widthMm: 180 },
  { species: 'white_oak', roughThicknessMm: 51, lengthMm: 3000, widthMm: 180 },
  { species: 'walnut', roughThicknessMm: 51, lengthMm: 2100, widthMm: 130 },
];

/**
 * One random surface of the given type and layout, within CONF-19's bounds: the shapes the
 * board planner must handle, from a 100 mm shelf to a 5 m G-shape with waterfalls.
 */
export function randomSurface(
  random: () => number,
  surfaceType: SurfaceConfiguration['surfaceType'],
  layoutIndex: number,
): SurfaceConfiguration {
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(options: readonly T[]): T => options[Math.floor(random() * options.length)];
  const fixed = surfaceType === 'floating_shelf' || surfaceType === 'stair_tread';
  let woodSpecies: string = pick(WOODS);
  if (fixed && woodSpecies.endsWith('_end')) woodSpecies = woodSpecies.replace(/_end$/, '_face');
  const quantity = random() < 0.1 ? between(5, 30) : between(1, 4);
  const thicknessMm = fixed ? 44 : random() < 0.8 ? pick([32, 44, 60]) : between(15, 150);
  const base = { woodSpecies, quantity, thicknessMm, lengthMm: between(100, 5000), widthMm: between(100, 1500) };
  if (surfaceType === 'countertop') {
    const countertopLayout = COUNTERTOP_LAYOUTS[layoutIndex % COUNTERTOP_LAYOUTS.length];
    const waterfallEdge = pick(WATERFALL_EDGES);
    return makeSurface({
      ...base,
      surfaceType,
      countertopLayout,
      lShapeOrientation: countertopLayout === 'l_shape' ? pick(['left_l', 'right_l'] as const) : undefined,
      length1Mm: between(100, 5000),
      width1Mm: between(100, 1500),
      length2Mm: between(100, 5000),
      width2Mm: between(100, 1500),
      length3Mm: between(100, 5000),
      width3Mm: between(100, 1500),
      hasBacksplash: random() < 0.5,
      backsplashHeightMm: between(50, 600),
      waterfallEdge,
      cabinetryHeightMm: waterfallEdge === 'none' ? undefined : between(600, 1200),
    });
  }
  if (surfaceType === 'table_top') {
    const tableShape = pick(TABLE_SHAPES);
    if (tableShape === 'round') return makeSurface({ ...base, surfaceType, tableShape, lengthMm: between(100, 1500) });
    if (tableShape === 'oval')
      return makeSurface({ ...base, surfaceType, tableShape, lengthMm: between(base.widthMm + 1, 5000) });
    return makeSurface({ ...base, surfaceType, tableShape });
  }
  return makeSurface({ ...base, surfaceType });
}

/** A job of 1 to `maxSurfaces` random surfaces; the first is the given type and layout so a run covers them all. */
export function randomJob(seed: number, maxSurfaces = 6): SurfaceConfiguration[] {
  const random = seededRandom(seed);
  const count = 1 + Math.floor(random() * maxSurfaces);
  const kinds = SURFACE_TYPES.length + COUNTERTOP_LAYOUTS.length - 1;
  return Array.from({ length: count }, (_, index) => {
    const kind = (seed + index) % kinds;
    const surfaceType =
      kind < COUNTERTOP_LAYOUTS.length ? 'countertop' : SURFACE_TYPES[kind - COUNTERTOP_LAYOUTS.length + 1];
    return randomSurface(random, surfaceType, kind);
  });
}

/** A kitchen-and-more job of 10 surfaces: the board planner's everyday worst case (OPS-16). */
export const TEN_SURFACE_JOB: SurfaceConfiguration[] = [
  makeSurface({
    countertopLayout: 'g_shape',
    lengthMm: 3600,
    widthMm: 650,
    length1Mm: 2400,
    width1Mm: 650,
    length2Mm: 2800,
    width2Mm: 650,
    length3Mm: 1800,
    width3Mm: 900,
    hasBacksplash: true,
    waterfallEdge: 'both',
    woodSpecies: 'white_oak_face',
    thicknessMm: 44,
  }),
  makeSurface({
    countertopLayout: 'island',
    lengthMm: 2800,
    widthMm: 1200,
    waterfallEdge: 'double',
    woodSpecies: 'white_oak_face',
    thicknessMm: 44,
  }),
  makeSurface({
    countertopLayout: 'l_shape',
    lengthMm: 2400,
    widthMm: 600,
    length1Mm: 1800,
    width1Mm: 600,
    hasBacksplash: true,
  }),
  makeSurface({
    countertopLayout: 'galley',
    lengthMm: 3000,
    widthMm: 600,
    length1Mm: 3000,
    width1Mm: 600,
    woodSpecies: 'maple_edge',
    thicknessMm: 44,
  }),
  makeSurface({ surfaceType: 'table_top', lengthMm: 2400, widthMm: 1000, woodSpecies: 'walnut_face', thicknessMm: 44 }),
  makeSurface({
    surfaceType: 'table_top',
    tableShape: 'round',
    lengthMm: 1200,
    woodSpecies: 'walnut_face',
    thicknessMm: 44,
  }),
  makeSurface({ surfaceType: 'desk_top', lengthMm: 1800, widthMm: 750, woodSpecies: 'maple_face', quantity: 4 }),
  makeSurface({
    surfaceType: 'stair_tread',
    lengthMm: 1000,
    widthMm: 280,
    woodSpecies: 'white_oak_face',
    quantity: 16,
  }),
  makeSurface({ surfaceType: 'floating_shelf', lengthMm: 1200, widthMm: 250, quantity: 6 }),
  makeSurface({
    countertopLayout: 'u_shape',
    lengthMm: 3200,
    widthMm: 600,
    length1Mm: 2000,
    width1Mm: 600,
    length2Mm: 2000,
    width2Mm: 600,
    hasBacksplash: true,
    woodSpecies: 'iroko_face',
  }),
];
