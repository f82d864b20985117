import { configuratorFirstLoadJs } from './bundle-size';
import { benchEngine } from './engine-bench';
import { benchPricingEndpoint, withBenchServer } from './http-bench';
import { lighthouseMobile } from './lighthouse-bench';
import { benchQuotePdf } from './pdf-bench';

/**
 * `npm run bench`: the figures the issues name, as one table. Not a test: no assertions.
 * Run `npm run build` first so the front-end figures measure the current code.
 */
const rows: [string, string][] = [];

const engine = benchEngine();
rows.push(['Engine: price of the largest configuration (median)', `${engine.microsecondsPerPrice.toFixed(1)} µs (total ${engine.totalCents} cents)`]);

const pdf = await benchQuotePdf();
rows.push(['Quote PDF, 5 surfaces (median of 7)', `${pdf.medianMs} ms (${Math.round(pdf.bytes / 1024)} KiB)`]);

const js = configuratorFirstLoadJs();
rows.push(['Configurator first-load JS (gzip)', `${(js.gzipBytes / 1024).toFixed(1)} KiB in ${js.files} files (${(js.rawBytes / 1024).toFixed(0)} KiB raw)`]);

await withBenchServer(async (url) => {
  const http = await benchPricingEndpoint(url);
  rows.push(['POST /api/pricing/quote throughput (10 connections, 10 s)', `${http.requestsPerSecond} req/s`]);
  rows.push(['POST /api/pricing/quote p99 latency', `${http.p99Ms} ms`]);
  rows.push(['POST /api/pricing/quote errors or non-2xx', String(http.errors)]);
  const lighthouse = await lighthouseMobile(`${url.replace('127.0.0.1', 'localhost')}/`);
  rows.push(['Lighthouse mobile: performance score of /', String(lighthouse.performance)]);
  rows.push(['Lighthouse mobile: LCP / TBT / CLS', `${lighthouse.lcpMs} ms / ${lighthouse.tbtMs} ms / ${lighthouse.cls}`]);
});

const width = Math.max(...rows.map(([name]) => name.length));
console.log(`\n| ${'Measure'.padEnd(width)} | Result |\n|${'-'.repeat(width + 2)}|--------|`);
for (const [name, value] of rows) console.log(`| ${name.padEnd(width)} | ${value} |`);
process.exit(0);
