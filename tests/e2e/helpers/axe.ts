import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';
import { transitionsEnded } from './transitions';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

interface AxeWindow {
  axe: { run: (context?: unknown, options?: unknown) => Promise<AxeResults> };
}

/**
 * Runs axe-core on the page once its transitions have ended; returns its violations, described for a readable
 * failure. The app's CSP allows only its own scripts: specs that call this use
 * `test.use({ bypassCSP: true })`.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await transitionsEnded(page);
  await page.addScriptTag({ path: AXE_PATH });
  const results = await page.evaluate(() =>
    (window as unknown as AxeWindow).axe.run(document, { resultTypes: ['violations'] }),
  );
  return results.violations.map(
    (violation: Result) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}
