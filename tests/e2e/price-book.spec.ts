import type { APIRequestContext, Page } from '@playwright/test';
import { formatRand } from '../../src/core/money';
import type { QuoteResponse } from '../../src/core/quotes/quote-response';
import { grainSampleSurface } from '../../src/core/surface/surface-defaults';
import { encodeSurfaceLink } from '../../src/core/surface/surface-link';
import { makeQuoteRequest } from '../integration/helpers/quote-factories';
import { E2E_OWNER } from './e2e-accounts';
import { expect, test } from './fixtures';
import { openConfigurator, serverLineTotal } from './helpers/configurator';

/** Issue 15: an owner's price rise reaches new configurator pages, never an issued quote. */

const kiaatCountertop = grainSampleSurface({ surfaceType: 'countertop', woodSpecies: 'kiaat', grainStyle: 'face' });

async function signInOwner(page: Page): Promise<void> {
  const response = await page.request.post('/api/staff/login', { data: { email: E2E_OWNER.email, password: E2E_OWNER.password } });
  expect(response.status(), await response.text()).toBe(200);
}

async function currentVersion(request: APIRequestContext): Promise<number> {
  return ((await (await request.get('/api/admin/price-book')).json()) as { data: { version: number } }).data.version;
}

test('an owner raises kiaat by 10 %, previews it, saves it; a new configurator tab has the new price, an issued quote keeps the old', async ({ page, context }) => {
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
  await preview.getByRole('button', { name: `Save as version ${baseVersion + 1}` }).click();

  await expect(page.getByText(`Version ${baseVersion + 1}, saved`)).toBeVisible();
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
  const restored = await page.request.post(`/api/admin/price-book/versions/${baseVersion}/restore`, { data: { version: baseVersion + 1, reason: 'End of the e2e test' } });
  expect(restored.status()).toBe(200);
  expect(await serverLineTotal(page.request, kiaatCountertop)).toBe(oldPrice);
});
