import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';
import { expect, test } from './fixtures';
import { openConfigurator, woodButton } from './helpers/configurator';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

// The app's CSP allows only its own scripts; axe is injected by the test, not shipped.
test.use({ bypassCSP: true });

interface AxeWindow {
  axe: { run: (context?: unknown, options?: unknown) => Promise<AxeResults> };
}

/** Runs axe-core on the page as it is now; returns its violations, described for a readable failure. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const results = await page.evaluate(() =>
    (window as unknown as AxeWindow).axe.run(document, { resultTypes: ['violations'] }),
  );
  return results.violations.map(
    (violation: Result) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

test('the configurator has no axe violations', async ({ page }) => {
  await openConfigurator(page);
  expect(await axeViolations(page)).toEqual([]);
});

test('the configurator with an L-shaped countertop and an invalid value has no axe violations', async ({ page }) => {
  await openConfigurator(page);
  await page.getByRole('radiogroup', { name: 'Layout' }).getByRole('radio', { name: /^L-Shape/ }).click();
  await page.getByLabel('Length', { exact: true }).fill('9000');
  await expect(page.getByText('Your price appears once the highlighted fields are fixed.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the grain dialog has no axe violations', async ({ page }) => {
  await openConfigurator(page);
  await woodButton(page, 'Walnut').click();
  const dialog = page.getByRole('dialog', { name: 'Walnut Wood' });
  await expect(dialog.getByRole('button', { name: 'Select Face Grain' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Species Overview' }).click();
  expect(await axeViolations(page)).toEqual([]);
});

test('the quote summary has no axe violations', async ({ page }) => {
  await openConfigurator(page);
  await woodButton(page, 'Pine').click();
  await page.getByRole('dialog', { name: 'Pine Wood' }).getByRole('button', { name: 'Select Face Grain' }).click();
  await page.getByRole('button', { name: 'Add & Get My Quote' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quote Summary' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
