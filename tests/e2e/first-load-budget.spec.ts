import fs from 'node:fs';
import path from 'node:path';
import { configuratorFirstLoadJs } from '#bench/bundle-size';
import { expect, test } from './fixtures';

/**
 * ADR 008: what the configurator's page loads before anyone clicks, checked on the
 * build this run tests. A merge once put zod back into the first load (a module-level schema
 * beside a constant the tracker needed) and nothing noticed; now the build that does it fails.
 * ADR 008's budget, met since the first screen is pre-rendered and the drawing hydrates later (ADR 016).
 */
const BUDGET_GZIP_BYTES = 100_000;

test('the configurator’s first-load JavaScript stays within its budget and carries no schema library', () => {
  const firstLoad = configuratorFirstLoadJs();
  expect(firstLoad.files).toBe(1);
  expect(firstLoad.gzipBytes, `first-load JavaScript is ${firstLoad.gzipBytes} bytes gzip`).toBeLessThanOrEqual(
    BUDGET_GZIP_BYTES,
  );

  const html = fs.readFileSync(path.resolve('dist/client/index.html'), 'utf8');
  const entry = /<script[^>]+src="\/([^"]+\.js)"/.exec(html)?.[1] ?? '';
  const entryCode = fs.readFileSync(path.resolve('dist/client', entry), 'utf8');
  // zod 4 keeps its internals under `_zod` on every schema.
  expect(entryCode).not.toContain('_zod');
  // The staff dashboards and their charts (uPlot, whose root class is "uplot") are lazy chunks, never the first load.
  expect(entryCode).not.toMatch(/Visitor Analytics Dashboard|Real Leads Dashboard|No analytics data available|"uplot"/);
  // CONF-44's tooltips are the app's own, loaded after the first screen: no tooltip library comes with it.
  expect(entryCode).not.toContain('TooltipProvider');
});

test('the configurator’s page, catalogue and all, arrives compressed', async ({ request }) => {
  for (const url of ['/', '/configurator', '/configurator/?utm_source=test']) {
    const response = await request.get(url, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding'], url).toMatch(/^(br|gzip)$/);
    expect(await response.text()).toContain('id="grainline-catalogue"');
  }
});
