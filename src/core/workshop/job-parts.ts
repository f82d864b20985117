import { hasPricedBacksplash, surfaceSections, waterfallPanels } from '../pricing/surface-sections';
import {
  DEFAULT_BACKSPLASH_HEIGHT_MM,
  DEFAULT_CABINETRY_HEIGHT_MM,
  LABELS,
  type Cutout,
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
  cutouts: Cutout[];
}

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
  const parts: JobPart[] = sections.map((section) => ({
    ...common,
    name: single ? typeLabel : `${typeLabel}, ${SECTION_NAMES[section.index].toLowerCase()}`,
    kind: 'top',
    finishedLengthMm: section.lengthMm,
    finishedWidthMm: section.widthMm,
    thicknessMm: surface.thicknessMm,
    cutouts: section.index === 0 ? surface.cutouts.filter((cutout) => cutout !== 'none') : [],
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
        cutouts: [],
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
      cutouts: [],
    });
  }
  return parts;
}

export function jobParts(surfaces: readonly SurfaceConfiguration[]): JobPart[] {
  return surfaces.flatMap((surface, index) => surfaceParts(surface, index));
}
