import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addToQuote, openConfigurator, pickWood, woodButton } from './helpers/configurator';

/**
 * The browser's own Back, Forward, reload and leave prompt (CONF-03's steps are history
 * entries): Back closes the wood dialog, moves between the steps, and never asks before leaving
 * work the browser keeps. The journeys on a phone are in quote-email.spec.ts.
 */

test.use({ viewport: { width: 1280, height: 800 } });

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

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
  await expect(page).toHaveURL(/[?&]step=2/);

  // A reload keeps the step, and the wizard's own buttons make history entries too.
  await page.reload();
  await expect(page.getByTestId('saved-surface')).toHaveCount(1);
  await page.getByRole('button', { name: 'Add Another Surface' }).click();
  await expect(stepHeading(page, 'Configure Your Surface')).toBeVisible();
  await page.goBack();
  await expect(stepHeading(page, 'Quote Summary')).toBeVisible();
});

// The dialog's entry goes when it closes; the browser restoring the scroll it kept for the entry
// under it would move the page, and on a wood chosen race the page's own scroll to the next step.
test('closing the wood dialog leaves the page where it is, not where it was when the dialog opened', async ({
  page,
}) => {
  await openConfigurator(page);
  await woodButton(page, 'Ash').click();
  const dialog = page.getByRole('dialog', { name: 'Ash Wood' });
  await expect(dialog).toBeVisible();
  // The page's foot; by its text, as with the dialog open the page behind it is out of the accessibility tree
  // (aria-modal).
  const foot = page.getByText('Trade partners: apply', { exact: true });
  await expect(foot).not.toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(foot).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The dialog's entry is gone from history (history.back() has been answered)...
  await expect
    .poll(() => page.evaluate(() => (window.history.state as Record<string, unknown> | null)?.grainlineDialog ?? false))
    .toBe(false);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // ...and the page is still at its foot, not back at the wood.
  await expect(foot).toBeInViewport();
});

test('leaving mid-configuration asks only where the browser cannot keep the work', async ({ page }) => {
  const prompts: string[] = [];
  page.on('dialog', (prompt) => {
    prompts.push(prompt.type());
    void prompt.dismiss();
  });
  await openConfigurator(page);
  await pickWood(page, 'Kiaat', 'Face');
  // The work is kept in the browser: a link out (followed from the keyboard, as a link that
  // moves while the page settles can take a click beside it) and a reload ask nothing.
  await page.getByRole('link', { name: 'Trade partners: apply' }).press('Enter');
  await expect(page).toHaveURL(/\/professional\/apply$/);
  await page.goBack();
  await expect(page.getByText('Kiaat, face grain').first()).toBeVisible();
  await page.reload();
  await expect(page.getByText('Kiaat, face grain').first()).toBeVisible();
  expect(prompts).toEqual([]);

  // Where storage is blocked (some private modes) the work lives in the page only: leaving asks first, and staying
  // keeps it.
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('Storage is blocked', 'SecurityError');
    };
  });
  await openConfigurator(page);
  await pickWood(page, 'Kiaat', 'Face');
  await page.getByRole('link', { name: 'Trade partners: apply' }).press('Enter');
  await expect.poll(() => prompts).toEqual(['beforeunload']);
  await expect(page).toHaveURL(/\/configurator$/);
  await expect(page.getByText('Kiaat, face grain').first()).toBeVisible();
});
