import type { SurfaceConfiguration } from '../surface/surface-schema';
import { requiredExtraSections, SECTION_FIELDS } from '../surface/surface-checks';

export interface Section {
  /** 0 for the main section, then 1, 2, 3 as CONF-08 numbers the extra ones. */
  index: 0 | 1 | 2 | 3;
  lengthMm: number;
  widthMm: number;
  lengthEdges: number;
  widthEdges: number;
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
  const extra = requiredExtraSections(surface.countertopLayout ?? 'single_wall').map((index): Section => {
    const [length, width, lengthEdges, widthEdges] = SECTION_FIELDS[index - 1];
    return {
      index,
      lengthMm: surface[length] ?? 0,
      widthMm: surface[width] ?? 0,
      lengthEdges: surface[lengthEdges] ?? 2,
      widthEdges: surface[widthEdges] ?? 2,
    };
  });
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
