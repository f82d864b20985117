import { describe, expect, it } from 'vitest';
import { surfaceGeometry } from '../drawing/surface-geometry';
import { priceSurface } from '../pricing/price-surface';
import { defaultBook } from '../pricing/test-factories';
import { surfaceParts } from '../workshop/job-parts';
import { newSurface } from './surface-defaults';
import type { CountertopLayout, LShapeOrientation } from './surface-options';
import {
  changeEdgeProfile,
  changeLayout,
  changeSurfaceType,
  validateSurface,
  type SurfaceDraft,
} from './surface-rules';
import { surfaceConfigurationSchema } from './surface-schema';

/** The draft a customer has after choosing the layout (and the orientation), then a profile. */
function configured(layout: CountertopLayout, orientation?: LShapeOrientation): SurfaceDraft {
  let draft = changeLayout({ ...newSurface({ id: 's' }), lengthMm: 3000, widthMm: 600 }, layout);
  if (orientation) draft = { ...draft, lShapeOrientation: orientation };
  return changeEdgeProfile(draft, 'bullnose');
}

function priced(draft: SurfaceDraft) {
  const validation = validateSurface(draft);
  if (!validation.ok) throw new Error('the draft should be valid');
  return validation.surface;
}

const profiledSides = (draft: SurfaceDraft) =>
  surfaceParts(priced(draft), 0)
    .filter((part) => part.kind === 'top')
    .map((part) =>
      part.edges
        .filter((edge) => edge.profile === 'Bullnose')
        .map((edge) => `${part.name.split(', ')[1] ?? 'whole'}: ${edge.side}`),
    );

const drawnSides = (draft: SurfaceDraft) =>
  surfaceGeometry(priced(draft)).edgeMarks.map((mark) =>
    mark.shape === 'line' ? `${mark.section} ${mark.side}` : 'ellipse',
  );

const edgeCost = (draft: SurfaceDraft) =>
  priceSurface(priced(draft), defaultBook()).components.find((c) => c.key === 'edge_profile')?.cents;

interface LayoutCase {
  name: string;
  layout: CountertopLayout;
  orientation?: LShapeOrientation;
  job: string[][];
  drawing: string[];
  metres: number;
}

/** An L: the wall at the return's end of the main run, so its free end is the other one; the joint square. */
function lShape(orientation: LShapeOrientation, freeEnd: 'left' | 'right'): LayoutCase {
  const end = freeEnd === 'left' ? 'Left end' : 'Right end';
  return {
    name: `l_shape ${orientation}: the wall at the return's end, the joint square`,
    layout: 'l_shape',
    orientation,
    job: [
      ['main section: Front edge', `main section: ${end}`],
      ['section 1: Front edge', 'section 1: Free end'],
    ],
    // The return runs forward under the main run's wall end; its own front faces the free end.
    drawing: ['0 bottom', `0 ${freeEnd}`, `1 ${freeEnd}`, '1 bottom'],
    metres: 3 + 0.6 + 1.2 + 0.6,
  };
}

/**
 * Main run 3000 × 600 with its back (the wall) at the top; returns 1200 and the peninsula 900 long, all 600 deep;
 * profiles at R75 a metre.
 */
const LAYOUTS: LayoutCase[] = [
  {
    name: 'single_wall: back to the wall',
    layout: 'single_wall',
    job: [['whole: Front edge', 'whole: Left end', 'whole: Right end']],
    drawing: ['0 bottom', '0 left', '0 right'],
    metres: 3 + 0.6 + 0.6,
  },
  {
    name: 'island: every side exposed',
    layout: 'island',
    job: [['whole: Front edge', 'whole: Back edge', 'whole: Left end', 'whole: Right end']],
    drawing: ['0 bottom', '0 top', '0 left', '0 right'],
    metres: 3 + 3 + 0.6 + 0.6,
  },
  {
    name: 'galley: each run with its back to its wall',
    layout: 'galley',
    job: [
      ['main section: Front edge', 'main section: Left end', 'main section: Right end'],
      ['section 1: Front edge', 'section 1: Left end', 'section 1: Right end'],
    ],
    // The opposite run's wall is below it, so its front faces the walkway above.
    drawing: ['0 bottom', '0 left', '0 right', '1 top', '1 left', '1 right'],
    metres: 2 * (3 + 0.6 + 0.6),
  },
  lShape('left_l', 'right'),
  lShape('right_l', 'left'),
  {
    name: 'u_shape: the main run between two walls, each leg on its wall with its joint square',
    layout: 'u_shape',
    job: [
      ['main section: Front edge'],
      ['section 1: Front edge', 'section 1: Free end'],
      ['section 2: Front edge', 'section 2: Free end'],
    ],
    drawing: ['0 bottom', '1 right', '1 bottom', '2 left', '2 bottom'],
    metres: 3 + 2 * (1.2 + 0.6),
  },
  {
    name: 'g_shape: a U whose right leg ends in the peninsula; the peninsula square on its back and at its wall',
    layout: 'g_shape',
    job: [
      ['main section: Front edge'],
      ['section 1: Front edge', 'section 1: Free end'],
      ['section 2: Front edge'],
      ['section 3: Front edge', 'section 3: Left end'],
    ],
    drawing: ['0 bottom', '1 right', '1 bottom', '2 left', '3 top', '3 left'],
    metres: 3 + 1.2 + 0.6 + 1.2 + 0.9 + 0.6,
  },
];

describe('CONF-16: every layout profiles its exposed sides by default; walls and joints stay square', () => {
  it.each(LAYOUTS)(
    '$name: the job sheet, the drawing and the price name the same sides',
    ({ layout, orientation, job, drawing, metres }) => {
      const draft = configured(layout, orientation);
      expect(profiledSides(draft)).toEqual(job);
      expect(drawnSides(draft)).toEqual(drawing);
      expect(edgeCost(draft)).toBe(Math.round(metres * 7500));
      expect(job.flat()).toHaveLength(drawing.length);
    },
  );

  it.each(LAYOUTS)(
    '$name: picking the layout alone already gives the same sides as picking a profile',
    ({ layout, orientation }) => {
      const picked = changeLayout(newSurface({ id: 's' }), layout);
      const withOrientation = orientation ? { ...picked, lShapeOrientation: orientation } : picked;
      expect(changeEdgeProfile(withOrientation, 'bullnose')).toEqual({ ...withOrientation, edgeProfile: 'bullnose' });
    },
  );

  it('a new draft is a single wall with its back square', () => {
    expect(newSurface({ id: 's' })).toMatchObject({ countertopLayout: 'single_wall', lengthEdges: 1, widthEdges: 2 });
  });

  it('leaving an L for an island gives the main run its four sides back', () => {
    expect(changeLayout(configured('l_shape'), 'island')).toMatchObject({ lengthEdges: 2, widthEdges: 2 });
  });

  it('a type change gives a desk all its sides, and a countertop its wall side back', () => {
    const desk = changeSurfaceType(configured('l_shape'), 'desk_top');
    expect(desk).toMatchObject({ lengthEdges: 2, widthEdges: 2 });
    expect(changeSurfaceType(desk, 'countertop')).toMatchObject({
      countertopLayout: 'single_wall',
      lengthEdges: 1,
      widthEdges: 2,
    });
  });

  it('a stored quote keeps the sides it was priced with: the defaults apply to new drafts and layout changes only', () => {
    const storedU = {
      ...configured('u_shape'),
      lengthEdges: 2,
      widthEdges: 2,
      lengthEdges1: 2,
      widthEdges1: 2,
      lengthEdges2: 2,
      widthEdges2: 2,
    };
    const reread = surfaceConfigurationSchema.parse(JSON.parse(JSON.stringify(storedU)));
    expect(priced(reread)).toMatchObject({ lengthEdges: 2, widthEdges: 2, lengthEdges1: 2, widthEdges2: 2 });
    // Every side of the three pieces: 7.2 m + 2 × 3.6 m at R75.
    expect(edgeCost(reread)).toBe(108_000);
    // A stored single wall from before the counts were kept (the schema's default) is all round, as it was priced.
    const { lengthEdges: _l, widthEdges: _w, ...old } = configured('single_wall');
    expect(surfaceConfigurationSchema.parse(old)).toMatchObject({ lengthEdges: 2, widthEdges: 2 });
  });
});
