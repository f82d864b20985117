import { describe, expect, it } from 'vitest';
import {
  allowedLengthMm,
  EXACT_PIECES,
  fingerJointedPieces,
  lowerBound,
  packStaves,
  wholeStaveBound,
  type PackingInput,
} from './board-planner';
import { exhaustiveOptimum } from './exhaustive-plan.test-helper';
import { seededRandom } from './random-jobs';
import { FINGER_JOINT_ALLOWANCE_MM } from './workshop-settings';

function input(lengths: number[], overrides: Partial<PackingInput> = {}): PackingInput {
  return {
    staves: lengths.map((lengthMm, staveId) => ({ staveId, lengthMm, neighbour: staveId })),
    boardLengthsMm: [3000],
    offcutLengthsMm: [],
    kerfMm: 4,
    keptOffcutMinMm: 600,
    ...overrides,
  };
}

const cutLengths = (packing: ReturnType<typeof packStaves>) =>
  packing.boards.map((board) => [board.lengthMm, board.cuts.map((cut) => cut.lengthMm)]);
const JOINTING = { minPieceMm: 600, staggerMm: 300 };

describe('lowerBound and allowedLengthMm (OPS-17)', () => {
  it.each([
    { lengths: [1000, 1000, 1000], boards: [3000], bound: { lengthMm: 6000, boards: 2 } },
    {
      name: 'staves over half a board never share one',
      lengths: [1850, 1850, 2450],
      boards: [3600],
      bound: { lengthMm: 10800, boards: 3 },
    },
    { lengths: [996, 996, 1000], boards: [3000], bound: { lengthMm: 3000, boards: 1 } },
    { lengths: [1550, 1550], boards: [1800, 3600], bound: { lengthMm: 3600, boards: 1 } },
    { lengths: [1550, 1550, 1550], boards: [1800, 3600], bound: { lengthMm: 5400, boards: 3 } },
    { lengths: [], boards: [3000], bound: { lengthMm: 0, boards: 0 } },
  ])('$lengths on $boards: $bound.lengthMm mm', ({ lengths, boards, bound }) => {
    expect(lowerBound(input(lengths).staves, boards, 4)).toEqual(bound);
  });

  it.each([
    { lengths: [1000, 1000, 1000], boards: [3000], bound: 4500 },
    { lengths: [1550], boards: [1800, 3600], bound: 1800 },
    { lengths: [1100, 1100], boards: [1800, 3400], bound: 2267 },
  ])(
    'charges each whole stave its share of its best board: $lengths on $boards, $bound mm',
    ({ lengths, boards, bound }) => {
      expect(wholeStaveBound(input(lengths).staves, boards, 4)).toBe(bound);
    },
  );

  it('allows 5 % over the bound, or one longest board over it on small jobs', () => {
    expect(allowedLengthMm(6000, [1800, 3000])).toBe(9000);
    expect(allowedLengthMm(100_000, [1800, 3000])).toBe(105_000);
  });
});

describe('packStaves (OPS-16)', () => {
  it.each([
    {
      name: 'three staves that fill a board exactly, two kerfs between them',
      lengths: [996, 996, 1000],
      boards: [3000],
      plan: [[3000, [1000, 996, 996]]],
    },
    {
      name: 'one kerf too many opens a second board',
      lengths: [997, 997, 1000],
      boards: [3000],
      plan: [
        [3000, [1000, 997]],
        [3000, [997]],
      ],
    },
    {
      name: 'a 3,050 mm stave on a 3,600 mm board, whole',
      lengths: [3050],
      boards: [3000, 3600],
      plan: [[3600, [3050]]],
    },
    {
      name: 'two 1,550 mm staves on two 1,800 mm boards would buy the same length; one board is fewer',
      lengths: [1550, 1550],
      boards: [1800, 3600],
      plan: [[3600, [1550, 1550]]],
    },
    {
      name: 'three 1,550 mm staves: one long board and one short one',
      lengths: [1550, 1550, 1550],
      boards: [1800, 3600],
      plan: [
        [3600, [1550, 1550]],
        [1800, [1550]],
      ],
    },
    {
      name: 'the shortest board that holds a short stave',
      lengths: [700],
      boards: [1800, 2400, 3000],
      plan: [[1800, [700]]],
    },
  ])('$name', ({ lengths, boards, plan }) => {
    const packing = packStaves(input(lengths, { boardLengthsMm: boards }));
    expect(cutLengths(packing)).toEqual(plan);
    expect(packing.boards.flatMap((board) => board.cuts).every((cut) => cut.pieces === 1)).toBe(true);
  });

  it('never splices a stave that fits a board: ten staves just over half a board stay whole', () => {
    const packing = packStaves(input(Array.from({ length: 10 }, () => 1550)));
    expect(packing.newBoards).toBe(10);
    expect(packing.boards.flatMap((board) => board.cuts).every((cut) => cut.pieces === 1)).toBe(true);
  });

  it('keeps the leftover as an offcut from the set length up', () => {
    const packing = packStaves(input([2000, 2397]));
    expect(packing.boards.map((board) => [board.leftoverMm, board.keptOffcut])).toEqual([
      [996, true],
      [599, false],
    ]);
  });

  it('uses the offcuts on hand first, the best-fitting one, and buys only what is left', () => {
    const packing = packStaves(input([1200, 700, 2500], { offcutLengthsMm: [2000, 800, 1300] }));
    expect(
      packing.boards.map((board) => [board.source, board.lengthMm, board.cuts.map((cut) => cut.lengthMm)]),
    ).toEqual([
      ['offcut', 800, [700]],
      ['offcut', 1300, [1200]],
      ['new', 3000, [2500]],
    ]);
    expect(packing.newBoards).toBe(1);
  });

  it('names a stave longer than every board, and cuts nothing of it, unless the species may be finger-jointed', () => {
    const packing = packStaves(input([4050, 1000]));
    expect(packing.tooLong).toEqual([{ staveId: 0, lengthMm: 4050, neighbour: 0 }]);
    expect(cutLengths(packing)).toEqual([[3000, [1000]]]);
  });

  it('finger-joints an over-long stave where allowed: pieces of at least the minimum, joints of neighbours 300 mm apart', () => {
    const packing = packStaves(input([4050, 4050], { fingerJoint: JOINTING }));
    expect(packing.tooLong).toEqual([]);
    const pieces = packing.boards.flatMap((board) => board.cuts);
    for (const staveId of [0, 1]) {
      const own = pieces.filter((cut) => cut.staveId === staveId).sort((a, b) => a.piece - b.piece);
      expect(own.map((cut) => `${cut.piece}/${cut.pieces}`)).toEqual(['1/2', '2/2']);
      expect(own.reduce((sum, cut) => sum + cut.lengthMm, 0)).toBe(4050 + FINGER_JOINT_ALLOWANCE_MM);
      expect(own.every((cut) => cut.lengthMm >= 600)).toBe(true);
    }
    const firstPiece = (staveId: number) =>
      pieces.find((cut) => cut.staveId === staveId && cut.piece === 1)?.lengthMm ?? 0;
    expect(Math.abs(firstPiece(0) - firstPiece(1))).toBeGreaterThanOrEqual(300);
  });

  it('staggers the joints of every stave against its neighbours, in three pieces too', () => {
    const pieces = [0, 1, 2].map((neighbour) =>
      fingerJointedPieces({ staveId: neighbour, lengthMm: 7000, neighbour }, 3000, JOINTING),
    );
    const joints = pieces.map((cuts) =>
      cuts.slice(0, -1).map((_, index) => cuts.slice(0, index + 1).reduce((sum, cut) => sum + cut.lengthMm, 0)),
    );
    expect(pieces.map((cuts) => cuts.length)).toEqual([3, 3, 3]);
    for (const [a, b] of [
      [0, 1],
      [1, 2],
    ]) {
      for (const joint of joints[a])
        expect(Math.min(...joints[b].map((other) => Math.abs(other - joint)))).toBeGreaterThanOrEqual(300);
    }
  });

  it('plans nothing for no staves', () => {
    expect(packStaves(input([]))).toMatchObject({
      boards: [],
      newBoards: 0,
      boughtLengthMm: 0,
      boundLengthMm: 0,
      lowerBoundBoards: 0,
      tooLong: [],
    });
  });
});

describe('packStaves against an exhaustive search (OPS-17)', () => {
  it(`buys the least length of board on 300 random groups of up to ${EXACT_PIECES} staves`, () => {
    const random = seededRandom(54);
    const misses: string[] = [];
    for (let run = 0; run < 300; run += 1) {
      const boards = [1800, 2400, 3000, 3600, 4200, 4800].filter(() => random() < 0.6);
      if (boards.length === 0) boards.push(3000);
      const longest = Math.max(...boards);
      const lengths = Array.from(
        { length: 1 + Math.floor(random() * EXACT_PIECES) },
        () => 150 + Math.floor(random() * (longest - 150)),
      );
      const packing = packStaves(input(lengths, { boardLengthsMm: boards }));
      const optimum = exhaustiveOptimum(lengths, boards, 4);
      if (packing.boughtLengthMm !== optimum)
        misses.push(`${lengths.join(',')} on ${boards.join(',')}: ${packing.boughtLengthMm} for ${optimum}`);
    }
    expect(misses).toEqual([]);
  });
});
