import type { Page, Route } from '@playwright/test';
import { acceptConsoleErrors, expect, test } from './fixtures';
import { addToQuote, openConfigurator, pickWood, woodButton } from './helpers/configurator';

/**
 * A customer never loses the page to one bad answer or one bad record (CONF-27, OPS-20), and the
 * phone screens keep the main action in sight (CONF-04, OPS-09).
 */

const PNG_BYTES = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function answerWoodSpecies(page: Page, change: (records: unknown[]) => unknown): Promise<void> {
  await page.route('**/api/pricing/wood-species', async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: unknown[] };
    await route.fulfill({ response, json: { success: true, data: change(body.data) } });
  });
}

test('species data that is not a list leaves the grain list empty with a message; the page keeps working (CONF-27)', async ({ page }) => {
  await answerWoodSpecies(page, () => 'garbage');
  await openConfigurator(page);
  await woodButton(page, 'Pine').click();
  const dialog = page.getByRole('dialog', { name: 'Pine Wood' });
  await expect(dialog.getByRole('alert')).toHaveText(/The grain options could not be loaded just now/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  // The rest of step 1 is still there and still answers.
  await expect(page.getByRole('heading', { level: 1, name: 'Configure Your Surface' })).toBeVisible();
  await page.getByLabel('Length', { exact: true }).fill('1500');
  await expect(page.getByLabel('Length', { exact: true })).toHaveValue('1500');
  await expect(page.getByTestId('line-total')).toBeVisible();
});

test('a null or malformed species record is skipped and every other wood can still be chosen (CONF-27)', async ({ page }) => {
  await answerWoodSpecies(page, (records) => [null, { speciesId: 'pine', grainStyle: 'face' }, 42, ...records]);
  await openConfigurator(page);
  await pickWood(page, 'Pine', 'Face');
  await addToQuote(page);
  await expect(page.getByTestId('saved-line-total')).toBeVisible();
});

test('a screen that cannot show its data apologises in place with Try again, instead of a blank site (OPS-20)', async ({ page, consoleErrors }) => {
  await page.route('**/api/quotes/not-a-real-token-0000000000000000', (route) => route.fulfill({ json: { success: true, data: 'garbage' } }));
  await page.goto('/quote/not-a-real-token-0000000000000000');
  const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong here.' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  // React reports the error it caught; that report is the point of this test, not a fault of it.
  await expect.poll(() => acceptConsoleErrors(consoleErrors, /garbage|Cannot read|undefined|is not a function|The above error/).length).toBeGreaterThan(0);
  acceptConsoleErrors(consoleErrors, /./);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('step 1 has no Back button until there is a quote to go back to (CONF-04)', async ({ page }) => {
    await openConfigurator(page);
    await expect(page.getByRole('button', { name: 'Add & Get My Quote' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back', exact: true })).toHaveCount(0);
  });

  test('the price bar is opaque and a toast never covers it or the main button (OPS-09)', async ({ page }) => {
    await openConfigurator(page);
    const bar = page.getByTestId('mobile-price-bar');
    await expect(bar).toBeVisible();
    const background = await bar.evaluate((element) => getComputedStyle(element).backgroundColor);
    // rgb(…) is opaque; rgba(…, 0.95) let the page show through.
    expect(background).toMatch(/^rgb\(/);

    // The link can be copied once a wood is chosen.
    await pickWood(page, 'Pine', 'Face');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Link copied' });
    await expect(toast).toBeVisible();
    const overlaps = async () => {
      const toastBox = await toast.boundingBox();
      const covered = [await bar.boundingBox(), await page.getByRole('button', { name: 'Add & Get My Quote' }).boundingBox()];
      return covered.some(
        (box) =>
          !!toastBox &&
          !!box &&
          toastBox.x < box.x + box.width &&
          box.x < toastBox.x + toastBox.width &&
          toastBox.y < box.y + box.height &&
          box.y < toastBox.y + toastBox.height,
      );
    };
    await expect.poll(overlaps).toBe(false);
  });

  test('the Compare table keeps its row labels in view while the woods scroll sideways', async ({ page }) => {
    await openConfigurator(page);
    for (const species of ['Pine', 'Kiaat', 'Walnut']) await page.getByRole('button', { name: `Compare ${species}`, exact: true }).click();
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    const label = table.getByRole('rowheader').first();
    const before = await label.boundingBox();
    await table.evaluate((element) => {
      const scroller = element.parentElement;
      if (scroller) scroller.scrollLeft = scroller.scrollWidth;
    });
    await expect.poll(async () => (await label.boundingBox())?.x).toBe(before?.x);
  });

  test('the sketch field names the file just uploaded, not "No file chosen" (QUOTE-07)', async ({ page }) => {
    await openConfigurator(page);
    await pickWood(page, 'Pine', 'Face');
    await page.getByRole('button', { name: 'Add & Get My Quote' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quote Summary' })).toBeVisible();
    await expect(page.getByTestId('sketch-file-name')).toHaveText('No file chosen');
    await page.getByLabel('Upload a sketch').setInputFiles({ name: 'kitchen-plan.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await expect(page.getByTestId('sketch-file-name')).toHaveText('Uploaded: kitchen-plan.png');
  });
});

test('a double sink is drawn as two bowls (CONF-37)', async ({ page }) => {
  await openConfigurator(page);
  await page.getByRole('checkbox', { name: /Double Sink/ }).check();
  await expect(page.getByTestId('surface-drawing').first().locator('[data-cutout="double_sink"]')).toHaveCount(2);
});
