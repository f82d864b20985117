import { FINGER_JOINT_ALLOWANCE_MM } from './workshop-settings';

/**
 * A blank to cut, at its rough length (finished + trim allowance): a face-grain stave, or a
 * length of board to rip into edge-grain strips. `neighbour` is its place among its part's
 * blanks, so two side by side never have their finger joints together (OPS-16).
 */
export interface StaveToCut {
  staveId: number;
  lengthMm: number;
  neighbour: number;
}

export interface PlannedCut {
  staveId: number;
  lengthMm: number;
  /** 1 of 1 for a whole stave; a finger-jointed stave is cut as 1 of n, 2 of n… */
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

/** Finger-jointing, where the owner allows it for the species (OPS-16). */
export interface FingerJointRule {
  /** No piece of a jointed stave is shorter (default 600 mm). */
  minPieceMm: number;
  /** Joints of neighbouring staves are at least this far apart (300 mm). */
  staggerMm: number;
}

export interface PackingInput {
  staves: readonly StaveToCut[];
  /** The board lengths on the stock list at this species, rough thickness and width. */
  boardLengthsMm: readonly number[];
  offcutLengthsMm: readonly number[];
  kerfMm: number;
  keptOffcutMinMm: number;
  /** Absent: a stave longer than every board is not cut, and is named in `tooLong`. */
  fingerJoint?: FingerJointRule;
}

export interface Packing {
  boards: PlannedBoard[];
  newBoards: number;
  /** Σ length of the boards bought. */
  boughtLengthMm: number;
  /**
   * OPS-17's bound, as a length of board: each piece whole, charged its share of the board
   * length that fits it best (a board of L holds floor((L + kerf) / (piece + kerf)) of it).
   */
  boundLengthMm: number;
  /** No plan buys fewer boards of one length: the fewest that hold the pieces whole (Martello and Toth's L2). */
  lowerBoundBoards: number;
  /** Staves longer than every board, where finger-jointing is not allowed: "needs a board of at least X mm". */
  tooLong: StaveToCut[];
}

/** One piece to place: a whole stave, or one piece of a finger-jointed one. */
export interface Piece {
  staveId: number;
  lengthMm: number;
  piece: number;
  pieces: number;
}

interface OpenBoard {
  source: 'new' | 'offcut';
  lengthMm: number;
  cuts: Piece[];
  /** Σ (cut + kerf): a board holds its cuts while this is ≤ its length + one kerf. */
  usedMm: number;
}

/** Above this many pieces a group is planned by heuristics; at or below, exactly (OPS-17). */
export const EXACT_PIECES = 12;

/**
 * OPS-16: the blanks of one species and rough thickness packed into the boards on the stock
 * list. Every blank is whole unless it is longer than every board and the species may be
 * finger-jointed. Offcuts on hand are used first; then the plan buys the least length of board
 * (the rough volume, at one width and thickness), then the fewest boards: exactly for small
 * groups, by the best of several first-fit plans otherwise (ADR 046).
 */
export function packStaves(input: PackingInput): Packing {
  const longestBoard = Math.max(...input.boardLengthsMm);
  const tooLong: StaveToCut[] = [];
  const pieces = input.staves.flatMap((stave) => {
    if (stave.lengthMm <= longestBoard) return [wholePiece(stave)];
    const jointed = fingerJointedPieces(stave, longestBoard, input.fingerJoint);
    if (jointed.length === 0) tooLong.push(stave);
    return jointed;
  });
  const offcuts = fillOffcuts(pieces, input);
  const placedOnOffcuts = new Set(offcuts.flatMap((board) => board.cuts));
  const rest = pieces.filter((piece) => !placedOnOffcuts.has(piece));
  const bought = rest.length <= EXACT_PIECES ? packExactly(rest, input) : packByHeuristics(rest, input);
  const fewest = lowerBound(rest, input.boardLengthsMm, input.kerfMm);
  const boards = [...offcuts, ...bought].map((board) => finishBoard(board, input.keptOffcutMinMm));
  return {
    boards,
    newBoards: bought.length,
    boughtLengthMm: bought.reduce((sum, board) => sum + board.lengthMm, 0),
    boundLengthMm: wholeStaveBound(rest, input.boardLengthsMm, input.kerfMm),
    lowerBoundBoards: fewest.boards,
    tooLong,
  };
}

/** OPS-17: the most a plan may buy, as a length of board: 5 % over the bound, or one longest board over it. */
export function allowedLengthMm(boundLengthMm: number, boardLengthsMm: readonly number[]): number {
  return Math.max(Math.floor(boundLengthMm * 1.05), boundLengthMm + Math.max(0, ...boardLengthsMm));
}

/** OPS-17's volume bound: each piece's share of the board length it fits best, whole, in whole millimetres. */
export function wholeStaveBound(
  pieces: readonly { lengthMm: number }[],
  boardLengthsMm: readonly number[],
  kerfMm: number,
): number {
  let total = 0;
  for (const piece of pieces) {
    let share = Number.POSITIVE_INFINITY;
    for (const length of boardLengthsMm) {
      const perBoard = Math.floor((length + kerfMm) / (piece.lengthMm + kerfMm));
      if (perBoard > 0) share = Math.min(share, length / perBoard);
    }
    total += share;
  }
  return Math.ceil(total);
}

/**
 * OPS-17's bound on one board length: the fewest boards that can hold the pieces whole
 * (Martello and Toth's L2 bound: pieces over half a board never share one, and the rest fill
 * what those leave at best), each piece needing its kerf and a board holding one kerf more
 * than its length (the last cut needs none). The bound is that length of board on the one
 * length that needs the least.
 */
export function lowerBound(
  pieces: readonly { lengthMm: number }[],
  boardLengthsMm: readonly number[],
  kerfMm: number,
): { lengthMm: number; boards: number } {
  if (pieces.length === 0) return { lengthMm: 0, boards: 0 };
  const sizes = pieces.map((piece) => piece.lengthMm + kerfMm);
  const longestPiece = Math.max(...pieces.map((piece) => piece.lengthMm));
  let best = { lengthMm: Number.POSITIVE_INFINITY, boards: 0 };
  for (const length of boardLengthsMm) {
    if (length < longestPiece) continue;
    const boards = wholePieceBound(sizes, length + kerfMm);
    const lengthMm = boards * length;
    if (lengthMm < best.lengthMm || (lengthMm === best.lengthMm && boards < best.boards)) best = { lengthMm, boards };
  }
  return best;
}

/**
 * Martello and Toth's L2: the most, over each threshold, of the boards the large pieces need plus what the middle ones
 * add.
 */
function wholePieceBound(sizes: readonly number[], capacity: number): number {
  const half = capacity / 2;
  let bound = Math.ceil(sizes.reduce((sum, size) => sum + size, 0) / capacity);
  for (const threshold of [0, ...new Set(sizes.filter((size) => size <= half))]) {
    let large = 0;
    let middle = 0;
    let middleSum = 0;
    let smallSum = 0;
    for (const size of sizes) {
      if (size > capacity - threshold) large += 1;
      else if (size > half) {
        middle += 1;
        middleSum += size;
      } else if (size >= threshold) smallSum += size;
    }
    bound = Math.max(
      bound,
      large + middle + Math.max(0, Math.ceil((smallSum - (middle * capacity - middleSum)) / capacity)),
    );
  }
  return bound;
}

const wholePiece = (stave: StaveToCut): Piece => ({
  staveId: stave.staveId,
  lengthMm: stave.lengthMm,
  piece: 1,
  pieces: 1,
});

/**
 * A stave longer than every board, cut in the fewest pieces that fit, each at least the
 * minimum; a finger joint takes FINGER_JOINT_ALLOWANCE_MM from the pieces it joins. Every
 * other neighbour's joints are moved along by the stagger, so no two side by side line up.
 */
export function fingerJointedPieces(
  stave: StaveToCut,
  longestBoardMm: number,
  rule: FingerJointRule | undefined,
): Piece[] {
  if (rule === undefined) return [];
  for (let count = 2; count <= 20; count += 1) {
    const total = stave.lengthMm + (count - 1) * FINGER_JOINT_ALLOWANCE_MM;
    const lengths = Array.from(
      { length: count },
      (_, index) => Math.floor(total / count) + (index < total % count ? 1 : 0),
    );
    const shift = stave.neighbour % 2 === 0 ? 0 : rule.staggerMm;
    for (const direction of shift === 0 ? [0] : [1, -1]) {
      const shifted = [...lengths];
      shifted[0] += direction * shift;
      shifted[count - 1] -= direction * shift;
      if (shifted.every((length) => length >= rule.minPieceMm && length <= longestBoardMm)) {
        return shifted.map((lengthMm, index) => ({
          staveId: stave.staveId,
          lengthMm,
          piece: index + 1,
          pieces: count,
        }));
      }
    }
  }
  return [];
}

function fits(board: OpenBoard, lengthMm: number, kerfMm: number): boolean {
  return board.usedMm + lengthMm + kerfMm <= board.lengthMm + kerfMm;
}

function place(board: OpenBoard, piece: Piece, kerfMm: number): void {
  board.cuts.push(piece);
  board.usedMm += piece.lengthMm + kerfMm;
}

const longestFirst = (a: Piece, b: Piece) => b.lengthMm - a.lengthMm || a.staveId - b.staveId || a.piece - b.piece;

/** Offcuts on hand cost nothing: the longest pieces first, each into the offcut it fills best. */
function fillOffcuts(pieces: readonly Piece[], input: PackingInput): OpenBoard[] {
  const offcuts: OpenBoard[] = [...input.offcutLengthsMm]
    .sort((a, b) => a - b)
    .map((lengthMm) => ({ source: 'offcut', lengthMm, cuts: [], usedMm: 0 }));
  for (const piece of [...pieces].sort(longestFirst)) {
    let best: OpenBoard | undefined;
    for (const board of offcuts) {
      if (
        fits(board, piece.lengthMm, input.kerfMm) &&
        (best === undefined || board.lengthMm - board.usedMm < best.lengthMm - best.usedMm)
      )
        best = board;
    }
    if (best) place(best, piece, input.kerfMm);
  }
  return offcuts.filter((board) => board.cuts.length > 0);
}

/** The shortest board length that holds pieces needing `usedMm` (Σ piece + kerf), or undefined. */
function shortestHolding(usedMm: number, lengths: readonly number[], kerfMm: number): number | undefined {
  let best: number | undefined;
  for (const length of lengths) if (usedMm <= length + kerfMm && (best === undefined || length < best)) best = length;
  return best;
}

/**
 * The optimum for a small group: every way of dividing the pieces into boards, each board the
 * shortest length that holds its share, the least total length and then the fewest boards.
 * A dynamic programme over subsets: 3^n steps, about 0.3 million for 12 pieces.
 */
function packExactly(pieces: readonly Piece[], input: PackingInput): OpenBoard[] {
  const count = pieces.length;
  const full = (1 << count) - 1;
  const boardOf = new Int32Array(full + 1);
  const used = new Int32Array(full + 1);
  for (let mask = 1; mask <= full; mask += 1) {
    const low = 31 - Math.clz32(mask & -mask);
    used[mask] = used[mask & (mask - 1)] + pieces[low].lengthMm + input.kerfMm;
    boardOf[mask] = shortestHolding(used[mask], input.boardLengthsMm, input.kerfMm) ?? 0;
  }
  // cost = total length × 64 + boards: length first, then boards (at most 12 < 64).
  const cost = new Float64Array(full + 1).fill(Number.POSITIVE_INFINITY);
  const choice = new Int32Array(full + 1);
  cost[0] = 0;
  for (let mask = 1; mask <= full; mask += 1) {
    const lowBit = mask & -mask;
    // Every subset holding the lowest piece is that piece's board; the rest is solved already.
    for (let sub = mask; sub > 0; sub = (sub - 1) & mask) {
      if ((sub & lowBit) === 0 || boardOf[sub] === 0) continue;
      const total = boardOf[sub] * 64 + 1 + cost[mask ^ sub];
      if (total < cost[mask]) {
        cost[mask] = total;
        choice[mask] = sub;
      }
    }
  }
  const boards: OpenBoard[] = [];
  for (let mask = full; mask > 0; mask ^= choice[mask]) {
    const board: OpenBoard = { source: 'new', lengthMm: boardOf[choice[mask]], cuts: [], usedMm: 0 };
    for (const piece of pieces.filter((_, index) => (choice[mask] >> index) & 1).sort(longestFirst))
      place(board, piece, input.kerfMm);
    boards.push(board);
  }
  return boards.sort((a, b) => b.lengthMm - a.lengthMm);
}

/**
 * A large group: first-fit decreasing once on each board length, and once opening each new
 * board at the length it fills best; each board then shortened to the shortest length that
 * holds its cuts, and the emptiest boards emptied into the others while they fit. The plan
 * buying the least length wins, then the fewest boards.
 */
function packByHeuristics(pieces: readonly Piece[], input: PackingInput): OpenBoard[] {
  const sorted = [...pieces].sort(longestFirst);
  const lengths = input.boardLengthsMm;
  const holding = (remaining: readonly Piece[]) => lengths.filter((length) => length >= (remaining[0]?.lengthMm ?? 0));
  const openers: ((remaining: readonly Piece[]) => number)[] = [
    // Each length on the list, or the shortest that holds the piece where it is too short.
    ...lengths.map(
      (length) => (remaining: readonly Piece[]) =>
        Math.min(...holding(remaining).filter((candidate) => candidate >= length), Math.max(...lengths)),
    ),
    (remaining) => bestFillingLength(remaining, holding(remaining), input.kerfMm),
  ];
  let best: OpenBoard[] | undefined;
  for (const opener of openers) {
    const boards = firstFitDecreasing(sorted, opener, input.kerfMm);
    emptyEmptiestBoards(boards, input.kerfMm);
    for (const board of boards) board.lengthMm = shortestHolding(board.usedMm, lengths, input.kerfMm) ?? board.lengthMm;
    if (best === undefined || totalLength(boards) * 64 + boards.length < totalLength(best) * 64 + best.length)
      best = boards;
  }
  return best ?? [];
}

const totalLength = (boards: readonly OpenBoard[]) => boards.reduce((sum, board) => sum + board.lengthMm, 0);

function firstFitDecreasing(
  sorted: readonly Piece[],
  opener: (remaining: readonly Piece[]) => number,
  kerfMm: number,
): OpenBoard[] {
  const boards: OpenBoard[] = [];
  // Boards before this index had no room for the last piece, so one as long skips them:
  // first fit stays linear over the runs of equal staves a glue-up makes.
  let firstOpen = 0;
  let lastLength = Number.POSITIVE_INFINITY;
  sorted.forEach((piece, index) => {
    if (piece.lengthMm < lastLength) firstOpen = 0;
    lastLength = piece.lengthMm;
    let target: OpenBoard | undefined;
    for (let candidate = firstOpen; candidate < boards.length; candidate += 1) {
      if (fits(boards[candidate], piece.lengthMm, kerfMm)) {
        target = boards[candidate];
        firstOpen = candidate;
        break;
      }
    }
    if (target === undefined) {
      target = { source: 'new', lengthMm: opener(sorted.slice(index, index + 64)), cuts: [], usedMm: 0 };
      boards.push(target);
      firstOpen = boards.length - 1;
    }
    place(target, piece, kerfMm);
  });
  return boards;
}

/** The board length a fresh board wastes least of, filled greedily from the remaining pieces, longest first. */
function bestFillingLength(remaining: readonly Piece[], lengths: readonly number[], kerfMm: number): number {
  let best = { length: lengths[0] ?? 0, waste: Number.POSITIVE_INFINITY };
  for (const length of lengths) {
    let usedMm = 0;
    for (const piece of remaining)
      if (usedMm + piece.lengthMm + kerfMm <= length + kerfMm) usedMm += piece.lengthMm + kerfMm;
    const waste = (length + kerfMm - usedMm) / length;
    if (usedMm > 0 && waste < best.waste) best = { length, waste };
  }
  return best.length;
}

/** While the emptiest board's cuts all fit in the others' room, move them and drop it. */
function emptyEmptiestBoards(boards: OpenBoard[], kerfMm: number): void {
  for (;;) {
    if (boards.length < 2) return;
    const emptiest = boards.reduce((least, board) => (board.usedMm < least.usedMm ? board : least));
    const others = boards.filter((board) => board !== emptiest);
    const moves: [OpenBoard, Piece][] = [];
    for (const piece of [...emptiest.cuts].sort(longestFirst)) {
      let target: OpenBoard | undefined;
      for (const board of others) {
        if (
          fits(board, piece.lengthMm, kerfMm) &&
          (target === undefined || board.lengthMm - board.usedMm < target.lengthMm - target.usedMm)
        )
          target = board;
      }
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
    boards.splice(boards.indexOf(emptiest), 1);
  }
}

function finishBoard(board: OpenBoard, keptOffcutMinMm: number): PlannedBoard {
  const leftoverMm = Math.max(0, board.lengthMm - board.usedMm);
  return {
    source: board.source,
    lengthMm: board.lengthMm,
    cuts: board.cuts.map((cut) => ({ ...cut })),
    leftoverMm,
    keptOffcut: leftoverMm >= keptOffcutMinMm,
  };
}
