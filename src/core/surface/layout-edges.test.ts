import { describe, expect, it } from 'vitest';
import { surfaceGeometry } from '../drawing/surface-geometry';
import { priceSurface } from '../pricing/price-surface';
import { defaultBook } from '../pricing/test-factories';
import { surfaceParts } from '../workshop/job-parts';
import { newSurface } from './surface-defaults';
import type { CountertopLayout, LShapeOrientation } from './surface-options';
import { changeEdgeProfile, changeLayout, changeSurfaceType, validateSurface, type SurfaceDraft } from './surface-rules';

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
    .map((part) => part.edges.filter((edge) => edge.profile === 'Bullnose').map((edge) => `${part.name.split(', ')[1]}: ${edge.side}`));

const drawnSides = (draft: SurfaceDraft) =>
  surfaceGeometry(priced(draft)).edgeMarks.map((mark) => (mark.shape === 'line' ? `${mark.section} ${mark.side}` : 'ellipse'));

const edgeSaving = (draft: SurfaceDraft) => priceSurface(priced(draft), defaultBook()).components.find((c) => c.key === 'edge_profile')?.cents;

describe('CONF-16: an L-shape profiles its exposed sides by default; walls and the joint stay square', () => {
  it.each([
    {
      orientation: 'left_l' as const,
      job: [
        ['main section: Front edge', 'main section: Right end'],
        ['section 1: Front edge', 'section 1: Free end'],
      ],
      // Main run 0..3000 × 0..600; the return at x 0..600 below it; its back (the wall) on the left.
      drawing: ['0 bottom', '0 right', '1 right', '1 bottom'],
    },
    {
      orientation: 'right_l' as const,
      job: [
        ['main section: Front edge', 'main section: Left end'],
        ['section 1: Front edge', 'section 1: Free end'],
      ],
      drawing: ['0 bottom', '0 left', '1 left', '1 bottom'],
    },
  ])('$orientation: the job sheet, the drawing and the saving name the same four sides', ({ orientation, job, drawing }) => {
    const draft = configured('l_shape', orientation);
    expect(draft).toMatchObject({ lengthEdges: 1, widthEdges: 1, lengthEdges1: 1, widthEdges1: 1 });
    expect(profiledSides(draft)).toEqual(job);
    expect(drawnSides(draft)).toEqual(drawing);
    // Main front 3000 + main end 600 + return 1200 + its free end 600 = 5.4 m at R75.
    expect(edgeSaving(draft)).toBe(40_500);
  });

  it('picking the layout alone already leaves the walls and the joint square', () => {
    const draft = changeLayout(newSurface({ id: 's' }), 'l_shape');
    expect(draft).toMatchObject({ lengthEdges: 1, widthEdges: 1, lengthEdges1: 1, widthEdges1: 1 });
  });

  it.each([
    { layout: 'single_wall' as const, sides: 4 },
    { layout: 'island' as const, sides: 4 },
    { layout: 'galley' as const, sides: 8 },
    { layout: 'u_shape' as const, sides: 12 },
  ])('$layout keeps every side profiled ($sides)', ({ layout, sides }) => {
    expect(profiledSides(configured(layout)).flat()).toHaveLength(sides);
  });

  it('leaving an L gives the main run its four sides back', () => {
    const back = changeLayout(configured('l_shape'), 'single_wall');
    expect(back).toMatchObject({ lengthEdges: 2, widthEdges: 2 });
  });

  it('a type change away from a countertop is not touched by the layout rule', () => {
    const desk = changeSurfaceType(configured('l_shape'), 'desk_top');
    expect(changeEdgeProfile(desk, 'chamfer')).toMatchObject({ lengthEdges: 2, widthEdges: 2 });
  });
});
