import { pathToFileURL } from 'node:url';
import { jobParts } from '#core/workshop/job-parts';
import { planJob } from '#core/workshop/plan-job';
import { SAMPLE_STOCK, TEN_SURFACE_JOB } from '#core/workshop/random-jobs';
import { DEFAULT_WORKSHOP_SETTINGS } from '#core/workshop/workshop-settings';

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
  console.log(
    `Board plan of a 10-surface job (median of 31): ${result.medianMs.toFixed(2)} ms (${result.boards} boards, yield ${result.yieldPercent} %)`,
  );
}
