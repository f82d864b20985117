import { describe, expect, it } from 'vitest';
import type { PlannedBoard } from './board-planner';
import { cuttingStockChange, stockAfterCutting, stockLessOffcuts } from './cutting-stock';
import type { BoardGroupPlan, BoardPlan } from './plan-job';
import { planJob } from './plan-job';
import { chooseBoard, type StockBoard } from './stock-list';
import { DEFAULT_WORKSHOP_SETTINGS } from './workshop-settings';

const board = (source: PlannedBoard['source'], lengthMm: number, leftoverMm: number): PlannedBoard => ({
  source,
  lengthMm,
  cuts: [{ staveId: 0, lengthMm: lengthMm - leftoverMm - 4, piece: 1, pieces: 1 }],
  leftoverMm,
  keptOffcut: leftoverMm >= 600,
});

const group = (
  species: string,
  roughThicknessMm: number,
  boardWidthMm: number,
  boards: PlannedBoard[],
): BoardGroupPlan => ({
  species,
  roughThicknessMm,
  boardLengthsMm: [3000],
  boardWidthMm,
  boards,
  newBoards: boards.filter((b) => b.source === 'new').length,
  boughtLengthMm: boards.filter((b) => b.source === 'new').reduce((sum, b) => sum + b.lengthMm, 0),
  lowerBoundBoards: 0,
  boundLengthMm: 0,
});

const planOf = (groups: BoardGroupPlan[]): BoardPlan => ({
  staves: [],
  partOfStave: [],
  groups,
  yieldPercent: 0,
  lowerBoundBoards: 0,
  newBoards: 0,
  finishedVolumeMm3: 0,
  boughtVolumeMm3: 0,
});

describe('cuttingStockChange (OPS-16, ADR 029)', () => {
  const plan = planOf([
    group('maple', 51, 150, [
      board('offcut', 1200, 100),
      board('new', 3000, 800),
      board('new', 3000, 800),
      board('new', 3000, 599),
    ]),
    group('cherry', 35, 120, [board('new', 3000, 650)]),
  ]);

  it('takes each offcut board cut from and keeps each leftover marked keep, counted per size', () => {
    expect(cuttingStockChange(plan, 'J-2026-0007')).toEqual({
      used: [{ species: 'maple', roughThicknessMm: 51, lengthMm: 1200, minWidthMm: 150 }],
      kept: [
        {
          species: 'maple',
          roughThicknessMm: 51,
          lengthMm: 800,
          widthMm: 150,
          offcutCount: 2,
          fromJobNumber: 'J-2026-0007',
        },
        {
          species: 'cherry',
          roughThicknessMm: 35,
          lengthMm: 650,
          widthMm: 120,
          offcutCount: 1,
          fromJobNumber: 'J-2026-0007',
        },
      ],
    });
  });

  it('changes nothing for a plan on bought boards with no leftover to keep', () => {
    expect(cuttingStockChange(planOf([group('oak', 51, 150, [board('new', 3000, 200)])]), 'J-1')).toEqual({
      used: [],
      kept: [],
    });
  });
});

describe('stockLessOffcuts', () => {
  const stock: StockBoard[] = [
    { species: 'maple', roughThicknessMm: 51, lengthMm: 3000, widthMm: 150 },
    { species: 'maple', roughThicknessMm: 51, lengthMm: 1200, widthMm: 200, offcutCount: 1 },
    { species: 'maple', roughThicknessMm: 51, lengthMm: 1200, widthMm: 160, offcutCount: 2 },
  ];
  const use = { species: 'maple', roughThicknessMm: 51, lengthMm: 1200, minWidthMm: 150 };

  it('takes from the narrowest line wide enough, and never below zero', () => {
    expect(stockLessOffcuts(stock, [use]).map((line) => line.offcutCount)).toEqual([undefined, 1, 1]);
    const four = stockLessOffcuts(stock, [use, use, use, use]);
    expect(four).toEqual([stock[0]]);
  });

  it('drops a line whose offcuts are used up, so it is not read as a board size on hand', () => {
    const left = stockLessOffcuts(stock, [use, use, use]);
    expect(left).toEqual([stock[0]]);
    expect(chooseBoard(left, 'maple', 40)).toMatchObject({ lengthsMm: [3000], offcutLengthsMm: [] });
  });

  it('keeps the bought-board lines (offcut count 0) a use cannot match', () => {
    expect(stockLessOffcuts(stock, [{ ...use, lengthMm: 3000 }])).toEqual(stock);
  });
});

describe('stockAfterCutting', () => {
  it("gives a later job the first job's kept offcut first", () => {
    const stock: StockBoard[] = [{ species: 'maple', roughThicknessMm: 51, lengthMm: 3000, widthMm: 150 }];
    const part = {
      name: 'Top',
      surfaceIndex: 0,
      kind: 'section',
      finishedLengthMm: 2000,
      finishedWidthMm: 130,
      thicknessMm: 40,
      woodSpecies: 'maple_face',
      species: 'maple',
      grainStyle: 'face',
      quantity: 1,
      edgeProfile: 'square',
      finish: 'oil',
      cutouts: [],
    } as unknown as Parameters<typeof planJob>[0][number];
    const first = planJob([part], stock, DEFAULT_WORKSHOP_SETTINGS);
    // 3000 − (2050 + 4) leaves 946 mm: kept.
    expect(first.groups[0].boards[0]).toMatchObject({ source: 'new', leftoverMm: 946, keptOffcut: true });
    const after = stockAfterCutting(stock, first, 'J-1');
    expect(after).toEqual([
      ...stock,
      { species: 'maple', roughThicknessMm: 51, lengthMm: 946, widthMm: 150, offcutCount: 1, fromJobNumber: 'J-1' },
    ]);
    const second = planJob([{ ...part, finishedLengthMm: 800 }], after, DEFAULT_WORKSHOP_SETTINGS);
    expect(second.groups[0].boards).toEqual([expect.objectContaining({ source: 'offcut', lengthMm: 946 })]);
    expect(second.newBoards).toBe(0);
    // Cut in turn, the second job uses the offcut up (its 92 mm leftover is not kept).
    expect(stockAfterCutting(after, second, 'J-2')).toEqual(stock);
  });
});
