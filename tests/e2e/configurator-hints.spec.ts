import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addToQuote, choose, openConfigurator, pickWood } from './helpers/configurator';

/** CONF-44, OPS-10: the configurator's tooltips (700 ms, skip 300 ms) and haptics. */

async function reachStepTwo(page: Page): Promise<void> {
  await openConfigurator(page);
  await pickWood(page, 'Pine', 'Face');
  await addToQuote(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Quote Summary' })).toBeVisible();
}

test.describe('tooltips, 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('open 700 ms after the pointer rests, at once within the 300 ms skip delay, on keyboard focus too, describe their control and close on Escape', async ({
    page,
  }) => {
    await page.clock.install();
    await reachStepTwo(page);
    const stepTwo = page.locator('[data-tip="Go to step 2"]');
    const startOver = page.getByRole('button', { name: 'Start over' });
    await expect(startOver).toBeVisible();
    const tooltip = page.getByRole('tooltip');
    // From here on the page's clock moves only when the test moves it.
    await page.clock.pauseAt(Date.now() + 60_000);

    await stepTwo.hover();
    await page.clock.runFor(699);
    await expect(tooltip).toBeHidden();
    await page.clock.runFor(1);
    await expect(tooltip).toHaveText('Go to step 2');
    await expect(stepTwo).toHaveAccessibleDescription('Go to step 2');

    // Within 300 ms of one closing, the next opens at once; after that, it waits again.
    await startOver.hover();
    await expect(tooltip).toHaveText('Clear this surface and your quote, and begin again');
    await expect(startOver).toHaveAccessibleDescription('Clear this surface and your quote, and begin again');
    await expect(stepTwo).toHaveAccessibleDescription('');
    await page.mouse.move(640, 700);
    await expect(tooltip).toBeHidden();
    await page.clock.runFor(301);
    await stepTwo.hover();
    await page.clock.runFor(650);
    await expect(tooltip).toBeHidden();
    await page.clock.runFor(50);
    await expect(tooltip).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
    await expect(stepTwo).toHaveAccessibleDescription('');

    // Keyboard focus shows it with no wait.
    await page.mouse.move(640, 700);
    await page.locator('header a').first().focus();
    await page.keyboard.press('Tab');
    await expect(stepTwo).toBeFocused();
    await expect(tooltip).toHaveText('Go to step 2');
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
  });

  test('no tooltip library arrives with the first load', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await openConfigurator(page);
    const bodies = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
    expect(bodies.some((body) => body.includes('TooltipProvider'))).toBe(false);
  });
});

test.describe('haptics, 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a choice or a checkbox is felt light, adding to the quote medium and starting over heavy, with OPS-10’s patterns', async ({ page }) => {
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      (window as unknown as { vibrations: unknown[] }).vibrations = calls;
      Object.defineProperty(navigator, 'vibrate', { configurable: true, value: (pattern: unknown) => calls.push(pattern) > 0 });
    });
    const vibrations = () => page.evaluate(() => (window as unknown as { vibrations: unknown[] }).vibrations);
    await openConfigurator(page);
    await expect(page.getByRole('button', { name: 'Start over' })).toBeVisible();
    await choose(page, 'Surface Finish', 'Satin');
    await expect.poll(vibrations).toEqual([[10]]);
    // A native checkbox (a cutout) is felt as a choice is, once a tap.
    await page.getByRole('checkbox', { name: /^Tap Hole/ }).check();
    await expect.poll(vibrations).toEqual([[10], [10]]);
    await pickWood(page, 'Pine', 'Face');
    await addToQuote(page);
    await expect.poll(vibrations).toContainEqual([15, 10, 15]);
    await page.getByRole('button', { name: 'Start over' }).click();
    await page.getByRole('dialog', { name: 'Start over?' }).getByRole('button', { name: 'Yes, start over' }).click();
    await expect.poll(async () => (await vibrations()).at(-1)).toEqual([25, 15, 25, 15, 25]);
  });

  // The fixture fails the test on any error the page throws or logs.
  test('a device that cannot vibrate is ignored', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'vibrate', { configurable: true, value: undefined });
    });
    await openConfigurator(page);
    await expect(page.getByRole('button', { name: 'Start over' })).toBeVisible();
    await choose(page, 'Surface Finish', 'Satin');
    await pickWood(page, 'Pine', 'Face');
    await addToQuote(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Quote Summary' })).toBeVisible();
  });
});
