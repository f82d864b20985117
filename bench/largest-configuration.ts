import type { SurfaceConfigurationInput } from '#core/surface/surface-schema';

/** The largest configuration: G-shape, backsplash, double waterfall, every cutout. */
export const LARGEST_CONFIGURATION: SurfaceConfigurationInput = {
  surfaceType: 'countertop',
  woodSpecies: 'yellow_wood_edge',
  grainStyle: 'edge',
  countertopLayout: 'g_shape',
  lengthMm: 4200,
  widthMm: 650,
  thicknessMm: 60,
  length1Mm: 2800,
  width1Mm: 650,
  length2Mm: 3000,
  width2Mm: 650,
  length3Mm: 1800,
  width3Mm: 900,
  hasBacksplash: true,
  backsplashHeightMm: 200,
  waterfallEdge: 'double',
  cabinetryHeightMm: 900,
  finish: 'gloss',
  edgeProfile: 'bullnose',
  // Every cutout that may be combined: one sink (they are mutually exclusive), prep bowl, tap hole.
  cutouts: ['double_sink', 'prepbowl', 'tap_hole'],
  quantity: 1,
};
