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

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`Start over, ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('clears the surface in progress, the step and the open quote on purpose, after a confirmation, and a reload brings back only defaults (CONF-43)', async ({
      page,
    }) => {
      // A quote with one surface, a second surface in progress, and the quote summary open.
      await configureKiaatLShape(page);
      await page.getByRole('button', { name: 'Add & Get My Quote' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Quote Summary' })).toBeVisible();
      await page.getByRole('button', { name: 'Add Another Surface' }).click();
      await pickWood(page, 'Maple', 'Face');
      await fillNumber(page, 'Length', 2500);
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Quote Summary' })).toBeVisible();
      await expect(page).toHaveURL(/[?&]step=2/);

      // A stray tap asks first, and 'Keep my work' keeps it.
      const startOver = page.getByRole('button', { name: 'Start over' });
      await startOver.click();
      const confirm = page.getByRole('dialog', { name: 'Start over?' });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: 'Keep my work' }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: 'Quote Summary' })).toBeVisible();
      await expect(page.getByText('Kiaat, edge grain')).toBeVisible();

      await startOver.click();
      await confirm.getByRole('button', { name: 'Yes, start over' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Configure Your Surface' })).toBeVisible();

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Configure Your Surface' })).toBeVisible();
      await expect(page).not.toHaveURL(/[?&]step=2/);
      await expect(page.getByRole('button', { name: 'Copy link' })).toBeAttached();
      // CONF-09's countertop defaults, no wood chosen, and nothing in the quote to go back to.
      await expect(page.getByLabel('Length', { exact: true })).toHaveValue('1200');
      await expect(page.getByLabel('Width', { exact: true })).toHaveValue('600');
      await expect(radioGroup(page, 'Layout').getByRole('radio', { name: /^Single Wall/ })).toBeChecked();
      await expect(page.getByText(/^(Kiaat|Maple), (edge|face) grain$/)).toHaveCount(0);
      // CONF-04: with no quote to go back to there is no Back at all (never a disabled one).
      await expect(page.getByRole('button', { name: 'Back', exact: true })).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('grainline.savedSurfaces'))).toBe('[]');
      // The quote is empty, and says so as QUOTE-02 words it.
      await page.goto('/configurator?step=2');
      await expect(page.getByText('No surfaces configured', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Back to Configuration' })).toBeVisible();
    });
  });
}
