import type { SurfaceConfiguration } from '../surface/surface-schema';
import { requiredExtraSections } from '../surface/surface-checks';

export interface Section {
  /** 0 for the main section, then 1, 2, 3 as CONF-08 numbers the extra ones. */
  index: 0 | 1 | 2 | 3;
  lengthMm: number;
  widthMm: number;
  lengthEdges: number;
  widthEdges: number;
}

/** An extra section (CONF-08): what the configurator leaves unset counts as 0 mm and 2 edges. */
function section(index: 1 | 2 | 3, lengthMm = 0, widthMm = 0, lengthEdges = 2, widthEdges = 2): Section {
  return { index, lengthMm, widthMm, lengthEdges, widthEdges };
}

/**
 * Each extra section's fields read by name: a key built from a template is a new string and a slow
 * lookup on every price, a fifth of the engine's time (ADR 037).
 */
function extraSection(surface: SurfaceConfiguration, index: 1 | 2 | 3): Section {
  switch (index) {
    case 1:
      return section(1, surface.length1Mm, surface.width1Mm, surface.lengthEdges1, surface.widthEdges1);
    case 2:
      return section(2, surface.length2Mm, surface.width2Mm, surface.lengthEdges2, surface.widthEdges2);
    case 3:
      return section(3, surface.length3Mm, surface.width3Mm, surface.lengthEdges3, surface.widthEdges3);
  }
}

/** PRICE-01: the rectangles a surface is made of. */
export function surfaceSections(surface: SurfaceConfiguration): Section[] {
  const roundTop = surface.surfaceType === 'table_top' && surface.tableShape === 'round';
  const main: Section = {
    index: 0,
    lengthMm: surface.lengthMm,
    widthMm: roundTop ? surface.lengthMm : surface.widthMm,
    lengthEdges: surface.lengthEdges,
    widthEdges: surface.widthEdges,
  };
  if (surface.surfaceType !== 'countertop') return [main];
  const extra = requiredExtraSections(surface.countertopLayout ?? 'single_wall').map((index) => extraSection(surface, index));
  return [main, ...extra];
}

/** PRICE-05: `none` 0 panels, `single` 1, `double` or `both` 2. */
export function waterfallPanels(surface: SurfaceConfiguration): 0 | 1 | 2 {
  if (surface.surfaceType !== 'countertop') return 0;
  switch (surface.waterfallEdge) {
    case 'none':
      return 0;
    case 'single':
      return 1;
    case 'double':
    case 'both':
      return 2;
  }
}

/** PRICE-04: a backsplash only on countertops that are not islands. */
export function hasPricedBacksplash(surface: SurfaceConfiguration): boolean {
  return surface.surfaceType === 'countertop' && surface.countertopLayout !== 'island' && surface.hasBacksplash;
}
