import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addToQuote, openConfigurator, pickWood, woodButton } from './helpers/configurator';

/** Back closes the wood dialog, moves between the steps, and never leaves mid-configuration unasked. */

const sizes = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

for (const [size, viewport] of sizes) {
  test.describe(`${size} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('Back with the wood dialog open closes the dialog and stays on the configurator', async ({ page }) => {
      await page.goto('/api/health');
      await openConfigurator(page);
      await woodButton(page, 'Kiaat').click();
      const dialog = page.getByRole('dialog', { name: 'Kiaat Wood' });
      await expect(dialog).toBeVisible();

      await page.goBack();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/configurator$/);
      await expect(stepHeading(page, 'Configure Your Surface')).toBeVisible();

      // Closed another way, the dialog leaves no entry behind: Back goes where it went before.
      await woodButton(page, 'Kiaat').click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Select Edge Grain' }).click();
      await expect(dialog).toBeHidden();
      await addToQuote(page);
      await page.goBack();
      await expect(stepHeading(page, 'Configure Your Surface')).toBeVisible();
      await page.goForward();
      await expect(stepHeading(page, 'Quote Summary')).toBeVisible();
    });

    test('leaving mid-configuration asks first, and staying keeps the work', async ({ page }) => {
      await page.goto('/api/health');
      await openConfigurator(page);
      await pickWood(page, 'Kiaat', 'Face');

      const prompts: string[] = [];
      let stay = true;
      page.on('dialog', (prompt) => {
        prompts.push(prompt.type());
        void (stay ? prompt.dismiss() : prompt.accept());
      });
      // The wood is on screen (so the leave prompt is armed) before the customer follows a link.
      await expect(page.getByText('Kiaat, face grain').first()).toBeVisible();
      // A link out asks; the customer stays and the work is there.
      await page.getByRole('link', { name: 'Trade partners: apply' }).click();
      await expect.poll(() => prompts).toEqual(['beforeunload']);
      await expect(page).toHaveURL(/\/configurator$/);
      await expect(page.getByText('Kiaat, face grain').first()).toBeVisible();

      // Back past the first step would leave the site: the browser asks first.
      stay = false;
      await page.goBack();
      await expect.poll(() => prompts).toEqual(['beforeunload', 'beforeunload']);
      await expect(page).toHaveURL(/\/api\/health$/);
    });
  });
}
