import fs from 'node:fs';
import path from 'node:path';
import { configuratorFirstLoadJs } from '../../bench/bundle-size';
import { expect, test } from './fixtures';

/**
 * Issue 11 / ADR 008: what the configurator's page loads before anyone clicks, checked on the
 * build this run tests. A merge once put zod back into the first load (a module-level schema
 * beside a constant the tracker needed) and nothing noticed; now the build that does it fails.
 */
const BUDGET_GZIP_BYTES = 105_000;

test('the configurator’s first-load JavaScript stays within its budget and carries no schema library', () => {
  const firstLoad = configuratorFirstLoadJs();
  expect(firstLoad.files).toBe(1);
  expect(firstLoad.gzipBytes, `first-load JavaScript is ${firstLoad.gzipBytes} bytes gzip`).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);

  const html = fs.readFileSync(path.resolve('dist/client/index.html'), 'utf8');
  const entry = /<script[^>]+src="\/([^"]+\.js)"/.exec(html)?.[1] ?? '';
  // zod 4 keeps its internals under `_zod` on every schema.
  expect(fs.readFileSync(path.resolve('dist/client', entry), 'utf8')).not.toContain('_zod');
});
