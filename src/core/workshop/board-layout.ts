import type { JobPartView, PlannedBoardView } from './job-schemas';

/** One stretch of a board as it is cut, from its left end, in mm (OPS-16). */
export type BoardSegment =
  | {
      kind: 'cut';
      xMm: number;
      lengthMm: number;
      /** Trim at each end, cut off when the glued-up part is squared to its finished length. */
      trimEachEndMm: number;
      partIndex: number;
      /** "Countertop, main section, stave 2, piece 1 of 2" */
      label: string;
    }
  | { kind: 'kerf'; xMm: number; lengthMm: number }
  | { kind: 'offcut'; xMm: number; lengthMm: number; kept: boolean };

/** What each cut on a board is for, in words: the part, the stave of it and, if jointed, the piece. */
export function cutLabel(parts: readonly JobPartView[], cut: PlannedBoardView['cutParts'][number]): string {
  const name = parts[cut.partIndex]?.name ?? 'Part';
  const stave = cut.stave === undefined ? name : `${name}, ${strandName(parts[cut.partIndex])} ${cut.stave}`;
  return cut.pieces > 1 ? `${stave}, piece ${cut.piece} of ${cut.pieces}` : stave;
}

/** Face grain is glued from staves; edge and end grain from lengths of board ripped into strips (ADR 046). */
function strandName(part: JobPartView | undefined): string {
  return part?.strips ? 'length for strips' : 'stave';
}

/**
 * A board to scale (OPS-16): each cut in order with the kerf after it, the trim at each end of a
 * whole stave, and what is left, kept as an offcut or wasted. The kerf is what the board loses
 * beyond its cuts and leftover, so a plan stored before the kerf setting changed still adds up.
 */
export function boardSegments(board: PlannedBoardView, parts: readonly JobPartView[]): BoardSegment[] {
  const used = board.cuts.reduce((sum, cut) => sum + cut, 0);
  const kerfMm = board.cuts.length > 0 ? Math.max(0, board.lengthMm - used - board.leftoverMm) / board.cuts.length : 0;
  const segments: BoardSegment[] = [];
  let x = 0;
  board.cuts.forEach((lengthMm, index) => {
    const cut = board.cutParts[index];
    const part = parts[cut.partIndex];
    // A whole face- or edge-grain stave is its part's length plus trim; a jointed piece or an end-grain panel is not.
    const whole =
      cut.pieces === 1 && part !== undefined && part.slices === undefined && part.roughLengthMm === lengthMm;
    const trimEachEndMm = whole ? Math.max(0, (part.roughLengthMm - part.finishedLengthMm) / 2) : 0;
    segments.push({
      kind: 'cut',
      xMm: x,
      lengthMm,
      trimEachEndMm,
      partIndex: cut.partIndex,
      label: cutLabel(parts, cut),
    });
    x += lengthMm;
    if (kerfMm > 0) segments.push({ kind: 'kerf', xMm: x, lengthMm: kerfMm });
    x += kerfMm;
  });
  if (board.leftoverMm > 0)
    segments.push({
      kind: 'offcut',
      xMm: board.lengthMm - board.leftoverMm,
      lengthMm: board.leftoverMm,
      kept: board.keptOffcut,
    });
  return segments;
}
