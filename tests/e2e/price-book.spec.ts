import type { APIRequestContext, Page } from '@playwright/test';
import { formatRand } from '#core/money';
import type { PriceBookVersionView } from '#core/price-book-admin/price-book-content';
import type { QuoteResponse } from '#core/quotes/quote-response';
import { grainSampleSurface } from '#core/surface/surface-defaults';
import { encodeSurfaceLink } from '#core/surface/surface-link';
import { PRICE_NOTICE_SLOTS } from '#client/shared/catalogue/price-notice-slots';
import { withRateTimes } from '../integration/helpers/price-book-edits';
import { makeQuoteRequest } from '../integration/helpers/quote-factories';
import { E2E_OWNER } from './e2e-accounts';
import { expect, test } from './fixtures';
import { openConfigurator, serverLineTotal } from './helpers/configurator';

/**
 * PRICE-30, PRICE-32: an owner's price rise reaches new configurator pages, never an issued quote;
 * PRICE-34: the price book's sections, save bar and Restore as a real layout places them. What the
 * editor says and refuses (PRICE-33, CONF-41) is in src/client/features/price-book/price-book-screen.test.tsx.
 */

// The tests save and restore versions of the one price book: one after another, so each knows its base.
test.describe.configure({ mode: 'default' });

const kiaatCountertop = grainSampleSurface({ surfaceType: 'countertop', woodSpecies: 'kiaat', grainStyle: 'face' });

async function signInOwner(page: Page): Promise<number> {
  const response = await page.request.post('/api/staff/login', {
    data: { email: E2E_OWNER.email, password: E2E_OWNER.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return currentVersion(page.request);
}

async function currentVersion(request: APIRequestContext): Promise<number> {
  return ((await (await request.get('/api/admin/price-book')).json()) as { data: PriceBookVersionView }).data.version;
}

/** Puts the book back for the other tests on this server: a restore is a version too. */
async function restore(request: APIRequestContext, version: number): Promise<void> {
  const restored = await request.post(`/api/admin/price-book/versions/${version}/restore`, {
    data: { version: version + 1, reason: 'End of the e2e test' },
  });
  expect(restored.status()).toBe(200);
}

/** PRICE-34: Save and Discard, on screen while the draft has unsaved changes. */
const saveBar = (page: Page) => page.getByRole('region', { name: 'Unsaved changes' });

test('an owner raises kiaat by 10 % and saves it; a new configurator tab has the new price, an issued quote keeps the old', async ({
  page,
  context,
}) => {
  const created = await page.request.post('/api/quotes', { data: makeQuoteRequest() });
  expect(created.status()).toBe(201);
  const quote = ((await created.json()) as { data: QuoteResponse }).data;
  const oldPrice = await serverLineTotal(page.request, kiaatCountertop);
  const baseVersion = await signInOwner(page);
  await page.goto('/admin/prices');
  await page.getByLabel('Kiaat face rate per m³').fill('209000.00');
  // Countertop 1200 × 600 × 32 in kiaat: 0.02736 m³ × R19,000 more = R519.84 more.
  const preview = page.getByRole('region', { name: 'Preview: your changes' });
  await expect(
    preview
      .getByRole('row', { name: /Countertop, Kiaat face/ })
      .getByRole('cell')
      .nth(3),
  ).toHaveText('R 519.84');
  await saveBar(page)
    .getByRole('button', { name: `Save as version ${baseVersion + 1}` })
    .click();
  await expect(page.getByText(`Version ${baseVersion + 1}, saved`)).toBeVisible();

  const newTab = await context.newPage();
  await openConfigurator(newTab, `/configurator?c=${encodeSurfaceLink(kiaatCountertop)}`);
  const newPrice = await serverLineTotal(page.request, kiaatCountertop);
  expect(newPrice).not.toBe(oldPrice);
  await expect(newTab.getByTestId('line-total')).toHaveText(newPrice);
  const quotePage = await context.newPage();
  await quotePage.goto(`/quote/${quote.token}`);
  await expect(quotePage.getByTestId('summary-total')).toHaveText(formatRand(quote.totalCents));

  await restore(page.request, baseVersion);
  expect(await serverLineTotal(page.request, kiaatCountertop)).toBe(oldPrice);
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`each section is one step from the bar at the top, the save bar stays in view while changes wait, and Restore is one step from History (PRICE-34), ${viewport.width}×${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const baseVersion = await signInOwner(page);
    await page.goto('/admin/prices');
    const sections = page.getByRole('navigation', { name: 'Price book sections' });
    const bracket = page.getByLabel('Bracket (each) (R)');
    const before = await bracket.inputValue();
    await expect(saveBar(page)).toBeHidden();
    await bracket.fill(String(Number(before) + 1));
    await expect(saveBar(page).getByText('1 change not saved')).toBeVisible();
    for (const [link, name] of [
      ['History', 'History'],
      ['Photos', 'Wood photos'],
      ['Finishes and extras', 'Finishes and extras'],
      ['Species and rates', 'Species and rates'],
    ] as const) {
      await sections.getByRole('link', { name: link }).click();
      const heading = page.getByRole('heading', { level: 2, name, exact: true });
      await expect(heading).toBeInViewport();
      await expect(sections).toBeInViewport();
      await expect(saveBar(page)).toBeInViewport();
      // The heading is not under the sticky bar.
      await expect(async () => {
        const [bar, box] = [await sections.boundingBox(), await heading.boundingBox()];
        expect(box && bar ? box.y - (bar.y + bar.height) : -1).toBeGreaterThanOrEqual(0);
      }).toPass();
    }
    await saveBar(page).getByRole('button', { name: 'Review' }).click();
    await expect(page.getByRole('region', { name: 'Preview: your changes' }).getByText(/^Bracket/)).toBeInViewport();
    await saveBar(page).getByRole('button', { name: 'Discard' }).click();
    await expect(saveBar(page)).toBeHidden();
    await expect(bracket).toHaveValue(before);

    await sections.getByRole('link', { name: 'History' }).click();
    const restoreButton = page
      .getByRole('region', { name: 'History' })
      .getByRole('button', { name: /^Restore version \d+$/ })
      .first();
    await expect(restoreButton).toBeInViewport();
    await restoreButton.click();
    await expect(page.getByRole('button', { name: /^Yes, restore version \d+$/ })).toBeInViewport();
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await currentVersion(page.request)).toBe(baseVersion);
  });
}

/**
 * A price change is said where the customer looks (ADR 020): in the sticky price bar on a phone,
 * by the column's sticky Add & Get My Quote on a wide screen, in view far down the form.
 */
for (const viewport of [
  { width: 390, height: 844, slot: PRICE_NOTICE_SLOTS.bar },
  { width: 1280, height: 800, slot: PRICE_NOTICE_SLOTS.actions },
]) {
  test(`a price change shows where the customer looks, ${viewport.width}×${viewport.height}`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await openConfigurator(page, `/configurator?c=${encodeSurfaceLink(kiaatCountertop)}`);
    // The customer is choosing a finish, far down the form from where the notice used to appear.
    await page.getByRole('radio', { name: /Gloss/ }).scrollIntoViewIfNeeded();

    const signedIn = await request.post('/api/staff/login', {
      data: { email: E2E_OWNER.email, password: E2E_OWNER.password },
    });
    expect(signedIn.status()).toBe(200);
    const current = ((await (await request.get('/api/admin/price-book')).json()) as { data: PriceBookVersionView })
      .data;
    const saved = await request.post('/api/admin/price-book', { data: withRateTimes(current, 'kiaat_face', 1.1) });
    expect(saved.status(), await saved.text()).toBe(200);
    // The page checks for new prices when it comes back into view (ADR 020); its watch loads
    // after the first screen, so the customer may come back more than once before it is there.
    const notice = page.locator(`#${viewport.slot}`).getByTestId('price-update-notice');
    await expect(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect(notice).toContainText('Prices were updated; this surface is now', { timeout: 1_000 });
    }).toPass();
    await expect(notice).toBeInViewport();
    await restore(request, current.version);
  });
}
