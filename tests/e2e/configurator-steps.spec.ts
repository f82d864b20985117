import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addToQuote, openConfigurator, pickWood, saveContactDetails } from './helpers/configurator';
import { transitionsEnded } from './helpers/transitions';

/** CONF-03: the wizard's steps as a browser knows them, and where the keyboard lands. */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const stepHeading = (page: Page, name: string): Locator => page.getByRole('heading', { level: 1, name });

test.describe('desktop, 1280×800', () => {
  test.use({ viewport: DESKTOP });

  test("the browser's Back and Forward move between the steps, and a reload keeps the step", async ({ page }) => {
    // The customer came from somewhere else; Back must not take them there from the Quote Summary.
    await page.goto('/api/health');
    await openConfigurator(page);
    await pickWood(page, 'Kiaat', 'Edge');
    await addToQuote(page);
    await expect(page).toHaveURL(/[?&]step=2/);

    await page.goBack();
    await expect(stepHeading(page, 'Configure Your Surface')).toBeVisible();
    await expect(page).toHaveURL(/\/configurator$/);
    await page.goForward();
    await expect(stepHeading(page, 'Quote Summary')).toBeVisible();
    await expect(page.getByTestId('saved-surface')).toHaveCount(1);

    await page.reload();
    await expect(stepHeading(page, 'Quote Summary')).toBeVisible();
    await expect(page.getByTestId('saved-surface')).toHaveCount(1);

    // The wizard's own buttons make history entries too.
    await page.getByRole('button', { name: 'Add Another Surface' }).click();
    await expect(stepHeading(page, 'Configure Your Surface')).toBeVisible();
    await page.goBack();
    await expect(stepHeading(page, 'Quote Summary')).toBeVisible();
  });

  test('focus lands on the new step’s heading and on the result after saving the details or downloading', async ({ page }) => {
    await openConfigurator(page);
    await pickWood(page, 'Kiaat', 'Edge');
    const add = page.getByRole('button', { name: 'Add & Get My Quote' });
    // A disabled button takes no focus, and Enter would then press nothing: wait until the chosen wood has enabled it.
    await expect(add).toBeEnabled();
    await add.focus();
    await expect(add).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 'Quote Summary')).toBeFocused();

    await saveContactDetails(page);
    await expect(page.getByRole('heading', { name: 'Your Quote' })).toBeFocused();

    const downloadButton = page.getByRole('button', { name: 'Download PDF' });
    await downloadButton.focus();
    const downloaded = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    await downloaded;
    await expect(page.getByTestId('quote-number')).toBeVisible();
    await expect(downloadButton).toBeFocused();

    await page.getByRole('button', { name: 'Back' }).first().click();
    await expect(stepHeading(page, 'Configure Your Surface')).toBeFocused();
  });
});

/** WCAG's relative luminance and contrast ratio of two CSS rgb() colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string): number => {
    const [r, g, bl] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const c = Number(part) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

test.describe('phone, 390×844', () => {
  test.use({ viewport: PHONE });

  test('the focus ring on a dark button in a white card has 3:1 against the button and against the card', async ({ page }) => {
    await openConfigurator(page);
    await pickWood(page, 'Kiaat', 'Edge');
    const add = page.getByRole('button', { name: 'Add & Get My Quote' });
    // Keyboard focus, so :focus-visible applies.
    await page.getByRole('button', { name: 'Copy link' }).focus();
    await page.keyboard.press('Tab');
    await expect(add).toBeFocused();
    // The ring's colours as they rest, not as they fade in.
    await transitionsEnded(page);
    const look = await add.evaluate((button) => {
      const style = getComputedStyle(button);
      let card: Element | null = button.parentElement;
      while (card && getComputedStyle(card).backgroundColor === 'rgba(0, 0, 0, 0)') card = card.parentElement;
      return {
        ring: style.outlineColor,
        ringWidth: parseFloat(style.outlineWidth),
        offset: parseFloat(style.outlineOffset),
        band: style.boxShadow,
        fill: style.backgroundColor,
        card: card ? getComputedStyle(card).backgroundColor : 'rgb(255, 255, 255)',
      };
    });
    expect(look.ringWidth).toBeGreaterThanOrEqual(2);
    expect(contrast(look.ring, look.card), 'ring against the card').toBeGreaterThanOrEqual(3);
    // What the button touches: a band of the indicator's own, else the ring itself (a thin
    // gap of card colour is not an indicator; the ring is measured against the button).
    const bandColour = /rgb\([^)]*\)/.exec(look.band)?.[0] ?? look.ring;
    const bandWidth = Number(/(\d+)px\s*$/.exec(look.band)?.[1] ?? 0);
    expect(bandWidth, 'the band fills the gap between ring and button').toBeGreaterThanOrEqual(look.offset);
    expect(contrast(bandColour, look.fill), 'band against the button').toBeGreaterThanOrEqual(3);
    expect(contrast(bandColour, look.ring), 'band against the ring').toBeGreaterThanOrEqual(3);
    await page.screenshot({ path: test.info().outputPath('focus-ring.png') });
  });
});
