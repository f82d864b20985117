import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addToQuote, choose, chooseSurfaceType, expectPriceMatchesServer, openConfigurator, pickWood, saveContactDetails } from './helpers/configurator';

/** What surprised a customer in the grain dialog, the summary and the wizard. */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('no box: the element is not on the page');
  return box;
}

function intersects(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** What the customer sees at a point of the window belongs to `owner`. */
async function isOnTopAt(page: Page, owner: Locator, point: { x: number; y: number }): Promise<boolean> {
  const handle = await owner.elementHandle();
  return page.evaluate(
    ({ element, x, y }) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && element !== null && element.contains(hit);
    },
    { element: handle, x: point.x, y: point.y },
  );
}

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`the gallery viewer, ${size} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('is opaque and shows one close control', async ({ page }, testInfo) => {
      await openConfigurator(page);
      const wood = page.getByRole('button', { name: /(^|\s)Kiaat from .*choose grain orientation/ });
      await wood.click();
      const dialog = page.getByRole('dialog', { name: 'Kiaat Wood' });
      const dialogClose = dialog.getByRole('button', { name: 'Close', exact: true });
      const dialogCloseBox = await boxOf(dialogClose);
      await dialog
        .getByRole('button', { name: /^View photo 1 of/ })
        .first()
        .click();
      const viewer = page.getByRole('dialog', { name: /^Photos of/ });
      await expect(viewer.getByRole('button', { name: 'Previous' })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`gallery-${size}.png`) });

      // Nothing of the dialog shows through: the backdrop is fully opaque.
      const alpha = await viewer.evaluate((element) => {
        const colour = getComputedStyle(element).backgroundColor;
        const parts = /rgba?\(([^)]+)\)/.exec(colour)?.[1]?.split(',') ?? [];
        return parts.length === 4 ? Number(parts[3]) : 1;
      });
      expect(alpha).toBe(1);
      // Between the photo and Previous/Next (a 16 px gap) is the viewer, not a card's text.
      const previous = await boxOf(viewer.getByRole('button', { name: 'Previous' }));
      expect(await isOnTopAt(page, viewer, { x: previous.x + previous.width / 2, y: previous.y - 8 })).toBe(true);
      // The dialog's × is covered by the viewer: one close control, the viewer's, is what shows.
      const center = { x: dialogCloseBox.x + dialogCloseBox.width / 2, y: dialogCloseBox.y + dialogCloseBox.height / 2 };
      expect(await isOnTopAt(page, viewer, center)).toBe(true);
      expect(await isOnTopAt(page, dialogClose, center)).toBe(false);
      const viewerClose = viewer.getByRole('button', { name: 'Close photos' });
      const viewerCloseBox = await boxOf(viewerClose);
      expect(await isOnTopAt(page, viewerClose, { x: viewerCloseBox.x + viewerCloseBox.width / 2, y: viewerCloseBox.y + viewerCloseBox.height / 2 })).toBe(
        true,
      );

      await viewerClose.click();
      await expect(viewer).toBeHidden();
      await expect(dialog).toBeVisible();
    });
  });
}

test.describe('the quote summary, desktop 1280×800', () => {
  test.use({ viewport: DESKTOP });

  test('a removed surface can be put back exactly where it was', async ({ page }) => {
    await openConfigurator(page);
    await pickWood(page, 'Kiaat', 'Edge');
    await addToQuote(page);
    await page.getByRole('button', { name: 'Add Another Surface' }).click();
    await chooseSurfaceType(page, 'Desk Top');
    await pickWood(page, 'Walnut', 'Face');
    await addToQuote(page);
    await page.getByRole('button', { name: 'Add Another Surface' }).click();
    await chooseSurfaceType(page, 'Table Top');
    await pickWood(page, 'Pine', 'Face');
    await addToQuote(page);

    const cards = page.getByRole('list', { name: 'Surfaces in your quote' }).getByRole('listitem');
    const titles = () => cards.evaluateAll((items) => items.map((item) => item.querySelector('h2')?.textContent ?? item.textContent?.trim() ?? ''));
    const original = await titles();
    expect(original).toEqual(['Countertop · Single Wall', 'Desk Top', 'Table Top · Square']);
    const total = page.getByTestId('summary-total');
    const fullTotal = await total.textContent();

    await page.getByRole('button', { name: 'Remove Desk Top in Walnut' }).click();
    const undo = page.getByRole('button', { name: 'Undo removing Desk Top in Walnut' });
    await expect(undo).toBeFocused();
    await expect(cards.nth(1)).toContainText('Removed Desk Top in Walnut from your quote.');
    await expect(total).not.toHaveText(fullTotal ?? '');
    await page.getByRole('button', { name: 'Remove Countertop · Single Wall in Kiaat' }).click();
    await expect(cards.nth(0)).toContainText('Removed Countertop · Single Wall in Kiaat from your quote.');

    await undo.click();
    await expect(page.getByRole('button', { name: 'Remove Desk Top in Walnut' })).toBeFocused();
    await page.getByRole('button', { name: 'Undo removing Countertop · Single Wall in Kiaat' }).click();
    expect(await titles()).toEqual(original);
    await expect(total).toHaveText(fullTotal ?? '');
    // The order is the quote's, not only the screen's: a reload shows it the same.
    await page.reload();
    await expect(cards).toHaveCount(3);
    expect(await titles()).toEqual(original);
  });

  test('removing the only surface still offers Undo', async ({ page }) => {
    await openConfigurator(page);
    await pickWood(page, 'Kiaat', 'Edge');
    await addToQuote(page);
    await page.getByRole('button', { name: /^Remove / }).click();
    await expect(page.getByText('No surfaces configured')).toBeVisible();
    await page.getByRole('button', { name: /^Undo removing/ }).click();
    await expect(page.getByTestId('saved-surface')).toHaveCount(1);
    await expect(page.getByText('No surfaces configured')).toBeHidden();
  });

  test('the terms the checkbox agrees to are one click away', async ({ page }) => {
    await openConfigurator(page);
    await pickWood(page, 'Kiaat', 'Edge');
    await addToQuote(page);
    const agree = page.getByRole('checkbox', { name: 'I agree to the terms and conditions' });
    await page.getByRole('button', { name: 'terms and conditions' }).click();
    const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
    await expect(terms).toBeVisible();
    await expect(terms.getByText('Payment is due within 7 days of acceptance.')).toBeVisible();
    await expect(terms.getByText('Quotes are valid for 30 days from the quote date.')).toBeVisible();
    await expect(terms.getByText('Lead time is 3–4 weeks from quote confirmation and payment.')).toBeVisible();
    await terms.getByRole('button', { name: 'Close' }).click();
    await expect(terms).toBeHidden();
    // Reading the terms is not agreeing to them.
    await expect(agree).not.toBeChecked();
  });
});

/** The toast never covers the quote panel's actions, at any of these scroll positions. */
async function expectToastClearOf(page: Page, ...targets: Locator[]): Promise<void> {
  const toast = page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .first();
  await expect(toast).toBeVisible();
  // A toast closes after 5 s; on a busy test machine the scrolling below takes longer. Radix
  // pauses its timers while the window is out of focus, as when the customer looks away.
  await page.evaluate(() => window.dispatchEvent(new Event('blur')));
  for (const target of targets) {
    // The target at the very bottom of the window, where a toast used to sit, then at the top.
    for (const block of ['end', 'start', 'center'] as const) {
      await target.evaluate((element, where) => element.scrollIntoView({ block: where }), block);
      await expect
        .poll(async () => intersects(await boxOf(toast), await boxOf(target)), { message: `toast over ${await target.textContent()} (${block})` })
        .toBe(false);
    }
  }
}

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`toasts after saving, ${size} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("never cover 'Email Quote' or 'View your quote online'", async ({ page }) => {
      await openConfigurator(page);
      await pickWood(page, 'Kiaat', 'Edge');
      await addToQuote(page);
      // Saved with the button at the bottom of the window, as a customer scrolling down the form does.
      await page.getByRole('button', { name: 'Save & Get My Quote' }).evaluate((element) => element.scrollIntoView({ block: 'end' }));
      await saveContactDetails(page);
      await expect(page.getByText('Information Saved', { exact: true })).toBeVisible();
      await expectToastClearOf(page, page.getByRole('button', { name: 'Email Quote' }));

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download PDF' }).click();
      await download;
      await expect(page.getByText('PDF Generated', { exact: true })).toBeVisible();
      await expectToastClearOf(page, page.getByRole('link', { name: 'View your quote online' }), page.getByRole('button', { name: 'Email Quote' }));
    });
  });
}

test.describe('square, round and oval tops, desktop 1280×800', () => {
  test.use({ viewport: DESKTOP });

  test('offer one edge all round, not long and short sides, at the same price', async ({ page, request }) => {
    await openConfigurator(page);
    await chooseSurfaceType(page, 'Table Top');
    await pickWood(page, 'Walnut', 'Face');
    const edges = page.getByRole('region', { name: /Edge Sanding & Profiling/ });
    const expectOneEdgeControl = async (allLabel: string) => {
      await expect(page.getByText('Long sides (length)')).toHaveCount(0);
      await expect(page.getByText('Short sides (width)')).toHaveCount(0);
      await expect(page.getByText('Length runs along the front edge', { exact: false })).toHaveCount(0);
      await expect(edges.getByRole('radio', { name: allLabel })).toHaveAttribute('aria-checked', 'true');
    };
    await expectOneEdgeControl('All four sides');
    await choose(page, 'Table Shape', 'Round');
    await expectOneEdgeControl('All the way round');
    // Profiling is free (PRICE-09): the price is the server's with the edge or without.
    await choose(page, 'Profiled edge', 'None, sanded smooth');
    await expectPriceMatchesServer(page, request, { tableShape: 'round', lengthEdges: 0, widthEdges: 0 });
    await choose(page, 'Profiled edge', 'All the way round');
    await expectPriceMatchesServer(page, request, { tableShape: 'round', lengthEdges: 2, widthEdges: 2 });
    await choose(page, 'Table Shape', 'Oval');
    await expectOneEdgeControl('All the way round');

    // A rectangular top keeps its sides.
    await choose(page, 'Table Shape', 'Rectangular');
    await expect(page.getByText('Long sides (length)')).toBeVisible();
  });
});

test.describe('phone 390×844', () => {
  test.use({ viewport: PHONE });

  test('the step indicator names its steps on screen', async ({ page }) => {
    await openConfigurator(page);
    const progress = page.getByRole('navigation', { name: 'Progress' });
    for (const label of ['Configure', 'Quote Summary']) {
      const text = progress.getByText(label, { exact: true });
      await expect(text).toBeVisible();
      const box = await boxOf(text);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      expect(box.height).toBeGreaterThanOrEqual(14);
    }
  });

  test('comparing pine says nothing against food contact on a countertop tool', async ({ page }) => {
    await openConfigurator(page);
    for (const wood of ['Pine', 'Kiaat']) await page.getByRole('button', { name: `Compare ${wood}`, exact: true }).click();
    const comparison = page.getByRole('region', { name: 'Compare woods' });
    await expect(comparison).toContainText('Non-durable');
    await expect(comparison).not.toContainText(/food-contact|food contact/i);
  });
});
