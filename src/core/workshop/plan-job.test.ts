import { describe, expect, it } from 'vitest';
import { makeSurface } from '../pricing/test-factories';
import { allowedBoards } from './board-planner';
import { buyingList, planWeek } from './buying-list';
import { jobParts } from './job-parts';
import { planJob, stavesPerPart } from './plan-job';
import { randomJob, SAMPLE_STOCK, TEN_SURFACE_JOB } from './random-jobs';
import { chooseBoard, type StockBoard } from './stock-list';
import { DEFAULT_WORKSHOP_SETTINGS } from './workshop-settings';

describe('stavesPerPart (OPS-15)', () => {
  it.each([
    [600, 150, 5],
    [570, 150, 4],
    [571, 150, 5],
    [100, 150, 1],
    [1500, 120, 14],
  ])('a %i mm part from %i mm boards takes %i staves', (width, board, staves) => {
    expect(stavesPerPart(width, board)).toBe(staves);
  });
});

describe('chooseBoard', () => {
  const stock: StockBoard[] = [
    { species: 'maple', roughThicknessMm: 51, lengthMm: 2400, widthMm: 150 },
    { species: 'maple', roughThicknessMm: 51, lengthMm: 3000, widthMm: 120 },
    { species: 'maple', roughThicknessMm: 76, lengthMm: 4000, widthMm: 200 },
    { species: 'maple', roughThicknessMm: 38, lengthMm: 1800, widthMm: 120 },
    { species: 'maple', roughThicknessMm: 51, lengthMm: 900, widthMm: 150, offcutCount: 2 },
    { species: 'maple', roughThicknessMm: 51, lengthMm: 700, widthMm: 100, offcutCount: 1 },
  ];
  it.each([
    { nominal: 32, choice: { roughThicknessMm: 38, lengthMm: 1800, widthMm: 120, offcutLengthsMm: [] } },
    { nominal: 44, choice: { roughThicknessMm: 51, lengthMm: 3000, widthMm: 120, offcutLengthsMm: [900, 900] } },
    { nominal: 50, choice: { roughThicknessMm: 76, lengthMm: 4000, widthMm: 200, offcutLengthsMm: [] } },
    { nominal: 80, choice: { roughThicknessMm: 100, lengthMm: 3000, widthMm: 150, offcutLengthsMm: [] } },
  ])('a $nominal mm maple part', ({ nominal, choice }) => {
    expect(chooseBoard(stock, 'maple', nominal)).toEqual({ species: 'maple', ...choice });
  });
});

describe('planJob (OPS-15…17)', () => {
  it('plans a desk top by hand: 5 staves of 1550 mm from 3,600 mm boards', () => {
    const parts = jobParts([makeSurface({ surfaceType: 'desk_top', lengthMm: 1500, widthMm: 700, thicknessMm: 44 })]);
    const plan = planJob(parts, SAMPLE_STOCK, DEFAULT_WORKSHOP_SETTINGS);
    expect(plan.staves).toEqual([{ partIndex: 0, staveCount: 5, roughLengthMm: 1550, roughWidthMm: 150, roughThicknessMm: 51 }]);
    expect(plan.groups.map((group) => [group.species, group.roughThicknessMm, group.newBoards, group.lowerBoundBoards])).toEqual([['pine', 51, 3, 3]]);
    // 1500 × 700 × 44 finished over three 3600 × 150 × 51 boards bought.
    expect(plan.yieldPercent).toBe(55.9);
  });

  it('lists what to buy for several jobs, per species, thickness and board', () => {
    const settings = DEFAULT_WORKSHOP_SETTINGS;
    const first = planJob(jobParts([makeSurface({ surfaceType: 'desk_top', lengthMm: 1500, widthMm: 700, thicknessMm: 44 })]), SAMPLE_STOCK, settings);
    const second = planJob(jobParts([makeSurface({ surfaceType: 'stair_tread', quantity: 4, woodSpecies: 'maple_face' })]), SAMPLE_STOCK, settings);
    expect(buyingList([first, second, first])).toEqual([
      {
        species: 'maple',
        roughThicknessMm: 51,
        lengthMm: 2700,
        widthMm: 150,
        boards: second.newBoards,
        volumeM3: Math.round((second.newBoards * 2700 * 150 * 51) / 1e6) / 1000,
      },
      { species: 'pine', roughThicknessMm: 51, lengthMm: 3600, widthMm: 150, boards: 6, volumeM3: 0.165 },
    ]);
  });

  it('uses each offcut on hand for one job of a week only, and buys the rest', () => {
    const stock: StockBoard[] = [
      { species: 'pine', roughThicknessMm: 51, lengthMm: 3600, widthMm: 150 },
      { species: 'pine', roughThicknessMm: 51, lengthMm: 3600, widthMm: 150, offcutCount: 2 },
    ];
    const parts = jobParts([makeSurface({ surfaceType: 'desk_top', lengthMm: 1500, widthMm: 700, thicknessMm: 44 })]);
    const alone = planJob(parts, stock, DEFAULT_WORKSHOP_SETTINGS);
    // Five 1550 mm staves: two offcuts hold four, one board is bought.
    expect(alone.groups[0]).toMatchObject({ newBoards: 1, lowerBoundBoards: 1 });
    const week = planWeek([parts, parts], stock, DEFAULT_WORKSHOP_SETTINGS);
    expect(week.map((plan) => plan.newBoards)).toEqual([1, 3]);
    expect(week.map((plan) => plan.groups[0].boards.filter((board) => board.source === 'offcut').length)).toEqual([2, 0]);
    expect(buyingList(week)).toEqual([{ species: 'pine', roughThicknessMm: 51, lengthMm: 3600, widthMm: 150, boards: 4, volumeM3: 0.11 }]);
    // The stock list itself is left as it was.
    expect(stock[1].offcutCount).toBe(2);
  });

  it('stays within the bound on 500 generated jobs of every surface type and layout', () => {
    const misses: string[] = [];
    const seen = new Set<string>();
    for (let seed = 1; seed <= 500; seed += 1) {
      const surfaces = randomJob(seed);
      for (const surface of surfaces) seen.add(`${surface.surfaceType}:${surface.countertopLayout ?? ''}`);
      const plan = planJob(jobParts(surfaces), SAMPLE_STOCK, DEFAULT_WORKSHOP_SETTINGS);
      for (const group of plan.groups) {
        if (group.newBoards > allowedBoards(group.lowerBoundBoards)) {
          misses.push(`seed ${seed}: ${group.species} ${group.roughThicknessMm} mm, ${group.newBoards} boards for a bound of ${group.lowerBoundBoards}`);
        }
      }
      expect(plan.yieldPercent).toBeGreaterThan(0);
      expect(plan.yieldPercent).toBeLessThanOrEqual(100);
    }
    expect(misses).toEqual([]);
    expect(seen.size).toBe(10);
    // Planning 500 jobs takes seconds on a loaded machine; the 10-surface job below holds the time.
  }, 60_000);

  it('plans a 10-surface job within the bound in 50 ms or less', () => {
    expect(TEN_SURFACE_JOB).toHaveLength(10);
    const plan = () => planJob(jobParts(TEN_SURFACE_JOB), SAMPLE_STOCK, DEFAULT_WORKSHOP_SETTINGS);
    const result = plan();
    for (const group of result.groups) expect(group.newBoards).toBeLessThanOrEqual(allowedBoards(group.lowerBoundBoards));
    // The median of 11 timed runs, after the first (which compiles the code), so one run
    // slowed by another process on a shared machine does not decide it.
    const samples = Array.from({ length: 11 }, () => {
      const start = performance.now();
      plan();
      return performance.now() - start;
    }).sort((a, b) => a - b);
    expect(samples[5]).toBeLessThanOrEqual(50);
  });
});
