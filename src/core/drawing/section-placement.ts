import { surfaceSections, type Section } from '../pricing/surface-sections';
import type { CountertopLayout } from '../surface/surface-options';
import type { SurfaceConfiguration } from '../surface/surface-schema';
import type { Rect, RectSide, SectionIndex } from './drawing-types';

/** CONF-36: the walkway drawn between the two runs of a galley. */
export const GALLEY_WALKWAY_MM = 1200;

export interface PlacedSection {
  section: SectionIndex;
  lengthMm: number;
  widthMm: number;
  lengthEdges: number;
  widthEdges: number;
  rect: Rect;
  /** The long side against the wall (for an island or table, the far side): the backsplash side. */
  back: RectSide;
  /**
   * The end edged when only one end is (`widthEdges` 1): the left end (an L's main run: its free end), or a return's
   * free end.
   */
  firstEnd: RectSide;
  lengthDimensionSide: RectSide;
  widthDimensionSide: RectSide | 'inside';
}

export interface SectionLayout {
  placed: PlacedSection[];
  missing: SectionIndex[];
  walkway: Rect | null;
}

const hasSize = (section: Section): boolean =>
  Number.isFinite(section.lengthMm) && Number.isFinite(section.widthMm) && section.lengthMm > 0 && section.widthMm > 0;
const isDrawable = (section: Section | undefined): section is Section => section !== undefined && hasSize(section);

/** CONF-36, in raw millimetres with the main section's back-left corner at the origin. */
export function placeSections(surface: SurfaceConfiguration): SectionLayout {
  // surfaceSections is the pricing's own list, so the drawing shows exactly the priced pieces.
  const sections = surfaceSections(surface);
  const byIndex = new Map(sections.map((section) => [section.index, section]));
  const missing = sections.flatMap((section) => (section.index !== 0 && !hasSize(section) ? [section.index] : []));
  const main = byIndex.get(0);
  if (!isDrawable(main)) return { placed: [], missing, walkway: null };

  const mainRect: Rect = { x: 0, y: 0, width: main.lengthMm, height: main.widthMm };
  const layout = surface.surfaceType === 'countertop' ? (surface.countertopLayout ?? 'single_wall') : 'single_wall';
  const placed: PlacedSection[] = [
    {
      ...along(main, mainRect, { back: 'top', lengthDimensionSide: 'top', widthDimensionSide: 'left' }),
      firstEnd: mainFreeEnd(surface, layout),
    },
  ];
  const add = (entry: PlacedSection | null): PlacedSection | null => {
    if (entry) placed.push(entry);
    return entry;
  };
  let walkway: Rect | null = null;

  switch (layout) {
    case 'single_wall':
    case 'island':
      break;
    case 'l_shape':
      add(forwardReturn(byIndex.get(1), mainRect, surface.lShapeOrientation === 'right_l' ? 'right' : 'left'));
      break;
    case 'u_shape':
      add(forwardReturn(byIndex.get(1), mainRect, 'left'));
      add(forwardReturn(byIndex.get(2), mainRect, 'right'));
      break;
    case 'g_shape': {
      add(forwardReturn(byIndex.get(1), mainRect, 'left'));
      // Section 2's bottom end is hidden by the peninsula, so its width is measured across it.
      const rightLeg = add(forwardReturn(byIndex.get(2), mainRect, 'right', 'inside'));
      if (rightLeg) add(peninsula(byIndex.get(3), rightLeg.rect));
      break;
    }
    case 'galley': {
      const opposite = byIndex.get(1);
      if (isDrawable(opposite)) {
        const top = mainRect.height + GALLEY_WALKWAY_MM;
        const rect = { x: 0, y: top, width: opposite.lengthMm, height: opposite.widthMm };
        placed.push(
          along(opposite, rect, { back: 'bottom', lengthDimensionSide: 'bottom', widthDimensionSide: 'left' }),
        );
        walkway = { x: 0, y: mainRect.height, width: Math.max(mainRect.width, rect.width), height: GALLEY_WALKWAY_MM };
      }
      break;
    }
  }
  return { placed, missing, walkway };
}

/**
 * CONF-16: an L's main run has its wall at the return's end (the return's back is a wall), so its
 * one edged end is the other: the right end of a `left_l`. Every other main run starts at its left.
 */
function mainFreeEnd(surface: SurfaceConfiguration, layout: CountertopLayout): RectSide {
  return layout === 'l_shape' && surface.lShapeOrientation !== 'right_l' ? 'right' : 'left';
}

function along(
  section: Section,
  rect: Rect,
  sides: Pick<PlacedSection, 'back' | 'lengthDimensionSide' | 'widthDimensionSide'>,
): PlacedSection {
  return { ...fromSection(section, rect), firstEnd: 'left', ...sides };
}

/** A return butts against the main section's front edge and runs forward from one end. */
function forwardReturn(
  section: Section | undefined,
  main: Rect,
  end: 'left' | 'right',
  widthDimensionSide: RectSide | 'inside' = 'bottom',
): PlacedSection | null {
  if (!isDrawable(section)) return null;
  const x = end === 'left' ? main.x : main.x + main.width - section.widthMm;
  const rect = { x, y: main.y + main.height, width: section.widthMm, height: section.lengthMm };
  return { ...fromSection(section, rect), back: end, firstEnd: 'bottom', lengthDimensionSide: end, widthDimensionSide };
}

/** G-shape: section 3 closes the right leg's end and runs left, parallel to the main section. */
function peninsula(section: Section | undefined, rightLeg: Rect): PlacedSection | null {
  if (!isDrawable(section)) return null;
  const right = rightLeg.x + rightLeg.width;
  const rect = {
    x: right - section.lengthMm,
    y: rightLeg.y + rightLeg.height,
    width: section.lengthMm,
    height: section.widthMm,
  };
  // Its right end sits under the leg's wall, so its width is dimensioned on the right, chained with the leg.
  return along(section, rect, { back: 'bottom', lengthDimensionSide: 'bottom', widthDimensionSide: 'right' });
}

function fromSection(section: Section, rect: Rect) {
  return {
    section: section.index,
    lengthMm: section.lengthMm,
    widthMm: section.widthMm,
    lengthEdges: section.lengthEdges,
    widthEdges: section.widthEdges,
    rect,
  };
}
