import { hasPricedBacksplash, surfaceSections, waterfallPanels } from '../pricing/surface-sections';
import { DEFAULT_BACKSPLASH_HEIGHT_MM, LABELS } from '../surface/surface-options';
import type { SurfaceConfiguration } from '../surface/surface-schema';

/**
 * The drawing's text alternative for screen readers, e.g. `L-shaped countertop, left return:
 * main section 3000 × 600 mm, section 1 1800 × 600 mm; single sink; pencil edges.`
 */
export function describeSurface(surface: SurfaceConfiguration): string {
  const parts = [`${shapeName(surface)}: ${sizes(surface)}`, ...features(surface), edges(surface)];
  return `${parts.join('; ')}.`;
}

function shapeName(surface: SurfaceConfiguration): string {
  switch (surface.surfaceType) {
    case 'countertop':
      return countertopName(surface);
    case 'table_top':
      return `${LABELS.tableShape[surface.tableShape]} table top`;
    case 'desk_top':
      return 'Desk top';
    case 'floating_shelf':
      return 'Floating shelf';
    case 'stair_tread':
      return 'Stair tread';
  }
}

function countertopName(surface: SurfaceConfiguration): string {
  switch (surface.countertopLayout ?? 'single_wall') {
    case 'single_wall':
      return 'Single-wall countertop';
    case 'island':
      return 'Island countertop';
    case 'l_shape':
      return `L-shaped countertop, ${surface.lShapeOrientation === 'right_l' ? 'right' : 'left'} return`;
    case 'galley':
      return 'Galley countertop';
    case 'u_shape':
      return 'U-shaped countertop';
    case 'g_shape':
      return 'G-shaped countertop';
  }
}

function sizes(surface: SurfaceConfiguration): string {
  const sections = surfaceSections(surface);
  if (surface.surfaceType === 'table_top' && surface.tableShape === 'round') return `diameter ${surface.lengthMm} mm`;
  const size = (length: number, width: number) =>
    length > 0 && width > 0 ? `${length} × ${width} mm` : 'size not entered';
  if (sections.length === 1) return size(surface.lengthMm, surface.widthMm);
  const listed = sections.map(
    ({ index, lengthMm, widthMm }) => `${index === 0 ? 'main section' : `section ${index}`} ${size(lengthMm, widthMm)}`,
  );
  // Spelt in metres so this sentence never repeats a dimension label's exact text.
  if (surface.surfaceType === 'countertop' && surface.countertopLayout === 'galley')
    listed.push('a 1.2 m walkway between the runs');
  return listed.join(', ');
}

function features(surface: SurfaceConfiguration): string[] {
  const found: string[] = [];
  const cutouts = surface.cutouts.filter((c) => c !== 'none').map((c) => LABELS.cutout[c].toLowerCase());
  if (cutouts.length > 0) found.push(listInWords(cutouts));
  if (surface.surfaceType === 'desk_top' && surface.hasCableHole) {
    const position = surface.cableHolePosition ?? 'center';
    found.push(`cable hole at the ${position === 'center' ? 'centre' : position} back`);
  }
  if (hasPricedBacksplash(surface)) {
    found.push(`backsplash ${surface.backsplashHeightMm ?? DEFAULT_BACKSPLASH_HEIGHT_MM} mm high along the back edges`);
  }
  const panels = waterfallPanels(surface);
  if (panels === 1) found.push('waterfall panel at the left end');
  if (panels === 2) found.push('waterfall panels at both ends');
  return found;
}

function edges(surface: SurfaceConfiguration): string {
  const edged = surfaceSections(surface).some((s) => s.lengthEdges > 0 || s.widthEdges > 0);
  return edged ? `${LABELS.edgeProfile[surface.edgeProfile].toLowerCase()} edges` : 'no edged sides';
}

function listInWords(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}
