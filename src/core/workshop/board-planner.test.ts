import { describe, expect, it } from 'vitest';
import { allowedBoards, lowerBoundBoards, packStaves, type PackingInput } from './board-planner';
import { MIN_SPLICE_PIECE_MM } from './workshop-settings';

function input(lengths: number[], overrides: Partial<PackingInput> = {}): PackingInput {
  return {
    staves: lengths.map((lengthMm, staveId) => ({ staveId, lengthMm })),
    boardLengthMm: 3000,
    offcutLengthsMm: [],
    kerfMm: 4,
    keptOffcutMinMm: 600,
    ...overrides,
  };
}

const cutLengths = (packing: ReturnType<typeof packStaves>) => packing.boards.map((board) => board.cuts.map((cut) => cut.lengthMm));

describe('allowedBoards (OPS-17)', () => {
  it.each([
    [0, 1],
    [1, 2],
    [19, 20],
    [20, 21],
    [39, 40],
    [40, 42],
    [100, 105],
  ])('a lower bound of %i allows %i boards', (lowerBound, allowed) => {
    expect(allowedBoards(lowerBound)).toBe(allowed);
  });
});

describe('lowerBoundBoards (OPS-17)', () => {
  it.each([
    { lengths: [1000, 1000, 1000], offcuts: [], bound: 1 },
    { lengths: [1000, 1000, 1001], offcuts: [], bound: 2 },
    { lengths: [1550, 1550, 1550, 1550], offcuts: [], bound: 3 },
    { lengths: [1550, 1550, 1550, 1550], offcuts: [1000, 1000], bound: 2 },
    { lengths: [500], offcuts: [900], bound: 0 },
    { lengths: [], offcuts: [], bound: 0 },
  ])('$lengths with offcuts $offcuts: $bound', ({ lengths, offcuts, bound }) => {
    expect(lowerBoundBoards(input(lengths).staves, 3000, offcuts)).toBe(bound);
  });
});

describe('packStaves (OPS-16)', () => {
  it.each([
    { name: 'three staves that fill a board exactly, two kerfs between them', lengths: [996, 996, 1000], boards: [[1000, 996, 996]] },
    { name: 'one kerf too many opens a second board', lengths: [997, 997, 1000], boards: [[1000, 997], [997]] },
    {
      name: 'first-fit decreasing puts the long ones first',
      lengths: [500, 2000, 900, 1500, 992],
      boards: [
        [2000, 992],
        [1500, 900, 500],
      ],
    },
    { name: 'a stave as long as the board', lengths: [3000], boards: [[3000]] },
  ])('$name', ({ lengths, boards }) => {
    const packing = packStaves(input(lengths));
    expect(cutLengths(packing)).toEqual(boards);
    expect(packing.boards.every((board) => board.cuts.every((cut) => cut.pieces === 1))).toBe(true);
  });

  it('keeps the leftover as an offcut from the set length up', () => {
    const packing = packStaves(input([2000, 2397]));
    expect(packing.boards.map((board) => [board.leftoverMm, board.keptOffcut])).toEqual([
      [599, false],
      [996, true],
    ]);
  });

  it('uses the offcuts on hand first, the best-fitting one, and buys only what is left', () => {
    const packing = packStaves(input([1200, 700, 2500], { offcutLengthsMm: [2000, 800, 1300] }));
    expect(packing.boards.map((board) => [board.source, board.lengthMm, board.cuts.map((cut) => cut.lengthMm)])).toEqual([
      ['offcut', 800, [700]],
      ['offcut', 1300, [1200]],
      ['new', 3000, [2500]],
    ]);
    expect(packing.newBoards).toBe(1);
  });

  it('finger-joints staves longer than a board into pieces no shorter than the minimum (ADR 029)', () => {
    const packing = packStaves(input([4050]));
    expect(cutLengths(packing)).toEqual([[3000], [1060]]);
    expect(packing.boards.flatMap((board) => board.cuts.map((cut) => `${cut.piece}/${cut.pieces}`))).toEqual(['1/2', '2/2']);
  });

  it('finger-joints when full staves would miss the bound: ten staves just over half a board', () => {
    const packing = packStaves(input(Array.from({ length: 10 }, () => 1550)));
    expect(packing.lowerBoundBoards).toBe(6);
    expect(packing.newBoards).toBeLessThanOrEqual(allowedBoards(6));
    const cut = packing.boards.flatMap((board) => board.cuts);
    expect(cut.every((piece) => piece.lengthMm >= MIN_SPLICE_PIECE_MM)).toBe(true);
    // Every stave's pieces add up to its length plus one finger joint per joint.
    for (let staveId = 0; staveId < 10; staveId += 1) {
      const pieces = cut.filter((piece) => piece.staveId === staveId);
      expect(pieces.reduce((sum, piece) => sum + piece.lengthMm, 0)).toBe(1550 + (pieces.length - 1) * 10);
    }
  });

  it('keeps full staves when they already meet the bound', () => {
    const packing = packStaves(input([1550, 1550, 1400, 1400]));
    expect(packing.newBoards).toBe(2);
    expect(packing.boards.flatMap((board) => board.cuts).every((cut) => cut.pieces === 1)).toBe(true);
  });

  it('plans nothing for no staves', () => {
    expect(packStaves(input([]))).toEqual({ boards: [], newBoards: 0, lowerBoundBoards: 0 });
  });
});
