import { placeSections } from '../drawing/section-placement';
import type { RectSide } from '../drawing/drawing-types';
import { bracketCount } from '../pricing/price-surface';
import { hasPricedBacksplash, surfaceSections, waterfallPanels, type Section } from '../pricing/surface-sections';
import * as SIZES from '../surface/cutout-sizes';
import {
  DEFAULT_BACKSPLASH_HEIGHT_MM,
  DEFAULT_CABINETRY_HEIGHT_MM,
  LABELS,
  type EdgeProfile,
  type Finish,
  type Grain,
} from '../surface/surface-options';
import type { SurfaceConfiguration } from '../surface/surface-schema';

export type PartKind = 'top' | 'backsplash' | 'waterfall';

/** One part as made (OPS-14): its finished size, wood and the notes the floor needs. */
export interface JobPart {
  name: string;
  /** The surface's position in the quote, from 0. */
  surfaceIndex: number;
  kind: PartKind;
  finishedLengthMm: number;
  finishedWidthMm: number;
  thicknessMm: number;
  /** Species and grain as the quote has it, e.g. `maple_edge`. */
  woodSpecies: string;
  /** The species alone, e.g. `maple`: what the stock list is kept by. */
  species: string;
  grainStyle: Grain;
  quantity: number;
  edgeProfile: EdgeProfile;
  finish: Finish;
  /** Cutouts sit on the main section only (CONF-37). */
  cutouts: PartCutout[];
  /** The top's outline in words: "Rectangular", "Round, 1200 mm across"… (OPS-14). */
  shape: string;
  /** Each side and its profile in words; a curved top has one edge all round. */
  edges: PartEdge[];
  hardware: PartHardware[];
}

/** A cutout as the floor makes it: its name, its size (width along the top × length across it) and where it goes. */
export interface PartCutout {
  name: string;
  widthMm: number;
  lengthMm: number;
  position: string;
}

export interface PartEdge {
  side: string;
  profile: string;
}

export interface PartHardware {
  name: string;
  /** How many for one of the part (the part's quantity says how many parts). */
  count: number;
}

/** OPS-14: where the configurator takes no position, the fitter's template gives it. */
export const FROM_SITE_TEMPLATE = 'Position from the site template';
const UNPROFILED = 'None (left square)';

/** PRICE-04's backsplash thickness: the strip is made 28 mm thick. */
export const BACKSPLASH_THICKNESS_MM = 28;

const SECTION_NAMES = ['Main section', 'Section 1', 'Section 2', 'Section 3'] as const;

export function speciesOf(woodSpecies: string, grain: Grain): string {
  return woodSpecies.endsWith(`_${grain}`) ? woodSpecies.slice(0, -grain.length - 1) : woodSpecies;
}

/**
 * OPS-14: a surface as the floor makes it. Sections are PRICE-01's rectangles (round
 * and oval tops on their blank), a backsplash strip runs along each section's back edge,
 * and each waterfall panel is the main section's width by the cabinet height + 100 mm.
 */
export function surfaceParts(surface: SurfaceConfiguration, surfaceIndex: number): JobPart[] {
  const common = {
    surfaceIndex,
    woodSpecies: surface.woodSpecies,
    species: speciesOf(surface.woodSpecies, surface.grainStyle),
    grainStyle: surface.grainStyle,
    quantity: surface.quantity,
    edgeProfile: surface.edgeProfile,
    finish: surface.finish,
  };
  const sections = surfaceSections(surface);
  const single = sections.length === 1;
  const typeLabel = LABELS.surfaceType[surface.surfaceType];
  // A lone section runs along its wall; only a layout's returns are edged from their free end.
  const sideNames = new Map(
    single ? [] : placeSections(surface).placed.map((placed) => [placed.section, endNames(placed.firstEnd)]),
  );
  const plain = { cutouts: [], shape: 'Rectangular', edges: [], hardware: [] };
  const parts: JobPart[] = sections.map((section) => ({
    ...common,
    name: single ? typeLabel : `${typeLabel}, ${SECTION_NAMES[section.index].toLowerCase()}`,
    kind: 'top',
    finishedLengthMm: section.lengthMm,
    finishedWidthMm: section.widthMm,
    thicknessMm: surface.thicknessMm,
    cutouts: section.index === 0 ? partCutouts(surface) : [],
    shape: shapeOf(surface, section),
    edges: edgesOf(surface, section, sideNames.get(section.index)),
    hardware: section.index === 0 ? hardwareOf(surface) : [],
  }));
  if (hasPricedBacksplash(surface)) {
    const heightMm = surface.backsplashHeightMm ?? DEFAULT_BACKSPLASH_HEIGHT_MM;
    for (const section of sections) {
      parts.push({
        ...common,
        name: `Backsplash, ${SECTION_NAMES[section.index].toLowerCase()}`,
        kind: 'backsplash',
        finishedLengthMm: section.lengthMm,
        finishedWidthMm: heightMm,
        thicknessMm: BACKSPLASH_THICKNESS_MM,
        ...plain,
      });
    }
  }
  const panels = waterfallPanels(surface);
  const panelLengthMm = (surface.cabinetryHeightMm ?? DEFAULT_CABINETRY_HEIGHT_MM) + 100;
  const sides = panels === 1 ? ['left'] : panels === 2 ? ['left', 'right'] : [];
  for (const side of sides) {
    parts.push({
      ...common,
      name: `Waterfall panel, ${side}`,
      kind: 'waterfall',
      finishedLengthMm: panelLengthMm,
      finishedWidthMm: sections[0].widthMm,
      thicknessMm: surface.thicknessMm,
      ...plain,
    });
  }
  return parts;
}

export function jobParts(surfaces: readonly SurfaceConfiguration[]): JobPart[] {
  return surfaces.flatMap((surface, index) => surfaceParts(surface, index));
}

/** A section along the wall is edged from its left end; a return from its free end (CONF-36). */
const ALONG_ENDS = ['Left end', 'Right end'] as const;
const RETURN_ENDS = ['Free end', 'End at the main section'] as const;

/**
 * The ends in the order the edge count takes them: an L's main run edged from its right end names that one first
 * (CONF-16).
 */
function endNames(firstEnd: RectSide): readonly [string, string] {
  if (firstEnd === 'left') return ALONG_ENDS;
  if (firstEnd === 'right') return ['Right end', 'Left end'];
  return RETURN_ENDS;
}

/** PRICE-01's blank and what is cut from it: round and oval tops are drawn on their blank and cut to the line. */
function shapeOf(surface: SurfaceConfiguration, section: Section): string {
  if (surface.surfaceType !== 'table_top') return 'Rectangular';
  switch (surface.tableShape) {
    case 'round':
      return `Round, ${section.lengthMm} mm across (radius ${section.lengthMm / 2} mm), cut from its square blank`;
    case 'oval':
      return `Oval, ${section.lengthMm} × ${section.widthMm} mm, cut from its blank`;
    case 'square':
      return 'Square';
    case 'rectangular':
      return 'Rectangular';
  }
}

/**
 * CONF-08's edge counts, side by side: `lengthEdges` 1 is the front, 2 front and back; `widthEdges` 1 the first end, 2
 * both.
 */
function edgesOf(
  surface: SurfaceConfiguration,
  section: Section,
  ends: readonly [string, string] = ALONG_ENDS,
): PartEdge[] {
  const profile = LABELS.edgeProfile[surface.edgeProfile];
  if (surface.surfaceType === 'table_top' && (surface.tableShape === 'round' || surface.tableShape === 'oval')) {
    return [{ side: 'All round', profile: section.lengthEdges + section.widthEdges > 0 ? profile : UNPROFILED }];
  }
  const sides: [string, boolean][] = [
    ['Front edge', section.lengthEdges >= 1],
    ['Back edge', section.lengthEdges >= 2],
    [ends[0], section.widthEdges >= 1],
    [ends[1], section.widthEdges >= 2],
  ];
  return sides.map(([side, edged]) => ({ side, profile: edged ? profile : UNPROFILED }));
}

const round = (name: string, radiusMm: number, position: string): PartCutout => ({
  name,
  widthMm: radiusMm * 2,
  lengthMm: radiusMm * 2,
  position,
});

/** Each cutout the quote charged, at its size (cutout-sizes.ts) and position (CONF-37). */
function partCutouts(surface: SurfaceConfiguration): PartCutout[] {
  const cutouts = surface.cutouts.flatMap((cutout): PartCutout[] => {
    switch (cutout) {
      case 'none':
        return [];
      case 'prepbowl':
        return [round(LABELS.cutout.prepbowl, SIZES.PREP_BOWL_RADIUS_MM, FROM_SITE_TEMPLATE)];
      case 'tap_hole':
        return [round(LABELS.cutout.tap_hole, SIZES.TAP_HOLE_RADIUS_MM, FROM_SITE_TEMPLATE)];
      case 'single_sink':
      case 'double_sink':
      case 'butlers_sink': {
        const size = SIZES.SINK_SIZES[cutout];
        return [
          { name: LABELS.cutout[cutout], widthMm: size.width, lengthMm: size.depth, position: FROM_SITE_TEMPLATE },
        ];
      }
    }
  });
  if (surface.surfaceType === 'desk_top' && surface.hasCableHole) {
    const position = surface.cableHolePosition ?? 'center';
    const along =
      position === 'center'
        ? 'centred along the length'
        : `${SIZES.CABLE_HOLE_FROM_END_MM} mm in from the ${position} end`;
    cutouts.push(
      round(
        'Cable hole',
        SIZES.CABLE_HOLE_RADIUS_MM,
        `${SIZES.CABLE_HOLE_FROM_BACK_MM} mm from the back edge, ${along}`,
      ),
    );
  }
  return cutouts;
}

/** PRICE-08: a floating shelf's brackets, one per 250 mm, at least 2. */
function hardwareOf(surface: SurfaceConfiguration): PartHardware[] {
  if (surface.surfaceType === 'floating_shelf' && surface.bracketOption === 'with_brackets') {
    return [{ name: 'Concealed shelf bracket', count: bracketCount(surface.lengthMm) }];
  }
  return [];
}
