import { layoutEdgeCounts } from './layout-edge-defaults';
import { FIXED_THICKNESS_MM } from './surface-options';
import type {
  BracketOption,
  CountertopLayout,
  EdgeProfile,
  Finish,
  Grain,
  SurfaceType,
  TableShape,
} from './surface-options';
import type { SurfaceConfiguration } from './surface-schema';

export interface SurfaceDefaults {
  lengthMm: number;
  widthMm: number;
  thicknessMm: number;
  edgeProfile: EdgeProfile;
  finish: Finish;
}

/**
 * CONF-09: what a fresh wizard starts from.
 * The original specification listed the shelf at 32 mm, but CONF-09 keeps shelves and treads at 44 mm.
 */
export const WIZARD_DEFAULTS: Readonly<Record<SurfaceType, Readonly<SurfaceDefaults>>> = {
  countertop: { lengthMm: 1200, widthMm: 600, thicknessMm: 32, edgeProfile: 'pencil', finish: 'matte' },
  table_top: { lengthMm: 1800, widthMm: 900, thicknessMm: 44, edgeProfile: 'bullnose', finish: 'satin' },
  floating_shelf: {
    lengthMm: 1000,
    widthMm: 250,
    thicknessMm: FIXED_THICKNESS_MM,
    edgeProfile: 'bullnose',
    finish: 'satin',
  },
  desk_top: { lengthMm: 1500, widthMm: 750, thicknessMm: 32, edgeProfile: 'bullnose', finish: 'satin' },
  stair_tread: {
    lengthMm: 1200,
    widthMm: 300,
    thicknessMm: FIXED_THICKNESS_MM,
    edgeProfile: 'bullnose',
    finish: 'satin',
  },
};

export interface PageResetValues {
  lengthMm: number;
  widthMm: number;
  thicknessMm?: number;
  countertopLayout?: CountertopLayout;
  tableShape?: TableShape;
  bracketOption?: BracketOption;
}

/** CONF-10's page-level reset, applied when the type changes on the configurator page. */
export const PAGE_RESET_VALUES: Readonly<Record<SurfaceType, Readonly<PageResetValues>>> = {
  countertop: { lengthMm: 1200, widthMm: 600, countertopLayout: 'single_wall' },
  desk_top: { lengthMm: 1500, widthMm: 750 },
  table_top: { lengthMm: 900, widthMm: 900, tableShape: 'square' },
  floating_shelf: { lengthMm: 750, widthMm: 250, thicknessMm: FIXED_THICKNESS_MM, bracketOption: 'with_brackets' },
  stair_tread: { lengthMm: 900, widthMm: 200, thicknessMm: FIXED_THICKNESS_MM },
};

/** A surface of the given type at its wizard defaults, every defaulted schema field spelled out. */
function defaultSurface(surfaceType: SurfaceType, woodSpecies: string, grainStyle: Grain): SurfaceConfiguration {
  const defaults = WIZARD_DEFAULTS[surfaceType];
  return {
    surfaceType,
    woodSpecies,
    grainStyle,
    lengthMm: defaults.lengthMm,
    widthMm: defaults.widthMm,
    thicknessMm: defaults.thicknessMm,
    quantity: 1,
    edgeProfile: defaults.edgeProfile,
    finish: defaults.finish,
    cutouts: ['none'],
    ...(surfaceType === 'countertop' ? { countertopLayout: 'single_wall' as const } : {}),
    lengthEdges: 2,
    widthEdges: 2,
    hasBacksplash: false,
    waterfallEdge: 'none',
    tableShape: 'rectangular',
    hasCableHole: false,
    bracketOption: 'with_brackets',
  };
}

/** A fresh wizard surface; CONF-09: pine face grain unless the customer picks another. */
export function newSurface({
  id,
  surfaceType = 'countertop',
}: {
  id: string;
  surfaceType?: SurfaceType;
}): SurfaceConfiguration {
  const surface = defaultSurface(surfaceType, 'pine_face', 'face');
  // CONF-16: a new countertop stands against its wall, so its back starts square (ADR 049).
  return { id, ...surface, ...layoutEdgeCounts(surface) };
}

/**
 * Whether a draft is still the fresh surface the configurator opens with (and opens again once a
 * surface is added to the quote): nothing chosen, so no interaction to capture (ANALYTICS-01).
 */
export function isUntouchedSurface(draft: SurfaceConfiguration): boolean {
  const fresh: Record<string, unknown> = newSurface({ id: '' });
  const given: Record<string, unknown> = draft;
  return [...new Set([...Object.keys(fresh), ...Object.keys(given)])]
    .filter((key) => key !== 'id')
    .every((key) => JSON.stringify(fresh[key]) === JSON.stringify(given[key]));
}

/**
 * PRICE-25's sample sizes for the grain dialog's Pricing Example. They match the
 * wizard defaults, the shelf at 44 mm per CONF-09.
 */
export const GRAIN_SAMPLE_SIZES: Readonly<
  Record<SurfaceType, Readonly<Pick<SurfaceDefaults, 'lengthMm' | 'widthMm' | 'thicknessMm'>>>
> = {
  countertop: { lengthMm: 1200, widthMm: 600, thicknessMm: 32 },
  table_top: { lengthMm: 1800, widthMm: 900, thicknessMm: 44 },
  floating_shelf: { lengthMm: 1000, widthMm: 250, thicknessMm: FIXED_THICKNESS_MM },
  stair_tread: { lengthMm: 1200, widthMm: 300, thicknessMm: FIXED_THICKNESS_MM },
  desk_top: { lengthMm: 1500, widthMm: 750, thicknessMm: 32 },
};

const GRAIN_SUFFIX = /_(face|edge|end)$/;

/**
 * The surface the grain dialog prices as its example. `woodSpecies` is the species id
 * (`kiaat`); a species-and-grain id (`kiaat_face`) is accepted and re-grained. PRICE-25:
 * with no surface type, a countertop is assumed.
 */
export function grainSampleSurface({
  surfaceType = 'countertop',
  woodSpecies,
  grainStyle,
}: {
  surfaceType?: SurfaceType | undefined;
  woodSpecies: string;
  grainStyle: Grain;
}): SurfaceConfiguration {
  const speciesId = woodSpecies.replace(GRAIN_SUFFIX, '');
  return {
    ...defaultSurface(surfaceType, `${speciesId}_${grainStyle}`, grainStyle),
    ...GRAIN_SAMPLE_SIZES[surfaceType],
  };
}
