import { describe, expect, it } from 'vitest';
import { makeSurface } from '../pricing/test-factories';
import { allowedLengthMm } from './board-planner';
import { exhaustiveOptimum } from './exhaustive-plan.test-helper';
import { buyingList, planWeek } from './buying-list';
import { jobParts } from './job-parts';
import { glueUp, planJob, stavesPerPart } from './plan-job';
import { randomJob, SAMPLE_STOCK, TEN_SURFACE_JOB } from './random-jobs';
import { chooseBoard, FALLBACK_BOARD, type StockBoard } from './stock-list';
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
    { nominal: 32, choice: { roughThicknessMm: 38, lengthsMm: [1800], widthMm: 120, offcutLengthsMm: [] } },
    { nominal: 44, choice: { roughThicknessMm: 51, lengthsMm: [2400], widthMm: 150, offcutLengthsMm: [900, 900] } },
    { nominal: 50, choice: { roughThicknessMm: 76, lengthsMm: [4000], widthMm: 200, offcutLengthsMm: [] } },
    {
      nominal: 80,
      choice: { roughThicknessMm: 100, lengthsMm: [...FALLBACK_BOARD.lengthsMm], widthMm: 150, offcutLengthsMm: [] },
    },
  ])('a $nominal mm maple part', ({ nominal, choice }) => {
    expect(chooseBoard(stock, 'maple', nominal)).toEqual({ species: 'maple', ...choice });
  });

  it('offers every length on hand at the chosen thickness and width, shortest first', () => {
    const lengths: StockBoard[] = [3600, 1800, 4800, 3600].map((lengthMm) => ({
      species: 'kiaat',
      roughThicknessMm: 38,
      lengthMm,
      widthMm: 150,
    }));
    expect(chooseBoard(lengths, 'kiaat', 32).lengthsMm).toEqual([1800, 3600, 4800]);
  });
});

describe('glueUp: each grain planned as it is made (OPS-15)', () => {
  const choice = { species: 'kiaat', roughThicknessMm: 38, lengthsMm: [3600], widthMm: 150, offcutLengthsMm: [] };
  const part = (grainStyle: 'face' | 'edge' | 'end') =>
    jobParts([makeSurface({ lengthMm: 3000, widthMm: 600, thicknessMm: 32, woodSpecies: `kiaat_${grainStyle}` })])[0];
  it('face grain: staves a board wide, laid flat', () => {
    expect(glueUp(part('face'), choice, DEFAULT_WORKSHOP_SETTINGS)).toEqual({
      grainStyle: 'face',
      staveCount: 5,
      roughLengthMm: 3050,
      roughWidthMm: 150,
      roughThicknessMm: 38,
    });
  });
  it('edge grain: strips ripped at 38 mm (32 + 6) and laid on edge, each adding 32 mm (38 − 6) of width', () => {
    // 610 / 32 → 20 strips; a 150 mm board gives 3 strips of 38 mm with 4 mm kerfs.
    expect(glueUp(part('edge'), choice, DEFAULT_WORKSHOP_SETTINGS)).toMatchObject({
      grainStyle: 'edge',
      staveCount: 7,
      roughLengthMm: 3050,
      strips: { count: 20, ripWidthMm: 38, glueUpWidthMm: 640, perBoardWidth: 3 },
    });
  });
  it('end grain: an edge-grain panel as wide as the top is long, crosscut into 38 mm slices turned up', () => {
    // Panel: 3010 / 32 → 95 square strips of 32 mm, 4 from a board's width; 610 / 32 → 20 slices of 38 mm.
    expect(glueUp(part('end'), choice, DEFAULT_WORKSHOP_SETTINGS)).toMatchObject({
      grainStyle: 'end',
      staveCount: 24,
      roughLengthMm: 20 * 42 + 50,
      strips: { count: 95, ripWidthMm: 32, glueUpWidthMm: 3040, perBoardWidth: 4 },
      slices: { count: 20, thicknessMm: 38, panelLengthMm: 890, panelWidthMm: 3040 },
    });
  });
});

describe('planJob (OPS-15…17)', () => {
  it('plans a desk top by hand: 5 staves of 1550 mm from 3,600 mm boards', () => {
    const parts = jobParts([makeSurface({ surfaceType: 'desk_top', lengthMm: 1500, widthMm: 700, thicknessMm: 44 })]);
    const plan = planJob(parts, SAMPLE_STOCK, DEFAULT_WORKSHOP_SETTINGS);
    expect(plan.staves).toEqual([
      { partIndex: 0, grainStyle: 'face', staveCount: 5, roughLengthMm: 1550, roughWidthMm: 150, roughThicknessMm: 51 },
    ]);
    expect(
      plan.groups.map((group) => [group.species, group.roughThicknessMm, group.newBoards, group.lowerBoundBoards]),
    ).toEqual([['pine', 51, 3, 3]]);
    // 1500 × 700 × 44 finished over three 3600 × 150 × 51 boards bought.
    expect(plan.yieldPercent).toBe(55.9);
  });

  it('lists what to buy for several jobs, per species, thickness and board', () => {
    const settings = DEFAULT_WORKSHOP_SETTINGS;
    const first = planJob(
      jobParts([makeSurface({ surfaceType: 'desk_top', lengthMm: 1500, widthMm: 700, thicknessMm: 44 })]),
      SAMPLE_STOCK,
      settings,
    );
    const second = planJob(
      jobParts([makeSurface({ surfaceType: 'stair_tread', quantity: 4, woodSpecies: 'maple_face' })]),
      SAMPLE_STOCK,
      settings,
    );
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
    expect(week.map((plan) => plan.groups[0].boards.filter((board) => board.source === 'offcut').length)).toEqual([
      2, 0,
    ]);
    expect(buyingList(week)).toEqual([
      { species: 'pine', roughThicknessMm: 51, lengthMm: 3600, widthMm: 150, boards: 4, volumeM3: 0.11 },
    ]);
    // The stock list itself is left as it was.
    expect(stock[1].offcutCount).toBe(2);
  });

  it('keeps every stave whole and within the bound on 500 generated jobs of every surface type, layout and grain', () => {
    const misses: string[] = [];
    const seen = new Set<string>();
    const grains = new Set<string>();
    let small = 0;
    let optimal = 0;
    for (let seed = 1; seed <= 500; seed += 1) {
      const surfaces = randomJob(seed);
      for (const surface of surfaces) {
        seen.add(`${surface.surfaceType}:${surface.countertopLayout ?? ''}`);
        grains.add(surface.grainStyle);
      }
      const parts = jobParts(surfaces);
      const plan = planJob(parts, SAMPLE_STOCK, DEFAULT_WORKSHOP_SETTINGS);
      for (const group of plan.groups) {
        if (group.boughtLengthMm > allowedLengthMm(group.boundLengthMm, group.boardLengthsMm)) {
          misses.push(
            `seed ${seed}: ${group.species} ${group.roughThicknessMm} mm, ${group.boughtLengthMm} mm for a bound of ${group.boundLengthMm}`,
          );
        }
        if (group.boards.some((board) => board.cuts.some((cut) => cut.pieces > 1)))
          misses.push(`seed ${seed}: a spliced stave`);
      }
      // A part longer than every board is named with the board it needs, and nothing else is.
      plan.staves.forEach((staves) => {
        const part = parts[staves.partIndex];
        const longest = Math.max(...chooseBoard(SAMPLE_STOCK, part.species, part.thicknessMm).lengthsMm);
        if ((staves.needsBoardMm !== undefined) !== staves.roughLengthMm > longest)
          misses.push(`seed ${seed}: part ${staves.partIndex} flagged wrongly`);
      });
      const staveCount = plan.staves.reduce((sum, staves) => sum + staves.staveCount, 0);
      if (staveCount <= 12 && plan.staves.every((staves) => staves.needsBoardMm === undefined)) {
        small += 1;
        const optimum = plan.groups.reduce((sum, group) => {
          const lengths = group.boards.flatMap((board) => board.cuts.map((cut) => cut.lengthMm));
          return sum + exhaustiveOptimum(lengths, group.boardLengthsMm, DEFAULT_WORKSHOP_SETTINGS.kerfMm);
        }, 0);
        if (plan.groups.reduce((sum, group) => sum + group.boughtLengthMm, 0) === optimum) optimal += 1;
      }
      expect(plan.yieldPercent).toBeGreaterThanOrEqual(0);
      expect(plan.yieldPercent).toBeLessThanOrEqual(100);
    }
    expect(misses).toEqual([]);
    expect(seen.size).toBe(10);
    expect([...grains].sort()).toEqual(['edge', 'end', 'face']);
    expect(small).toBeGreaterThan(10);
    expect(optimal / small).toBeGreaterThanOrEqual(0.95);
  });

  it('plans a 10-surface job within the bound (its time is a bench figure: npm run bench)', () => {
    expect(TEN_SURFACE_JOB).toHaveLength(10);
    const result = planJob(jobParts(TEN_SURFACE_JOB), SAMPLE_STOCK, DEFAULT_WORKSHOP_SETTINGS);
    for (const group of result.groups)
      expect(group.boughtLengthMm).toBeLessThanOrEqual(allowedLengthMm(group.boundLengthMm, group.boardLengthsMm));
  });

  it('finger-joints only the species an owner allows, and flags the over-long part of any other', () => {
    const parts = jobParts([makeSurface({ lengthMm: 5000, widthMm: 600, thicknessMm: 32, woodSpecies: 'kiaat_face' })]);
    const stock: StockBoard[] = [{ species: 'kiaat', roughThicknessMm: 38, lengthMm: 3600, widthMm: 150 }];
    const flagged = planJob(parts, stock, DEFAULT_WORKSHOP_SETTINGS);
    expect(flagged.staves[0].needsBoardMm).toBe(5050);
    expect(flagged.newBoards).toBe(0);
    const jointed = planJob(parts, stock, { ...DEFAULT_WORKSHOP_SETTINGS, fingerJointSpecies: ['kiaat'] });
    expect(jointed.staves[0].needsBoardMm).toBeUndefined();
    const cuts = jointed.groups[0].boards.flatMap((board) => board.cuts);
    expect(cuts).toHaveLength(10);
    expect(cuts.every((cut) => cut.pieces === 2 && cut.lengthMm >= 600)).toBe(true);
  });
});
