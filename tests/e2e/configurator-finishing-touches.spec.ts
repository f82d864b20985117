import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addToQuote, openConfigurator, pickWood, saveContactDetails } from './helpers/configurator';

/**
 * What surprised a customer, where only a real layout engine can show it: a photo viewer the
 * grain dialog showed through, and toasts over the quote panel's actions. The rest of what
 * surprised them is proved beside the screens (configurator-page.test.tsx, quote-summary-step.test.tsx).
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('no box: the element is not on the page');
  return box;
}

function intersects(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
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

for (const [size, viewport] of [['desktop', DESKTOP]] as const) {
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
      const center = {
        x: dialogCloseBox.x + dialogCloseBox.width / 2,
        y: dialogCloseBox.y + dialogCloseBox.height / 2,
      };
      expect(await isOnTopAt(page, viewer, center)).toBe(true);
      expect(await isOnTopAt(page, dialogClose, center)).toBe(false);
      const viewerClose = viewer.getByRole('button', { name: 'Close photos' });
      const viewerCloseBox = await boxOf(viewerClose);
      expect(
        await isOnTopAt(page, viewerClose, {
          x: viewerCloseBox.x + viewerCloseBox.width / 2,
          y: viewerCloseBox.y + viewerCloseBox.height / 2,
        }),
      ).toBe(true);

      await viewerClose.click();
      await expect(viewer).toBeHidden();
      await expect(dialog).toBeVisible();
    });
  });
}

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
        .poll(async () => intersects(await boxOf(toast), await boxOf(target)), {
          message: `toast over ${await target.textContent()} (${block})`,
        })
        .toBe(false);
    }
  }
}

for (const [size, viewport] of [['phone', PHONE]] as const) {
  test.describe(`toasts after saving, ${size} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("never cover 'Email Quote' or 'View your quote online'", async ({ page }) => {
      await openConfigurator(page);
      await pickWood(page, 'Kiaat', 'Edge');
      await addToQuote(page);
      // Saved with the button at the bottom of the window, as a customer scrolling down the form does.
      await page
        .getByRole('button', { name: 'Save & Get My Quote' })
        .evaluate((element) => element.scrollIntoView({ block: 'end' }));
      await saveContactDetails(page);
      await expect(page.getByText('Information Saved', { exact: true })).toBeVisible();
      await expectToastClearOf(page, page.getByRole('button', { name: 'Email Quote' }));

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download PDF' }).click();
      await download;
      await expect(page.getByText('PDF Generated', { exact: true })).toBeVisible();
      await expectToastClearOf(
        page,
        page.getByRole('link', { name: 'View your quote online' }),
        page.getByRole('button', { name: 'Email Quote' }),
      );
    });
  });
}
