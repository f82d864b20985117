import type { Locator, Page } from '@playwright/test';
import { makeQuoteRequest } from '../integration/helpers/quote-factories';
import { expect, test } from './fixtures';
import { PHONE_AND_DESKTOP, WITH_SOFTWARE_WEBGL } from './helpers/webgl';
import { axeViolations } from './helpers/axe';
import { addToQuote, openConfigurator, pickWood } from './helpers/configurator';

/**
 * One Back rule: the browser's Back closes whatever dialog is open and stays on the page, on
 * every page, and never asks "Leave site?" on the way (the work is kept in the browser). The
 * wood dialog's own journey is back-and-leave.spec.ts. The 3D view needs WebGL: SwiftShader,
 * as in model3d.spec.ts.
 */
test.use(WITH_SOFTWARE_WEBGL);

/** Every "Leave site?" prompt the page raises; each one is dismissed, so a raised one keeps the page. */
function watchLeavePrompts(page: Page): string[] {
  const prompts: string[] = [];
  page.on('dialog', (prompt) => {
    prompts.push(prompt.type());
    void prompt.dismiss();
  });
  return prompts;
}

/** Opens the dialog, presses Back: the dialog is gone, the address is the same, and nothing asked. */
async function backCloses(page: Page, open: () => Promise<unknown>, dialog: Locator, prompts: string[]): Promise<void> {
  const address = page.url();
  await open();
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  expect(page.url()).toBe(address);
  expect(prompts).toEqual([]);
}

for (const [size, viewport] of PHONE_AND_DESKTOP) {
  test.describe(`${size} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('configurator: Back closes the 3D view and Start over, then the terms on the summary, which stays', async ({
      page,
    }) => {
      const prompts = watchLeavePrompts(page);
      await openConfigurator(page);
      await pickWood(page, 'Kiaat', 'Edge');
      const view3d = page.getByTestId('model3d-dialog');
      await backCloses(page, () => page.getByTestId('view-in-3d').first().click(), view3d, prompts);
      await expect(page.getByRole('heading', { level: 1, name: 'Configure Your Surface' })).toBeVisible();
      await backCloses(
        page,
        () => page.getByRole('button', { name: 'Start over' }).click(),
        page.getByRole('dialog', { name: 'Start over?' }),
        prompts,
      );
      await expect(page.getByText('Kiaat, edge grain').first()).toBeVisible();

      await addToQuote(page);
      const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
      await backCloses(page, () => page.getByRole('button', { name: 'terms and conditions' }).click(), terms, prompts);
      await expect(page.getByRole('heading', { level: 1, name: 'Quote Summary' })).toBeVisible();
      // The work is kept in the browser: a reload asks nothing and keeps it.
      await page.reload();
      await expect(page.getByTestId('saved-surface')).toHaveCount(1);
      expect(prompts).toEqual([]);
    });

    test('quote page: Back closes Accept and the 3D view and stays on the quote', async ({ page, request }) => {
      const created = await request.post('/api/quotes', { data: makeQuoteRequest() });
      expect(created.status(), await created.text()).toBe(201);
      const { token, quoteNumber } = ((await created.json()) as { data: { token: string; quoteNumber: string } }).data;
      const prompts = watchLeavePrompts(page);
      await page.goto('/api/health');
      await page.goto(`/quote/${token}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Quote ${quoteNumber}`);
      const accept = page.getByRole('dialog', { name: `Accept quote ${quoteNumber}?` });
      await backCloses(page, () => page.getByRole('button', { name: 'Accept Quote' }).click(), accept, prompts);
      await backCloses(
        page,
        () => page.getByTestId('view-in-3d').first().click(),
        page.getByTestId('model3d-dialog'),
        prompts,
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Quote ${quoteNumber}`);
      // Closed by its own button, a dialog leaves no entry: the next Back leaves the quote as it would have.
      await page.getByRole('button', { name: 'Accept Quote' }).click();
      await accept.getByRole('button', { name: 'Cancel' }).click();
      await expect(accept).toBeHidden();
      expect(await axeViolations(page)).toEqual([]);
      await page.goBack();
      await expect(page).toHaveURL(/\/api\/health$/);
    });
  });
}
