import type { APIRequestContext, Page } from '@playwright/test';
import { formatRand } from '#core/money';
import type { PriceBookVersionView } from '#core/price-book-admin/price-book-content';
import type { QuoteResponse } from '#core/quotes/quote-response';
import { grainSampleSurface } from '#core/surface/surface-defaults';
import { encodeSurfaceLink } from '#core/surface/surface-link';
import { makeQuoteRequest } from '../integration/helpers/quote-factories';
import { E2E_OWNER } from './e2e-accounts';
import { acceptConsoleErrors, expect, test } from './fixtures';
import { axeViolations } from './helpers/axe';
import { openConfigurator, serverLineTotal } from './helpers/configurator';

/** PRICE-30, PRICE-32: an owner's price rise reaches new configurator pages, never an issued quote. */

// The tests save and restore versions of the one price book: one after another, so each knows its base.
test.describe.configure({ mode: 'default' });

const kiaatCountertop = grainSampleSurface({ surfaceType: 'countertop', woodSpecies: 'kiaat', grainStyle: 'face' });

async function signInOwner(page: Page): Promise<void> {
  const response = await page.request.post('/api/staff/login', { data: { email: E2E_OWNER.email, password: E2E_OWNER.password } });
  expect(response.status(), await response.text()).toBe(200);
}

async function currentVersion(request: APIRequestContext): Promise<number> {
  return ((await (await request.get('/api/admin/price-book')).json()) as { data: { version: number } }).data.version;
}

/** PRICE-34: Save and Discard, on screen while the draft has unsaved changes. */
function saveBar(page: Page) {
  return page.getByRole('region', { name: 'Unsaved changes' });
}

/** The open toast that carries this title. */
function toast(page: Page, title: string) {
  return page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title });
}

test('an owner raises kiaat by 10 %, previews it, saves it; a new configurator tab has the new price, an issued quote keeps the old', async ({
  page,
  context,
}) => {
  const created = await page.request.post('/api/quotes', { data: makeQuoteRequest() });
  expect(created.status()).toBe(201);
  const quote = ((await created.json()) as { data: QuoteResponse }).data;
  const oldPrice = await serverLineTotal(page.request, kiaatCountertop);

  await signInOwner(page);
  const baseVersion = await currentVersion(page.request);
  await page.goto('/admin/prices');
  await expect(page.getByRole('heading', { level: 1, name: 'Price book' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Prices' })).toBeVisible();
  const kiaatRate = page.getByLabel('Kiaat face rate per m³');
  await expect(kiaatRate).toHaveValue('190000.00');
  await kiaatRate.fill('209000.00');

  const preview = page.getByRole('region', { name: 'Preview: your changes' });
  await expect(preview.getByText('Kiaat face grain: rate per m³: R 190,000.00/m³ → R 209,000.00/m³')).toBeVisible();
  // Countertop 1200 × 600 × 32 in kiaat: 0.02736 m³ × R19,000 more = R519.84 more.
  const countertopRow = preview.getByRole('row', { name: /Countertop, Kiaat face/ });
  await expect(countertopRow.getByRole('cell').nth(3)).toHaveText('R 519.84');
  await preview.getByLabel('Reason (optional)').fill('Supplier rise of 10 %');
  await saveBar(page)
    .getByRole('button', { name: `Save as version ${baseVersion + 1}` })
    .click();

  await expect(page.getByText(`Version ${baseVersion + 1}, saved`)).toBeVisible();
  await expect(toast(page, `Price book saved as version ${baseVersion + 1}`).getByText('New quotes use it now.')).toBeVisible();
  await expect(page.getByText(/Supplier rise of 10 %/)).toBeVisible();
  await expect(page.getByLabel('Kiaat face rate per m³')).toHaveValue('209000.00');

  const newTab = await context.newPage();
  await openConfigurator(newTab, `/configurator?c=${encodeSurfaceLink(kiaatCountertop)}`);
  const newPrice = await serverLineTotal(page.request, kiaatCountertop);
  expect(newPrice).not.toBe(oldPrice);
  await expect(newTab.getByTestId('line-total')).toHaveText(newPrice);

  const quotePage = await context.newPage();
  await quotePage.goto(`/quote/${quote.token}`);
  await expect(quotePage.getByTestId('summary-total')).toHaveText(formatRand(quote.totalCents));
  expect(((await (await page.request.get(`/api/quotes/${quote.token}`)).json()) as { data: QuoteResponse }).data.totalCents).toBe(quote.totalCents);

  // Put the book back for the other tests on this server: a restore is a version too.
  const restored = await page.request.post(`/api/admin/price-book/versions/${baseVersion}/restore`, {
    data: { version: baseVersion + 1, reason: 'End of the e2e test' },
  });
  expect(restored.status()).toBe(200);
  expect(await serverLineTotal(page.request, kiaatCountertop)).toBe(oldPrice);
});

test('a figure that cannot be saved keeps Save in view but off, says why, and leads to the field', async ({ page }) => {
  await signInOwner(page);
  const baseVersion = await currentVersion(page.request);
  await page.goto('/admin/prices');
  const saveArea = page.getByRole('region', { name: 'Preview: your changes' });
  const saveButton = saveBar(page).getByRole('button', { name: `Save as version ${baseVersion + 1}` });
  await expect(saveArea.getByText(/^No changes yet/)).toBeVisible();
  // Nothing to save: no save bar (PRICE-34).
  await expect(saveBar(page)).toBeHidden();

  const rate = page.getByLabel('Kiaat face rate per m³');
  const insurance = page.getByLabel('Insurance (% of the subtotal)');
  const insuranceBox = await insurance.boundingBox();
  await rate.fill('19x');
  await insurance.fill('25');

  await expect(rate).toHaveAttribute('aria-invalid', 'true');
  await expect(rate).toHaveAccessibleDescription('Rate: enter an amount in rand, such as 1250.00');
  await expect(insurance).toHaveAttribute('aria-invalid', 'true');
  await expect(insurance).toHaveAccessibleDescription('Insurance must be at most 20%');
  // The message goes under the input: the input does not move sideways or change size.
  const insuranceBoxNow = await insurance.boundingBox();
  expect({ x: insuranceBoxNow?.x, width: insuranceBoxNow?.width, height: insuranceBoxNow?.height }).toEqual({
    x: insuranceBox?.x,
    width: insuranceBox?.width,
    height: insuranceBox?.height,
  });

  await expect(saveArea.getByText('2 fields need fixing before you can save')).toBeVisible();
  await expect(saveBar(page).getByText('2 fields to fix')).toBeVisible();
  await expect(saveButton).toBeInViewport();
  await expect(saveButton).toBeDisabled();
  await saveArea.getByRole('button', { name: 'Insurance (% of the subtotal)' }).click();
  await expect(insurance).toBeFocused();
  await saveArea.getByRole('button', { name: 'Kiaat face rate per m³' }).click();
  await expect(rate).toBeFocused();

  await rate.fill('190000.00');
  await expect(rate).not.toHaveAttribute('aria-invalid');
  await expect(saveArea.getByText('1 field needs fixing before you can save')).toBeVisible();
  await insurance.fill('3');
  await expect(insurance).not.toHaveAttribute('aria-invalid');
  await expect(saveArea.getByText(/need fixing/)).toBeHidden();
  await expect(saveArea.getByText(/^Insurance: .+ → 3%$/)).toBeVisible();
  await expect(saveButton).toBeEnabled();
});

test('restoring a version asks first: Cancel changes nothing, Yes brings its prices back', async ({ page }) => {
  await signInOwner(page);
  const baseVersion = await currentVersion(page.request);
  await page.goto('/admin/prices');
  const insurance = page.getByLabel('Insurance (% of the subtotal)');
  const insuranceBefore = await insurance.inputValue();
  await insurance.fill('3.10');
  await page.getByRole('button', { name: `Save as version ${baseVersion + 1}` }).click();
  await expect(toast(page, `Price book saved as version ${baseVersion + 1}`).getByText('New quotes use it now.')).toBeVisible();
  await expect(page.getByText(`Version ${baseVersion + 1}, saved`)).toBeVisible();
  await expect(insurance).toHaveValue('3.10');

  const entry = page
    .getByRole('region', { name: 'History' })
    .getByRole('listitem')
    .filter({ has: page.getByText(`Version ${baseVersion}`, { exact: true }) });
  // PRICE-34: Restore is on the version's own line, not folded away with its changes.
  const restoreButton = entry.getByRole('button', { name: `Restore version ${baseVersion}` });
  await restoreButton.click();
  const confirm = entry.getByRole('group', { name: `Restore version ${baseVersion}` });
  await expect(confirm).toContainText(`saved as version ${baseVersion + 2} and new quotes use them at once`);
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(restoreButton).toBeFocused();
  expect(await currentVersion(page.request)).toBe(baseVersion + 1);
  await expect(page.getByText(`Version ${baseVersion + 1}, saved`)).toBeVisible();
  await expect(insurance).toHaveValue('3.10');

  await restoreButton.click();
  await confirm.getByRole('button', { name: `Yes, restore version ${baseVersion}` }).click();
  await expect(toast(page, `Version ${baseVersion} restored`).getByText(`Saved as version ${baseVersion + 2}. New quotes use it now.`)).toBeVisible();
  await expect(page.getByText(`Version ${baseVersion + 2}, saved`)).toBeVisible();
  await expect(insurance).toHaveValue(insuranceBefore);
  expect(await currentVersion(page.request)).toBe(baseVersion + 2);
});

test('a save based on a version someone else has since replaced is refused in the save bar, and the draft stays (PRICE-33, ADR 020)', async ({
  page,
  consoleErrors,
}) => {
  await signInOwner(page);
  const baseVersion = await currentVersion(page.request);
  await page.goto('/admin/prices');
  const bracket = page.getByLabel('Bracket (each) (R)');
  const before = await bracket.inputValue();
  await bracket.fill(String(Number(before) + 2));

  // Another owner saves in the meantime.
  const current = ((await (await page.request.get('/api/admin/price-book')).json()) as { data: PriceBookVersionView }).data;
  const other = await page.request.post('/api/admin/price-book', {
    data: {
      species: current.species,
      book: { ...current.book, insuranceBasisPoints: current.book.insuranceBasisPoints + 1 },
      version: baseVersion,
      reason: 'Another owner',
    },
  });
  expect(other.status(), await other.text()).toBe(200);

  await saveBar(page)
    .getByRole('button', { name: `Save as version ${baseVersion + 1}` })
    .click();
  await expect(saveBar(page).getByRole('alert')).toContainText(
    `(version ${baseVersion + 1}) since you opened it. Reload to see that change, then make yours again.`,
  );
  await expect(bracket).toHaveValue(String(Number(before) + 2));
  expect(await currentVersion(page.request)).toBe(baseVersion + 1);
  // The refused save, on purpose.
  expect(acceptConsoleErrors(consoleErrors, /409/)).toHaveLength(1);

  const restored = await page.request.post(`/api/admin/price-book/versions/${baseVersion}/restore`, {
    data: { version: baseVersion + 1, reason: 'End of the e2e test' },
  });
  expect(restored.status()).toBe(200);
});

test.describe('advice figures, 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('an owner corrects walnut’s stiffness with its source; a figure without one cannot be saved; the advice cites the new source', async ({ page }) => {
    await signInOwner(page);
    const baseVersion = await currentVersion(page.request);
    await page.goto('/admin/prices');
    const figures = page.getByRole('region', { name: 'Advice figures' });
    const walnut = figures.getByRole('group', { name: 'Walnut' });
    const stiffness = walnut.getByLabel('Walnut Modulus of elasticity (MPa)');
    const source = walnut.getByLabel('Walnut Modulus of elasticity: source');
    // The core's published figure and its citation, until staff change them (CONF-41).
    await expect(stiffness).toHaveValue('11600');
    await expect(source).toHaveValue(/Wood Handbook/);
    await expect(figures.getByRole('group', { name: 'Pine' }).getByLabel('Pine Modulus of elasticity (MPa)')).toHaveValue('');

    await stiffness.fill('9000');
    await source.fill('');
    const saveArea = page.getByRole('region', { name: 'Preview: your changes' });
    const saveButton = saveBar(page).getByRole('button', { name: `Save as version ${baseVersion + 1}` });
    await expect(source).toHaveAttribute('aria-invalid', 'true');
    await expect(source).toHaveAccessibleDescription(
      'Give the published source of the modulus of elasticity, or leave the figure empty for "no published figure"',
    );
    await expect(saveArea.getByText('1 field needs fixing before you can save')).toBeVisible();
    await expect(saveButton).toBeDisabled();
    await saveArea.getByRole('button', { name: 'Walnut: modulus of elasticity, source' }).click();
    await expect(source).toBeFocused();

    await source.fill('Workshop bending test, 2026, sheet 4');
    await expect(saveArea.getByText('Walnut: modulus of elasticity: 11600 MPa → 9000 MPa')).toBeVisible();
    await saveArea.getByLabel('Reason (optional)').fill('Our own bending test');
    await saveButton.click();
    await expect(toast(page, `Price book saved as version ${baseVersion + 1}`)).toBeVisible();
    await expect(page.getByText(`Version ${baseVersion + 1}, saved`)).toBeVisible();

    const desk = { surfaceType: 'desk_top', woodSpecies: 'walnut_face', grainStyle: 'face', lengthMm: 1600, widthMm: 700, thicknessMm: 32 };
    await expect(async () => {
      const advice = (await (await page.request.post('/api/advice', { data: { surface: desk } })).json()) as {
        data: { sources: { figure: string; source: string }[] };
      };
      expect(advice.data.sources).toContainEqual({
        figure: 'Walnut: modulus of elasticity 9,000 MPa at 12 % moisture',
        source: 'Workshop bending test, 2026, sheet 4',
      });
    }).toPass();

    const restored = await page.request.post(`/api/admin/price-book/versions/${baseVersion}/restore`, {
      data: { version: baseVersion + 1, reason: 'End of the e2e test' },
    });
    expect(restored.status()).toBe(200);
  });
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`the price book's sections, ${viewport.width}×${viewport.height}`, () => {
    // axe is injected as a script, which the app's CSP would refuse.
    test.use({ viewport, bypassCSP: true });

    test('each section is one step from the bar at the top, which stays in view (PRICE-34)', async ({ page }) => {
      await signInOwner(page);
      await page.goto('/admin/prices');
      const sections = page.getByRole('navigation', { name: 'Price book sections' });
      await expect(page.getByLabel('Kiaat face rate per m³')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`price-book-top-${viewport.width}.png`) });
      const steps: [link: string, heading: string][] = [
        ['History', 'History'],
        ['Photos', 'Wood photos'],
        ['Finishes and extras', 'Finishes and extras'],
        ['Species and rates', 'Species and rates'],
      ];
      for (const [link, name] of steps) {
        await sections.getByRole('link', { name: link }).click();
        const heading = page.getByRole('heading', { level: 2, name, exact: true });
        await expect(heading).toBeInViewport();
        await expect(sections).toBeInViewport();
        // The heading is not under the sticky bar.
        await expect(async () => {
          const bar = await sections.boundingBox();
          const box = await heading.boundingBox();
          expect(box && bar ? box.y - (bar.y + bar.height) : -1).toBeGreaterThanOrEqual(0);
        }).toPass();
        if (link === 'Finishes and extras') await page.screenshot({ path: test.info().outputPath(`price-book-finishes-${viewport.width}.png`) });
      }
    });

    test('the save bar is on screen while there are unsaved changes, and not when there are none (PRICE-34)', async ({ page }) => {
      await signInOwner(page);
      const baseVersion = await currentVersion(page.request);
      await page.goto('/admin/prices');
      const bracket = page.getByLabel('Bracket (each) (R)');
      const before = await bracket.inputValue();
      await expect(saveBar(page)).toBeHidden();

      await bracket.fill(String(Number(before) + 1));
      await expect(saveBar(page)).toBeInViewport();
      await expect(saveBar(page).getByText('1 change not saved')).toBeVisible();
      await expect(saveBar(page).getByRole('button', { name: `Save as version ${baseVersion + 1}` })).toBeEnabled();
      await page.screenshot({ path: test.info().outputPath(`price-book-save-bar-${viewport.width}.png`) });
      expect(await axeViolations(page)).toEqual([]);
      const sections = page.getByRole('navigation', { name: 'Price book sections' });
      for (const link of ['History', 'Species and rates', 'Photos']) {
        await sections.getByRole('link', { name: link }).click();
        await expect(saveBar(page)).toBeInViewport();
      }
      await saveBar(page).getByRole('button', { name: 'Review' }).click();
      await expect(page.getByRole('region', { name: 'Preview: your changes' }).getByText(/^Bracket/)).toBeInViewport();

      await saveBar(page).getByRole('button', { name: 'Discard' }).click();
      await expect(saveBar(page)).toBeHidden();
      await expect(bracket).toHaveValue(before);
      expect(await currentVersion(page.request)).toBe(baseVersion);
    });

    test('from the History link, Restore is one step away (PRICE-34)', async ({ page }) => {
      await signInOwner(page);
      const baseVersion = await currentVersion(page.request);
      // A later version, so the current one can be restored.
      const current = ((await (await page.request.get('/api/admin/price-book')).json()) as { data: PriceBookVersionView }).data;
      const saved = await page.request.post('/api/admin/price-book', {
        data: {
          species: current.species,
          book: { ...current.book, insuranceBasisPoints: current.book.insuranceBasisPoints + 1 },
          version: baseVersion,
          reason: 'A version to restore from',
        },
      });
      expect(saved.status(), await saved.text()).toBe(200);

      await page.goto('/admin/prices');
      await page.getByRole('navigation', { name: 'Price book sections' }).getByRole('link', { name: 'History' }).click();
      const restoreButton = page.getByRole('region', { name: 'History' }).getByRole('button', { name: `Restore version ${baseVersion}` });
      await expect(restoreButton).toBeInViewport();
      await page.screenshot({ path: test.info().outputPath(`price-book-history-${viewport.width}.png`) });
      await restoreButton.click();
      await expect(
        page.getByRole('group', { name: `Restore version ${baseVersion}` }).getByRole('button', { name: `Yes, restore version ${baseVersion}` }),
      ).toBeInViewport();
      await page.getByRole('button', { name: 'Cancel' }).click();

      const restored = await page.request.post(`/api/admin/price-book/versions/${baseVersion}/restore`, {
        data: { version: baseVersion + 1, reason: 'End of the e2e test' },
      });
      expect(restored.status()).toBe(200);
    });
  });
}
