import { DEFAULT_SPECIES } from '../catalogue/default-price-book';
import { describe, expect, it } from 'vitest';
import { makeSurface } from '../pricing/test-factories';
import { jobParts } from './job-parts';
import { boardPlanView, partViews, promisedDate, weekOf, workshopDay } from './job-view';
import { planJob, type BoardPlan } from './plan-job';
import type { StockBoard } from './stock-list';
import { DEFAULT_WORKSHOP_SETTINGS } from './workshop-settings';

describe('job dates', () => {
  it.each([
    ['2026-11-25T10:00:00Z', '2026-12-23'],
    // 23:30 UTC is already the next day in Johannesburg.
    ['2026-11-25T23:30:00Z', '2026-12-24'],
  ])('accepted %s is promised %s', (accepted, promised) => {
    expect(promisedDate(new Date(accepted))).toBe(promised);
  });

  it.each([
    ['2026-11-23', '2026-11-23', '2026-11-29'],
    ['2026-11-29', '2026-11-23', '2026-11-29'],
    ['2026-12-31', '2026-12-28', '2027-01-03'],
  ])('%s falls in the week %s – %s', (day, start, end) => {
    expect(weekOf(day)).toEqual({ start, end });
  });

  it('reads the day in the workshop time zone', () => {
    expect(workshopDay(new Date('2026-11-24T22:00:00Z'))).toBe('2026-11-25');
  });
});

describe('partViews (OPS-14, ADR 046)', () => {
  const stock: StockBoard[] = [{ species: 'kiaat', roughThicknessMm: 51, lengthMm: 3000, widthMm: 150 }];
  const parts = jobParts([
    makeSurface({ woodSpecies: 'kiaat_edge', lengthMm: 2000, widthMm: 600, thicknessMm: 32, finish: 'satin' }),
    makeSurface({ woodSpecies: 'kiaat_end', lengthMm: 600, widthMm: 400, thicknessMm: 44 }),
    makeSurface({ woodSpecies: 'kiaat_face', lengthMm: 3500, widthMm: 600 }),
  ]);

  it("gives each grain's glue-up, the finish in words and a part no board is long enough for", () => {
    const views = partViews(parts, planJob(parts, stock, DEFAULT_WORKSHOP_SETTINGS), DEFAULT_SPECIES);
    expect(views[0]).toMatchObject({
      grainStyle: 'edge',
      finish: 'satin',
      finishName: 'Satin',
      strips: { count: 14, ripWidthMm: 38, glueUpWidthMm: 630 },
    });
    expect(views[0].slices).toBeUndefined();
    expect(views[1]).toMatchObject({ grainStyle: 'end', slices: { count: 10, thicknessMm: 50 } });
    expect(views[2]).toMatchObject({ grainStyle: 'face', needsBoardMm: 3550 });
    expect(views[2].strips).toBeUndefined();
  });

  it('reads a plan stored before grain was planned', () => {
    const plan = planJob(parts, stock, DEFAULT_WORKSHOP_SETTINGS);
    const stored = JSON.parse(
      JSON.stringify({
        ...plan,
        staves: plan.staves.map(({ partIndex, staveCount, roughLengthMm, roughWidthMm, roughThicknessMm }) => ({
          partIndex,
          staveCount,
          roughLengthMm,
          roughWidthMm,
          roughThicknessMm,
        })),
      }),
    ) as BoardPlan;
    const views = partViews(parts, stored, DEFAULT_SPECIES);
    expect(views.map((view) => [view.strips, view.slices, view.needsBoardMm])).toEqual([
      [undefined, undefined, undefined],
      [undefined, undefined, undefined],
      [undefined, undefined, undefined],
    ]);
    expect(boardPlanView(stored).boards.every((board) => board.cutParts.length === board.cuts.length)).toBe(true);
  });
});
