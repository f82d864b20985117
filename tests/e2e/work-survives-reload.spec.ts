import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { choose, fillNumber, openConfigurator, pickWood, radioGroup } from './helpers/configurator';

/**
 * A surface in progress survives a reload, a crash and a closed tab reopened the same day
 * (draft-store.ts); a day later, or once it is added to the quote, the configurator starts fresh.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function configureKiaatLShape(page: Page): Promise<void> {
  await openConfigurator(page);
  await pickWood(page, 'Kiaat', 'Edge');
  await choose(page, 'Layout', 'L-Shape');
  await fillNumber(page, 'Length', 3000);
  await fillNumber(page, 'Section 1 length', 1800);
}

async function expectKiaatLShape(page: Page): Promise<void> {
  await expect(page.getByText('Kiaat, edge grain')).toBeVisible();
  await expect(radioGroup(page, 'Layout').getByRole('radio', { name: /^L-Shape/ })).toBeChecked();
  await expect(page.getByLabel('Length', { exact: true })).toHaveValue('3000');
  await expect(page.getByLabel('Section 1 length', { exact: true })).toHaveValue('1800');
}

test('a Kiaat L-shape of 3000 mm comes back after a reload and in a tab reopened later that day', async ({ page, context }) => {
  await configureKiaatLShape(page);

  await page.reload();
  await expectKiaatLShape(page);

  // The tab closed and the configurator opened again in a new one.
  await page.close();
  const reopened = await context.newPage();
  await openConfigurator(reopened);
  await expectKiaatLShape(reopened);
});

test('a draft older than a day is not brought back, and one added to the quote is gone', async ({ page }) => {
  await configureKiaatLShape(page);
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('grainline.draft') ?? 'null') as [number, unknown] | null;
    if (!stored) throw new Error('No draft kept');
    localStorage.setItem('grainline.draft', JSON.stringify([Date.now() - 25 * 3600 * 1000, stored[1]]));
  });
  await page.reload();
  await expect(page.getByText('Kiaat, edge grain')).toHaveCount(0);
  await expect(page.getByLabel('Length', { exact: true })).not.toHaveValue('3000');

  await configureKiaatLShape(page);
  await page.getByRole('button', { name: 'Add & Get My Quote' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quote Summary' })).toBeVisible();
  await openConfigurator(page);
  await expect(page.getByText('Kiaat, edge grain')).toHaveCount(0);
  await expect(page.getByLabel('Length', { exact: true })).not.toHaveValue('3000');
});
