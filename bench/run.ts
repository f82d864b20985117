import os from 'node:os';
import { configuratorFirstLoadJs } from './bundle-size';
import { benchEngine } from './engine-bench';
import { benchHttpAgainstBareFastify, httpRows } from './external-http-bench';
import { withBenchServer } from './http-bench';
import { benchInteractions, interactionRows } from './interaction-bench';
import { benchModel3d, model3dGzipBytes, model3dRows } from './model3d-bench';
import { lighthouseMobile } from './lighthouse-bench';
import { benchQuotePdf } from './pdf-bench';
import { benchAnalyticsAtScale } from './analytics-bench';
import { benchRealBeaconIngest, benchRollupOfADay } from './analytics-limits-bench';
import { benchEventWriter, benchTrackingIngestion, loadAverage, trackerGzipBytes } from './tracking-bench';
import { benchWoodImages } from './wood-image-bench';
import { benchBoardPlanner } from './workshop-bench';

/**
 * `npm run bench`: the figures the issues name, as one table. Not a test: no assertions.
 * Run `npm run build` first so the front-end figures measure the current code.
 */
const rows: [string, string][] = [];

const engine = benchEngine();
rows.push([
  'Engine: price of the largest configuration (median)',
  `${engine.microsecondsPerPrice.toFixed(1)} µs (total ${engine.totalCents} cents)`,
]);

const boardPlan = benchBoardPlanner();
rows.push([
  'Board plan of a 10-surface job (median of 31, goal ≤ 50 ms)',
  `${boardPlan.medianMs.toFixed(2)} ms (${boardPlan.boards} boards, yield ${boardPlan.yieldPercent} %)`,
]);

const pdf = await benchQuotePdf();
rows.push(['Quote PDF, 5 surfaces (median of 7)', `${pdf.medianMs} ms (${Math.round(pdf.bytes / 1024)} KiB)`]);

const js = configuratorFirstLoadJs();
rows.push([
  'Configurator first-load JS (gzip)',
  `${(js.gzipBytes / 1024).toFixed(1)} KiB in ${js.files} files (${(js.rawBytes / 1024).toFixed(0)} KiB raw)`,
]);

// ADR 039: the public calls against bare Fastify, each server and the load generator in its own process.
rows.push(...httpRows(await benchHttpAgainstBareFastify()));
// `npm run bench -- --http`: those rows alone (a few minutes), without the pages' and the rest.
if (process.argv.includes('--http')) printAndExit(rows);

await withBenchServer(async (url) => {
  // ADR 008 asks for the targets on three runs in a row; one run on a shared machine proves little.
  for (const run of [1, 2, 3]) {
    const lighthouse = await lighthouseMobile(`${url.replace('127.0.0.1', 'localhost')}/`);
    rows.push([
      `Lighthouse mobile run ${run}: score / LCP / TBT / CLS`,
      `${lighthouse.performance} / ${lighthouse.lcpMs} ms / ${lighthouse.tbtMs} ms / ${lighthouse.cls}`,
    ]);
  }
  // ADR 048: every tap the configurator answers, median of three runs, and a profile of the slowest.
  rows.push(...interactionRows(await benchInteractions(`${url}/`)));
  // CONF-42, ADR 031: what the 'View in 3D' click costs, never part of the first load above.
  rows.push(...model3dRows(model3dGzipBytes(), await benchModel3d(url)));
});

const tracker = trackerGzipBytes();
rows.push([
  'Visitor tracker code in the first load / heatmap recorder loaded after it (gzip, goal ≤ 2 KB)',
  `${tracker.visitorTracker} B / ${tracker.heatmapRecorder} B`,
]);
const trackingLoad = loadAverage();
const tracking = await benchTrackingIngestion();
rows.push([
  'POST /api/visitors/track on SQLite (batches of 10, 100 connections, 10 s)',
  `${tracking.eventsPerSecond} events/s wall clock; ${tracking.eventsPerCpuSecond} events per server CPU-second (load average ${trackingLoad} on ${os.cpus().length} cores)`,
]);
// Stored may exceed acknowledged: beacons still in flight when the load generator stops are committed unanswered.
rows.push([
  '  events acknowledged / stored (none lost) / non-2xx or errors / timeouts (10 s); p99',
  `${tracking.acknowledged} / ${tracking.stored} / ${tracking.non2xx} / ${tracking.timeouts}; ${tracking.p99Ms} ms`,
]);
const writerLoad = loadAverage();
const writer = await benchEventWriter();
rows.push([
  'Tracking write path without HTTP (recordVisit + event writer, SQLite)',
  `${writer.eventsPerSecond} events/s wall clock; ${writer.eventsPerCpuSecond} events per CPU-second (load average ${writerLoad})`,
]);

// ADR 021; also runnable alone: `npm run bench:analytics-limits`.
const ingestLoad = loadAverage();
const ingest = await benchRealBeaconIngest();
rows.push([
  `POST /api/visitors/track on SQLite, real-sized beacons (${ingest.bytes} B, ${ingest.rowsPerBeacon} rows; goal ≥ 5,000 rows/s)`,
  `${ingest.rowsPerSecond} rows/s wall clock; ${ingest.rowsPerCpuSecond} rows per server CPU-second; ${ingest.non2xx} non-2xx or errors (load average ${ingestLoad})`,
]);
for (const rollup of await benchRollupOfADay()) {
  rows.push([
    `${rollup.database}: roll-up of one day of 250,000 raw events (goal ≤ 10 s, ≤ 150 MB above idle)`,
    `${rollup.seconds.toFixed(1)} s wall clock (${rollup.cpuSeconds.toFixed(1)} s CPU); peak ${rollup.peakMbAboveIdle} MB resident, ${rollup.peakHeapMbAboveIdle} MB heap above idle (load average ${loadAverage()})`,
  ]);
}

const woods = await benchWoodImages();
rows.push([
  'Wood opened first, right after start-up: slowest of card + 4 gallery images (first byte); /api/health meanwhile',
  `${woods.duringPregeneration.slowestImageMs} ms; ${woods.duringPregeneration.healthMs} ms`,
]);
rows.push([
  `Wood textures pre-generated in the worker (${woods.textures} files)`,
  `${(woods.pregeneratedMs / 1000).toFixed(0)} s after start`,
]);
rows.push([
  'Wood opened first, after pre-generation: slowest image (first byte); /api/health meanwhile',
  `${woods.afterPregeneration.slowestImageMs} ms; ${woods.afterPregeneration.healthMs} ms`,
]);

// `npm run bench -- --analytics`: 10 million events' worth of summaries on both databases (a few minutes).
if (process.argv.includes('--analytics')) {
  for (const result of await benchAnalyticsAtScale()) {
    rows.push([
      `${result.database}: seed 400 days (10 M events' summaries + leads)`,
      `${result.seedSeconds.toFixed(1)} s`,
    ]);
    for (const [call, days, ms] of result.timings)
      rows.push([`${result.database}: ${call}?days=${days} (slowest of 5)`, `${ms.toFixed(1)} ms`]);
  }
}

printAndExit(rows);

function printAndExit(table: [string, string][]): never {
  const width = Math.max(...table.map(([name]) => name.length));
  console.log(`\n| ${'Measure'.padEnd(width)} | Result |\n|${'-'.repeat(width + 2)}|--------|`);
  for (const [name, value] of table) console.log(`| ${name.padEnd(width)} | ${value} |`);
  process.exit(0);
}
