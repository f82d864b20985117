import { bracketCount } from '#core/pricing/price-surface';
import { hasPricedBacksplash, surfaceSections, waterfallPanels } from '#core/pricing/surface-sections';
import { DEFAULT_BACKSPLASH_HEIGHT_MM, DEFAULT_CABINETRY_HEIGHT_MM, LABELS } from '#core/surface/surface-options';
import { hasEdgeAllRound } from '#core/surface/surface-rules';
import type { SurfaceConfiguration } from '#core/surface/surface-schema';

export interface DetailRow {
  label: string;
  value: string;
}

/** 'Countertop · L-Shape', 'Table Top · Round', 'Floating Shelf'. */
export function surfaceTitle(surface: SurfaceConfiguration): string {
  const type = LABELS.surfaceType[surface.surfaceType];
  if (surface.surfaceType === 'countertop')
    return `${type} · ${LABELS.layout[surface.countertopLayout ?? 'single_wall']}`;
  if (surface.surfaceType === 'table_top') return `${type} · ${LABELS.tableShape[surface.tableShape]}`;
  return type;
}

/** The sizes as made: one line for a plain surface, one per section for a multi-run countertop. */
export function dimensionRows(surface: SurfaceConfiguration): DetailRow[] {
  const thickness = `${surface.thicknessMm} mm`;
  if (surface.surfaceType === 'table_top' && surface.tableShape === 'round') {
    return [
      { label: 'Diameter', value: `${surface.lengthMm} mm` },
      { label: 'Thickness', value: thickness },
    ];
  }
  const sections = surfaceSections(surface);
  if (sections.length === 1)
    return [{ label: 'Size', value: `${surface.lengthMm} × ${surface.widthMm} × ${thickness}` }];
  return [
    ...sections.map((s) => ({
      label: s.index === 0 ? 'Main section' : `Section ${s.index}`,
      value: `${s.lengthMm} × ${s.widthMm} mm`,
    })),
    { label: 'Thickness', value: thickness },
  ];
}

function edgeValue(surface: SurfaceConfiguration): string {
  const sides = surfaceSections(surface).reduce((sum, s) => sum + s.lengthEdges + s.widthEdges, 0);
  if (sides === 0) return 'No profiled sides';
  // A round or oval top has one edge, not sides.
  if (hasEdgeAllRound(surface) && surface.tableShape !== 'square')
    return `${LABELS.edgeProfile[surface.edgeProfile]} all round`;
  return `${LABELS.edgeProfile[surface.edgeProfile]} on ${sides} ${sides === 1 ? 'side' : 'sides'}`;
}

function countertopRows(surface: SurfaceConfiguration): DetailRow[] {
  const layout = surface.countertopLayout ?? 'single_wall';
  const rows: DetailRow[] = [
    {
      label: 'Layout',
      value:
        layout === 'l_shape'
          ? `${LABELS.layout[layout]}, ${surface.lShapeOrientation === 'right_l' ? 'right' : 'left'} return`
          : LABELS.layout[layout],
    },
  ];
  if (layout !== 'island') {
    rows.push({
      label: 'Backsplash',
      value: hasPricedBacksplash(surface)
        ? `${surface.backsplashHeightMm ?? DEFAULT_BACKSPLASH_HEIGHT_MM} mm high`
        : 'None',
    });
  }
  const panels = waterfallPanels(surface);
  rows.push({
    label: 'Waterfall edge',
    value:
      panels === 0
        ? 'None'
        : `${LABELS.waterfall[surface.waterfallEdge]}, for ${surface.cabinetryHeightMm ?? DEFAULT_CABINETRY_HEIGHT_MM} mm cabinets`,
  });
  const cutouts = surface.cutouts.filter((c) => c !== 'none').map((c) => LABELS.cutout[c]);
  rows.push({ label: 'Cutouts', value: cutouts.length > 0 ? cutouts.join(', ') : 'None' });
  return rows;
}

function typeRows(surface: SurfaceConfiguration): DetailRow[] {
  switch (surface.surfaceType) {
    case 'countertop':
      return countertopRows(surface);
    case 'table_top':
      return [{ label: 'Shape', value: LABELS.tableShape[surface.tableShape] }];
    case 'desk_top': {
      const position = surface.cableHolePosition ?? 'center';
      return [
        {
          label: 'Cable hole',
          value: surface.hasCableHole
            ? position === 'center'
              ? 'Centre'
              : position === 'left'
                ? 'Left'
                : 'Right'
            : 'None',
        },
      ];
    }
    case 'floating_shelf':
      return [
        {
          label: 'Brackets',
          value:
            surface.bracketOption === 'with_brackets'
              ? `With brackets (${bracketCount(surface.lengthMm)} per shelf)`
              : 'Without brackets',
        },
      ];
    case 'stair_tread':
      return [];
  }
}

/** The options the customer chose, in the words the configurator used. */
export function optionRows(surface: SurfaceConfiguration): DetailRow[] {
  return [
    ...typeRows(surface),
    { label: 'Edge profile', value: edgeValue(surface) },
    { label: 'Finish', value: LABELS.finish[surface.finish] },
  ];
}
