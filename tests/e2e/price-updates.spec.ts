import type { APIRequestContext } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import type { PriceBookVersionView } from '#core/price-book-admin/price-book-content';
import { grainSampleSurface } from '#core/surface/surface-defaults';
import { encodeSurfaceLink } from '#core/surface/surface-link';
import { E2E_OWNER } from './e2e-accounts';
import { acceptConsoleErrors, expect, test } from './fixtures';
import { addToQuote, fillContactDetails, openConfigurator, pickWood, saveContactDetails, serverLineTotal } from './helpers/configurator';

/**
 * ADR 020: an open page learns of a new price book (on focus, every 5 minutes, and when a save
 * is refused as stale), says what changed, and saves only what the customer has seen.
 */

// The tests change and restore the one price book of the server: one after another.
test.describe.configure({ mode: 'default' });

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const kiaatCountertop = grainSampleSurface({ surfaceType: 'countertop', woodSpecies: 'kiaat', grainStyle: 'face' });

/** The owner, signed in on a request context of their own: the customer's page stays a customer's. */
async function ownerSession(baseURL: string | undefined): Promise<APIRequestContext> {
  const owner = await playwrightRequest.newContext({ baseURL });
  const response = await owner.post('/api/staff/login', { data: { email: E2E_OWNER.email, password: E2E_OWNER.password } });
  expect(response.status(), await response.text()).toBe(200);
  return owner;
}

/** Saves the kiaat face rate × factor as a new version; answers a way to put the book back. */
async function raiseKiaat(owner: APIRequestContext, factor: number): Promise<() => Promise<void>> {
  const current = ((await (await owner.get('/api/admin/price-book')).json()) as { data: PriceBookVersionView }).data;
  const grain = current.book.species.kiaat_face;
  if (!grain) throw new Error('No kiaat face grain');
  const book = { ...current.book, species: { ...current.book.species, kiaat_face: { ...grain, rateCentsPerM3: Math.round(grain.rateCentsPerM3 * factor) } } };
  const saved = await owner.post('/api/admin/price-book', { data: { version: current.version, reason: 'e2e price rise', species: current.species, book } });
  expect(saved.status(), await saved.text()).toBe(200);
  return async () => {
    const restored = await owner.post(`/api/admin/price-book/versions/${current.version}/restore`, {
      data: { version: current.version + 1, reason: 'End of the e2e test' },
    });
    expect(restored.status(), await restored.text()).toBe(200);
    await owner.dispose();
  };
}

test.describe('desktop 1280×800', () => {
  test.use({ viewport: DESKTOP });

  test('coming back to the page after a price change shows the new price and what it was', async ({ page, baseURL }) => {
    await openConfigurator(page, `/configurator?c=${encodeSurfaceLink(kiaatCountertop)}`);
    const was = await serverLineTotal(page.request, kiaatCountertop);
    await expect(page.getByTestId('line-total')).toHaveText(was);

    const restore = await raiseKiaat(await ownerSession(baseURL), 1.1);
    try {
      const now = await serverLineTotal(page.request, kiaatCountertop);
      expect(now).not.toBe(was);
      // The watch loads after hydration, and a check already under way answers for a focus
      // meanwhile: the customer comes back to the page until it has heard them.
      await expect(async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('focus')));
        await expect(page.getByTestId('price-update-notice')).toBeVisible({ timeout: 1_000 });
      }).toPass();
      await expect(page.getByTestId('price-update-notice')).toHaveText(`Prices were updated; this surface is now ${now} (was ${was}).OK`);
      await expect(page.getByTestId('line-total')).toHaveText(now);
      await page.getByTestId('price-update-notice').getByRole('button', { name: 'OK' }).click();
      await expect(page.getByTestId('price-update-notice')).toHaveCount(0);
    } finally {
      await restore();
    }
  });

  test('a save priced with old prices is refused, shows the new total, and the next save stores what is shown', async ({ page, baseURL, consoleErrors }) => {
    await openConfigurator(page, `/configurator?c=${encodeSurfaceLink(kiaatCountertop)}`);
    await addToQuote(page);
    const was = await page.getByTestId('summary-total').textContent();

    const restore = await raiseKiaat(await ownerSession(baseURL), 1.1);
    try {
      await fillContactDetails(page);
      const refused = page.waitForResponse((response) => response.url().endsWith('/api/quotes') && response.request().method() === 'POST');
      await page.getByRole('button', { name: 'Save & Get My Quote' }).click();
      expect((await refused).status()).toBe(409);
      const notice = page.getByTestId('price-update-notice');
      await expect(notice).toContainText(`Prices were updated; your quote is now`);
      await expect(page.getByText('Prices Updated', { exact: true })).toBeVisible();
      const now = await page.getByTestId('summary-total').textContent();
      expect(now).not.toBe(was);
      await expect(notice).toHaveText(`Prices were updated; your quote is now ${now} (was ${was}).OK`);
      await expect(page.getByRole('heading', { name: 'Your Quote' })).toHaveCount(0);
      acceptConsoleErrors(consoleErrors, /409/);

      await page.getByRole('button', { name: 'Save & Get My Quote' }).click();
      await expect(page.getByRole('heading', { name: 'Your Quote' })).toBeVisible();
      await expect(page.getByTestId('quote-total')).toHaveText(now ?? '');
    } finally {
      await restore();
    }
  });

  test('a quote saved before a price change keeps its price, and the notice says so beside today’s', async ({ page, baseURL }) => {
    await openConfigurator(page, `/configurator?c=${encodeSurfaceLink(kiaatCountertop)}`);
    await addToQuote(page);
    await saveContactDetails(page);
    const quoteNumber = await page.getByTestId('quote-number').innerText();
    const saved = await page.getByTestId('quote-total').innerText();

    const restore = await raiseKiaat(await ownerSession(baseURL), 1.1);
    try {
      const notice = page.getByTestId('price-update-notice');
      await expect(async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('focus')));
        await expect(notice).toBeVisible({ timeout: 1_000 });
      }).toPass();
      const now = await page.getByTestId('summary-total').innerText();
      expect(now).not.toBe(saved);
      await expect(notice).toHaveText(
        new RegExp(
          `^Prices were updated\\. Your saved quote ${quoteNumber} keeps its price, ${saved.replace('.', '\\.')}, until \\d{4}/\\d{2}/\\d{2}; at today’s prices it would be ${now.replace('.', '\\.')}\\.OK$`,
        ),
      );
      // The issued quote is unchanged (QUOTE-11): its number and total stay on the panel.
      await expect(page.getByTestId('quote-number')).toHaveText(quoteNumber);
      await expect(page.getByTestId('quote-total')).toHaveText(saved);
      await page.screenshot({ path: test.info().outputPath('saved-quote-price-update.png') });
    } finally {
      await restore();
    }
  });

  test('a page reached by a link inside the app, whose prices came without their version, saves nothing priced from old prices', async ({ page, baseURL }) => {
    // The partner sign-in page is not the configurator's own page: its "Back to Configurator" link fetches the book alone.
    await page.goto('/professional/login');
    await page.getByRole('link', { name: 'Back to Configurator' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Configure Your Surface' })).toBeVisible();
    await pickWood(page, 'Kiaat', 'Face');
    await addToQuote(page);
    const was = await page.getByTestId('summary-total').textContent();
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/quotes')) posted.push(request.url());
    });

    const restore = await raiseKiaat(await ownerSession(baseURL), 1.1);
    try {
      await fillContactDetails(page);
      await page.getByRole('button', { name: 'Save & Get My Quote' }).click();
      const notice = page.getByTestId('price-update-notice');
      await expect(notice).toContainText('Prices were updated; your quote is now');
      const now = await page.getByTestId('summary-total').textContent();
      expect(now).not.toBe(was);
      await expect(notice).toHaveText(`Prices were updated; your quote is now ${now} (was ${was}).OK`);
      await expect(page.getByRole('heading', { name: 'Your Quote' })).toHaveCount(0);
      expect(posted).toEqual([]);

      await page.getByRole('button', { name: 'Save & Get My Quote' }).click();
      await expect(page.getByRole('heading', { name: 'Your Quote' })).toBeVisible();
      await expect(page.getByTestId('quote-total')).toHaveText(now ?? '');
      expect(posted).toHaveLength(1);
    } finally {
      await restore();
    }
  });
});

test.describe('phone 390×844', () => {
  test.use({ viewport: PHONE });

  test('an open page checks every 5 minutes and shows the new price', async ({ page, baseURL }) => {
    await page.clock.install();
    await openConfigurator(page, `/configurator?c=${encodeSurfaceLink(kiaatCountertop)}`);
    const was = await serverLineTotal(page.request, kiaatCountertop);
    const restore = await raiseKiaat(await ownerSession(baseURL), 1.2);
    try {
      const now = await serverLineTotal(page.request, kiaatCountertop);
      await page.clock.runFor(4 * 60_000);
      await expect(page.getByTestId('price-update-notice')).toHaveCount(0);
      await page.clock.runFor(60_000);
      const notice = page.getByTestId('price-update-notice');
      await expect(notice).toHaveText(`Prices were updated; this surface is now ${now} (was ${was}).OK`);
      await expect(notice).toBeInViewport();
    } finally {
      await restore();
    }
  });
});
