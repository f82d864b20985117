import { FINGER_JOINT_ALLOWANCE_MM, MIN_SPLICE_PIECE_MM } from './workshop-settings';

/** A stave to cut, at its rough length (finished + trim allowance). */
export interface StaveToCut {
  staveId: number;
  lengthMm: number;
}

export interface PlannedCut {
  staveId: number;
  lengthMm: number;
  /** 1 of 1 for a full-length stave; a finger-jointed stave is cut as 1 of n, 2 of n… (ADR 029). */
  piece: number;
  pieces: number;
}

export interface PlannedBoard {
  /** `new` is bought; `offcut` was kept from an earlier job and is used first (OPS-16). */
  source: 'new' | 'offcut';
  lengthMm: number;
  cuts: PlannedCut[];
  /** What is left after the last cut and its kerf. */
  leftoverMm: number;
  /** The leftover is long enough to go back on the stock list. */
  keptOffcut: boolean;
}

export interface PackingInput {
  staves: readonly StaveToCut[];
  boardLengthMm: number;
  offcutLengthsMm: readonly number[];
  kerfMm: number;
  keptOffcutMinMm: number;
}

export interface Packing {
  boards: PlannedBoard[];
  newBoards: number;
  /** OPS-17: ceil(Σ stave lengths / board length), less what the offcuts on hand could hold. */
  lowerBoundBoards: number;
}

/** OPS-17: within one board of the lower bound or within 5 %, whichever is larger. */
export function allowedBoards(lowerBound: number): number {
  return lowerBound + Math.max(1, Math.floor(lowerBound * 0.05));
}

export function lowerBoundBoards(staves: readonly StaveToCut[], boardLengthMm: number, offcutLengthsMm: readonly number[]): number {
  const staveTotal = staves.reduce((sum, stave) => sum + stave.lengthMm, 0);
  const offcutTotal = offcutLengthsMm.reduce((sum, length) => sum + length, 0);
  return Math.ceil(Math.max(0, staveTotal - offcutTotal) / boardLengthMm);
}

interface Piece {
  staveId: number;
  lengthMm: number;
}

interface OpenBoard {
  source: 'new' | 'offcut';
  lengthMm: number;
  cuts: Piece[];
  /** Σ (cut + kerf): a board holds its cuts while this is ≤ its length + one kerf. */
  usedMm: number;
}

/**
 * OPS-16: the staves of one species and rough thickness packed into boards as a
 * one-dimensional cutting-stock problem. First full-length staves, first-fit decreasing
 * (offcuts on hand first, best fit) then emptying the emptiest boards into the others'
 * room. When that misses OPS-17's bound, or a stave is longer than a board, the staves
 * are laid board by board and the last one on a board is finger-jointed into the next;
 * the plan with fewer bought boards wins, full staves on a tie (ADR 029).
 */
export function packStaves(input: PackingInput): Packing {
  const lowerBound = lowerBoundBoards(input.staves, input.boardLengthMm, input.offcutLengthsMm);
  const full = packFullStaves(input);
  let boards = full;
  if (full === undefined || countNew(full) > allowedBoards(lowerBound)) {
    const spliced = packWithSplices(input);
    boards = full === undefined || countNew(spliced) < countNew(full) ? spliced : full;
  }
  const planned = (boards ?? []).map((board) => finishBoard(board, input));
  numberPieces(planned);
  return { boards: planned, newBoards: countNew(boards ?? []), lowerBoundBoards: lowerBound };
}

function countNew(boards: readonly OpenBoard[]): number {
  return boards.filter((board) => board.source === 'new').length;
}

function fits(board: OpenBoard, lengthMm: number, kerfMm: number): boolean {
  return board.usedMm + lengthMm + kerfMm <= board.lengthMm + kerfMm;
}

function place(board: OpenBoard, piece: Piece, kerfMm: number): void {
  board.cuts.push(piece);
  board.usedMm += piece.lengthMm + kerfMm;
}

function offcutBoards(input: PackingInput): OpenBoard[] {
  return [...input.offcutLengthsMm].sort((a, b) => a - b).map((lengthMm) => ({ source: 'offcut', lengthMm, cuts: [], usedMm: 0 }));
}

function bestFit(boards: readonly OpenBoard[], lengthMm: number, kerfMm: number, skip?: OpenBoard): OpenBoard | undefined {
  let best: OpenBoard | undefined;
  for (const board of boards) {
    if (board === skip || !fits(board, lengthMm, kerfMm)) continue;
    if (best === undefined || board.lengthMm - board.usedMm < best.lengthMm - best.usedMm) best = board;
  }
  return best;
}

/** Full-length staves only; undefined when a stave is longer than a board. */
function packFullStaves(input: PackingInput): OpenBoard[] | undefined {
  const { kerfMm, boardLengthMm } = input;
  if (input.staves.some((stave) => stave.lengthMm > boardLengthMm)) return undefined;
  const offcuts = offcutBoards(input);
  const bought: OpenBoard[] = [];
  const sorted = [...input.staves].sort((a, b) => b.lengthMm - a.lengthMm || a.staveId - b.staveId);
  // Boards before this index have less room than the last stave placed needed, so a stave
  // no longer than it skips them: first fit stays linear for runs of equal staves.
  let firstOpen = 0;
  let lastLength = Number.POSITIVE_INFINITY;
  for (const stave of sorted) {
    const piece = { staveId: stave.staveId, lengthMm: stave.lengthMm };
    const offcut = bestFit(offcuts, stave.lengthMm, kerfMm);
    if (offcut) {
      place(offcut, piece, kerfMm);
      continue;
    }
    if (stave.lengthMm < lastLength) firstOpen = 0;
    lastLength = stave.lengthMm;
    let target: OpenBoard | undefined;
    for (let index = firstOpen; index < bought.length; index += 1) {
      if (fits(bought[index], stave.lengthMm, kerfMm)) {
        target = bought[index];
        firstOpen = index;
        break;
      }
    }
    if (target === undefined) {
      target = { source: 'new', lengthMm: boardLengthMm, cuts: [], usedMm: 0 };
      bought.push(target);
      firstOpen = bought.length - 1;
    }
    place(target, piece, kerfMm);
  }
  emptyEmptiestBoards(bought, offcuts, kerfMm);
  return [...offcuts.filter((board) => board.cuts.length > 0), ...bought];
}

/** The improvement step: while the emptiest bought board's cuts all fit elsewhere, move them and drop it. */
function emptyEmptiestBoards(bought: OpenBoard[], offcuts: OpenBoard[], kerfMm: number): void {
  for (;;) {
    if (bought.length < 2) return;
    const emptiest = bought.reduce((least, board) => (board.usedMm < least.usedMm ? board : least));
    const others = [...offcuts, ...bought.filter((board) => board !== emptiest)];
    const moves: [OpenBoard, Piece][] = [];
    for (const piece of [...emptiest.cuts].sort((a, b) => b.lengthMm - a.lengthMm)) {
      const target = bestFit(others, piece.lengthMm, kerfMm);
      if (target === undefined) {
        for (const [board, moved] of moves) {
          board.cuts.splice(board.cuts.indexOf(moved), 1);
          board.usedMm -= moved.lengthMm + kerfMm;
        }
        return;
      }
      place(target, piece, kerfMm);
      moves.push([target, piece]);
    }
    bought.splice(bought.indexOf(emptiest), 1);
  }
}

/** The pieces still to cut, grouped by length so "the longest that fits" is a short scan. */
class PiecePool {
  private readonly byLength = new Map<number, Piece[]>();
  private lengths: number[] = [];

  constructor(pieces: readonly Piece[]) {
    for (const piece of pieces) this.add(piece);
  }

  get empty(): boolean {
    return this.lengths.length === 0;
  }

  add(piece: Piece): void {
    const group = this.byLength.get(piece.lengthMm);
    if (group) {
      group.push(piece);
      return;
    }
    this.byLength.set(piece.lengthMm, [piece]);
    this.lengths.push(piece.lengthMm);
    this.lengths.sort((a, b) => b - a);
  }

  /** The longest piece no longer than `maxMm`, taken out of the pool. */
  takeLongest(maxMm: number = Number.POSITIVE_INFINITY): Piece | undefined {
    const length = this.lengths.find((candidate) => candidate <= maxMm);
    if (length === undefined) return undefined;
    const group = this.byLength.get(length) ?? [];
    const piece = group.shift();
    if (group.length === 0) {
      this.byLength.delete(length);
      this.lengths = this.lengths.filter((candidate) => candidate !== length);
    }
    return piece;
  }
}

/** Board by board: the longest stave that fits, and when none does, part of the longest one (ADR 029). */
function packWithSplices(input: PackingInput): OpenBoard[] {
  const { kerfMm } = input;
  const pool = new PiecePool(input.staves.map((stave) => ({ staveId: stave.staveId, lengthMm: stave.lengthMm })));
  const boards: OpenBoard[] = [];
  for (const offcut of offcutBoards(input).reverse()) {
    if (pool.empty) break;
    fillBoard(offcut, pool, kerfMm);
    if (offcut.cuts.length > 0) boards.push(offcut);
  }
  while (!pool.empty) {
    const board: OpenBoard = { source: 'new', lengthMm: input.boardLengthMm, cuts: [], usedMm: 0 };
    fillBoard(board, pool, kerfMm);
    boards.push(board);
  }
  return boards;
}

function fillBoard(board: OpenBoard, pool: PiecePool, kerfMm: number): void {
  for (;;) {
    const roomMm = board.lengthMm - board.usedMm;
    if (roomMm <= 0) return;
    const whole = pool.takeLongest(roomMm);
    if (whole) {
      place(board, whole, kerfMm);
      continue;
    }
    if (roomMm < MIN_SPLICE_PIECE_MM) return;
    // The joint takes length from both pieces, and both must be pieces worth joining: the
    // piece here is as long as the room allows while leaving the rest at least the minimum.
    const longest = pool.takeLongest();
    if (longest === undefined) return;
    const pieceMm = Math.min(roomMm, longest.lengthMm + FINGER_JOINT_ALLOWANCE_MM - MIN_SPLICE_PIECE_MM);
    if (pieceMm < MIN_SPLICE_PIECE_MM) {
      pool.add(longest);
      return;
    }
    place(board, { staveId: longest.staveId, lengthMm: pieceMm }, kerfMm);
    pool.add({ staveId: longest.staveId, lengthMm: longest.lengthMm + FINGER_JOINT_ALLOWANCE_MM - pieceMm });
  }
}

function finishBoard(board: OpenBoard, input: PackingInput): PlannedBoard {
  const leftoverMm = Math.max(0, board.lengthMm - board.usedMm);
  return {
    source: board.source,
    lengthMm: board.lengthMm,
    cuts: board.cuts.map((cut) => ({ ...cut, piece: 1, pieces: 1 })),
    leftoverMm,
    keptOffcut: leftoverMm >= input.keptOffcutMinMm,
  };
}

/** Numbers the pieces of each finger-jointed stave across the whole plan. */
function numberPieces(boards: readonly PlannedBoard[]): void {
  const total = new Map<number, number>();
  for (const cut of boards.flatMap((board) => board.cuts)) total.set(cut.staveId, (total.get(cut.staveId) ?? 0) + 1);
  const seen = new Map<number, number>();
  for (const cut of boards.flatMap((board) => board.cuts)) {
    const piece = (seen.get(cut.staveId) ?? 0) + 1;
    seen.set(cut.staveId, piece);
    cut.piece = piece;
    cut.pieces = total.get(cut.staveId) ?? 1;
  }
}
