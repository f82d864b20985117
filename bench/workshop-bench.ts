import { pathToFileURL } from 'node:url';
import { makeSurface } from '#core/pricing/test-factories';
import { jobParts } from '#core/workshop/job-parts';
import { planJob } from '#core/workshop/plan-job';
import { SAMPLE_STOCK } from '#core/workshop/random-jobs';
import { DEFAULT_WORKSHOP_SETTINGS } from '#core/workshop/workshop-settings';

/** A kitchen-and-more job of 10 surfaces: the board planner's everyday worst case (OPS-16). */
export const TEN_SURFACE_JOB = [
  makeSurface({
    countertopLayout: 'g_shape',
    lengthMm: 3600,
    widthMm: 650,
    length1Mm: 2400,
    width1Mm: 650,
    length2Mm: 2800,
    width2Mm: 650,
    length3Mm: 1800,
    width3Mm: 900,
    hasBacksplash: true,
    waterfallEdge: 'both',
    woodSpecies: 'white_oak_face',
    thicknessMm: 44,
  }),
  makeSurface({ countertopLayout: 'island', lengthMm: 2800, widthMm: 1200, waterfallEdge: 'double', woodSpecies: 'white_oak_face', thicknessMm: 44 }),
  makeSurface({ countertopLayout: 'l_shape', lengthMm: 2400, widthMm: 600, length1Mm: 1800, width1Mm: 600, hasBacksplash: true }),
  makeSurface({ countertopLayout: 'galley', lengthMm: 3000, widthMm: 600, length1Mm: 3000, width1Mm: 600, woodSpecies: 'maple_edge', thicknessMm: 44 }),
  makeSurface({ surfaceType: 'table_top', lengthMm: 2400, widthMm: 1000, woodSpecies: 'walnut_face', thicknessMm: 44 }),
  makeSurface({ surfaceType: 'table_top', tableShape: 'round', lengthMm: 1200, woodSpecies: 'walnut_face', thicknessMm: 44 }),
  makeSurface({ surfaceType: 'desk_top', lengthMm: 1800, widthMm: 750, woodSpecies: 'maple_face', quantity: 4 }),
  makeSurface({ surfaceType: 'stair_tread', lengthMm: 1000, widthMm: 280, woodSpecies: 'white_oak_face', quantity: 16 }),
  makeSurface({ surfaceType: 'floating_shelf', lengthMm: 1200, widthMm: 250, quantity: 6 }),
  makeSurface({
    countertopLayout: 'u_shape',
    lengthMm: 3200,
    widthMm: 600,
    length1Mm: 2000,
    width1Mm: 600,
    length2Mm: 2000,
    width2Mm: 600,
    hasBacksplash: true,
    woodSpecies: 'iroko_face',
  }),
];

/** Median milliseconds to plan the boards of the 10-surface job (goal ≤ 50 ms). */
export function benchBoardPlanner(): { medianMs: number; boards: number; yieldPercent: number } {
  const parts = jobParts(TEN_SURFACE_JOB);
  for (let i = 0; i < 20; i += 1) planJob(parts, SAMPLE_STOCK, DEFAULT_WORKSHOP_SETTINGS);
  const samples: number[] = [];
  for (let round = 0; round < 31; round += 1) {
    const start = process.hrtime.bigint();
    planJob(parts, SAMPLE_STOCK, DEFAULT_WORKSHOP_SETTINGS);
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  samples.sort((a, b) => a - b);
  const plan = planJob(parts, SAMPLE_STOCK, DEFAULT_WORKSHOP_SETTINGS);
  return { medianMs: samples[Math.floor(samples.length / 2)], boards: plan.newBoards, yieldPercent: plan.yieldPercent };
}

// `npx tsx bench/workshop-bench.ts` runs this figure alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = benchBoardPlanner();
  console.log(`Board plan of a 10-surface job (median of 31): ${result.medianMs.toFixed(2)} ms (${result.boards} boards, yield ${result.yieldPercent} %)`);
}
