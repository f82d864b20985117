import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { choose, fillNumber, openConfigurator, pickWood } from './helpers/configurator';

/** Issue 10: what blocked or hid the configurator at the sizes customers use. */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** The button is on screen and nothing covers its middle, so a click lands on it. */
async function expectReachable(page: Page, button: Locator): Promise<void> {
  const box = await button.boundingBox();
  if (!box) throw new Error('The button has no box');
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('No viewport');
  expect(box.y, 'the button starts below the top of the screen').toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'the button ends above the bottom of the screen').toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  const onTop = await button.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return hit !== null && element.contains(hit);
  });
  expect(onTop, 'nothing covers the button').toBe(true);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll, 'the page is no wider than the screen').toBeLessThanOrEqual(widths.client);
}

test.describe('desktop, 1280×800', () => {
  test.use({ viewport: DESKTOP });

  test("'Add & Get My Quote' stays on screen at every page scroll position with a long price breakdown", async ({ page }) => {
    await openConfigurator(page);
    await pickWood(page, 'Kiaat', 'Edge');
    await choose(page, 'Layout', 'L-Shape');
    await fillNumber(page, 'Length', 3000);
    await fillNumber(page, 'Section 1 length', 1800);
    await fillNumber(page, 'Section 1 width', 600);
    await choose(page, 'Waterfall Edge', 'Double');
    await choose(page, 'Backsplash Height', '150 mm');
    for (const cutout of ['Single Sink', 'Prep Bowl', 'Tap Hole']) await page.getByRole('checkbox', { name: new RegExp(`^${cutout}`) }).check();
    const summary = page.getByRole('complementary', { name: 'Your surface' });
    await expect(summary.getByText('Cutout: Tap Hole')).toBeVisible();
    const add = page.getByRole('button', { name: 'Add & Get My Quote' });
    await expect(add).toBeEnabled();

    const scrollHeight = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    for (const fraction of [0, 0.25, 0.5, 0.75, 1]) {
      await page.evaluate((y) => window.scrollTo(0, y), Math.round(scrollHeight * fraction));
      await expectReachable(page, add);
    }
    await add.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quote Summary' })).toBeVisible();
  });
});

test.describe('phone, 390×844 and 320 wide', () => {
  test.use({ viewport: PHONE });

  test('comparing two woods keeps the page to the screen and the price bar whole', async ({ page }) => {
    await openConfigurator(page);
    for (const wood of ['Pine', 'Walnut']) {
      const compare = page.getByRole('button', { name: `Compare ${wood}`, exact: true });
      await compare.click();
      await expect(compare).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(page.getByRole('region', { name: 'Compare woods' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectReachable(page, page.getByRole('link', { name: 'Review & add' }));

    await page.setViewportSize({ width: 320, height: 700 });
    await expectNoSidewaysScroll(page);
    await expectReachable(page, page.getByRole('link', { name: 'Review & add' }));
  });
});

/** The smallest dimension label of every drawing in `scope`, in screen pixels. */
async function smallestLabelPx(page: Page, scope: Locator): Promise<number> {
  await expect(scope.getByTestId('surface-drawing').first()).toBeVisible();
  // The drawing lays its labels out again once it knows its size on screen.
  await page.waitForTimeout(200);
  const sizes = await scope.getByTestId('surface-drawing').evaluateAll((drawings) =>
    // Only drawings on screen: the print summary's copy is hidden.
    drawings.filter((svg) => svg.getBoundingClientRect().width > 0).flatMap((svg) =>
      [...svg.querySelectorAll('text')].map((text) => parseFloat(getComputedStyle(text).fontSize) * Math.hypot(text.getScreenCTM()?.a ?? 0, text.getScreenCTM()?.b ?? 0)),
    ),
  );
  expect(sizes.length).toBeGreaterThan(0);
  return Math.min(...sizes);
}

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`${size}, ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the drawing’s labels on L, U and G layouts are at least 11 px, in the configurator and the summary', async ({ page }) => {
      await openConfigurator(page);
      await pickWood(page, 'Kiaat', 'Edge');
      const summary = page.getByRole('complementary', { name: 'Your surface' });
      for (const layout of ['L-Shape', 'U-Shape', 'G-Shape']) {
        await choose(page, 'Layout', layout);
        await fillNumber(page, 'Length', 3000);
        expect(await smallestLabelPx(page, summary), `${layout} in the configurator`).toBeGreaterThanOrEqual(11);
      }
      await page.getByRole('button', { name: 'Add & Get My Quote' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Quote Summary' })).toBeVisible();
      expect(await smallestLabelPx(page, page.getByTestId('saved-surface')), 'G-Shape in the summary').toBeGreaterThanOrEqual(11);
      await page.screenshot({ path: test.info().outputPath('summary.png'), fullPage: false });
    });
  });
}
