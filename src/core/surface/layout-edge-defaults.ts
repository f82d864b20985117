import type { CountertopLayout, SurfaceType } from './surface-options';

type SectionIndex = 1 | 2 | 3;
export type EdgeCountField = 'lengthEdges' | 'widthEdges' | `lengthEdges${SectionIndex}` | `widthEdges${SectionIndex}`;

/**
 * Per section (main first): [long sides, ends] profiled. 1 long side is the front; 1 end is the drawing's `firstEnd`.
 */
type SectionCounts = readonly (readonly [number, number])[];

/**
 * CONF-16's default sides: the exposed ones; wall sides and joints stay square (ADR 049).
 * - `single_wall`: the back is against the wall; both ends are free.
 * - `l_shape`: the main run's back and the end under the return's wall are walls, the return's
 *   end at the main run is the joint: front and free end on each piece.
 * - `galley`: each run's back is against its wall; both ends are free.
 * - `island`: free-standing, every side exposed.
 * - `u_shape`: the main run's back and both ends are walls (under the legs' walls); each leg's
 *   back is a wall and its end at the main run the joint: front and free end.
 * - `g_shape`: a U whose right leg ends in the peninsula, so that leg's both ends are joints;
 *   the peninsula's back (its backsplash side) stays square, its right end is under the leg's
 *   wall, its left end is free.
 */
const COUNTERTOP_EDGES: Readonly<Record<CountertopLayout, SectionCounts>> = {
  single_wall: [[1, 2]],
  l_shape: [
    [1, 1],
    [1, 1],
  ],
  galley: [
    [1, 2],
    [1, 2],
  ],
  island: [[2, 2]],
  u_shape: [
    [1, 0],
    [1, 1],
    [1, 1],
  ],
  g_shape: [
    [1, 0],
    [1, 1],
    [1, 0],
    [1, 1],
  ],
};

/**
 * The edge counts a new draft, a layout change or a profile change starts from; every other surface type profiles all
 * its sides.
 */
export function layoutEdgeCounts(draft: {
  surfaceType: SurfaceType;
  countertopLayout?: CountertopLayout | undefined;
}): Partial<Record<EdgeCountField, number>> {
  if (draft.surfaceType !== 'countertop') return { lengthEdges: 2, widthEdges: 2 };
  const sections = COUNTERTOP_EDGES[draft.countertopLayout ?? 'single_wall'];
  return Object.fromEntries(
    sections.flatMap(([length, width], index) => {
      const suffix = index === 0 ? '' : String(index);
      return [
        [`lengthEdges${suffix}`, length],
        [`widthEdges${suffix}`, width],
      ];
    }),
  );
}
