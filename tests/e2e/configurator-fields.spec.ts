import { expect, test } from './fixtures';
import { choose, chooseSurfaceType, expectPriceMatchesServer, fillNumber, openConfigurator, pickWood } from './helpers/configurator';

/** Fields that named the wrong bound, shouted too early or changed the customer's choice silently. */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

test.describe('desktop, 1280×800', () => {
  test.use({ viewport: DESKTOP });

  test("a square top's error names 'Side length', marks it, takes the customer to it, and its hint states the real bound", async ({ page }) => {
    await openConfigurator(page);
    await chooseSurfaceType(page, 'Table Top');
    await choose(page, 'Table Shape', 'Square');
    const side = page.getByLabel('Side length', { exact: true });
    await expect(page.getByLabel('Width', { exact: true })).toHaveCount(0);
    await expect(page.locator('#lengthMm-message')).toHaveText('100–1500 mm');

    await fillNumber(page, 'Side length', 3000);
    await expect(side).toHaveAttribute('aria-invalid', 'true');
    const summary = page.getByRole('complementary', { name: 'Your surface' });
    const error = summary.getByRole('button', { name: 'Side length must be between 100 and 1500 mm' });
    await expect(error).toBeVisible();
    await expect(summary.getByText(/Width must be/)).toHaveCount(0);
    await page.getByRole('heading', { level: 1 }).click();
    await error.click();
    await expect(side).toBeFocused();

    await fillNumber(page, 'Side length', 1200);
    await expect(side).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('line-total')).toBeVisible();
  });
});

test.describe('phone, 390×844', () => {
  test.use({ viewport: PHONE });

  for (const [layout, sections] of [
    ['L-Shape', [1]],
    ['Galley', [1]],
    ['U-Shape', [1, 2]],
    ['G-Shape', [1, 2, 3]],
  ] as const) {
    test(`picking ${layout} calls nothing an error and keeps the price, with starting sizes for its sections`, async ({ page, request }) => {
      await openConfigurator(page);
      await pickWood(page, 'Kiaat', 'Edge');
      await choose(page, 'Layout', layout);
      await expect(page.getByText(/is required/)).toHaveCount(0);
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
      await expect(page.getByTestId('line-total')).toBeVisible();
      for (const section of sections) {
        await expect(page.getByLabel(`Section ${section} length`, { exact: true })).not.toHaveValue('');
        await expect(page.getByLabel(`Section ${section} width`, { exact: true })).toHaveValue('600');
      }
      await expectPriceMatchesServer(page, request, {});

      // Once the customer has tried, a bad size is an error on its field.
      await fillNumber(page, 'Section 1 length', 50);
      await expect(page.getByLabel('Section 1 length', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    });
  }

  test('an oval is longer than it is wide, drawn as an ellipse, and refuses equal sides', async ({ page, request }) => {
    await openConfigurator(page);
    await chooseSurfaceType(page, 'Table Top');
    await pickWood(page, 'Walnut', 'Face');
    await expect(page.getByLabel('Side length', { exact: true })).toHaveValue('900');
    await choose(page, 'Table Shape', 'Oval');
    await expect(page.getByLabel('Length', { exact: true })).toHaveValue('1800');
    await expect(page.getByLabel('Width', { exact: true })).toHaveValue('900');
    const outline = page.getByRole('complementary', { name: 'Your surface' }).getByTestId('surface-drawing').locator('ellipse').first();
    const [rx, ry] = await outline.evaluate((e) => [Number(e.getAttribute('rx')), Number(e.getAttribute('ry'))]);
    expect(rx).toBeCloseTo(2 * ry, 0);
    await expectPriceMatchesServer(page, request, { tableShape: 'oval', lengthMm: 1800, widthMm: 900 });

    await fillNumber(page, 'Length', 900);
    await expect(page.getByLabel('Length', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('An oval top must be longer than it is wide').first()).toBeVisible();
  });
});
