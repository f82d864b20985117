import { expect, test } from './fixtures';
import { axeViolations } from './helpers/axe';
import { openConfigurator, woodButton } from './helpers/configurator';

// The app's CSP allows only its own scripts; axe is injected by the test, not shipped.
test.use({ bypassCSP: true });

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
