import { execFileSync } from 'node:child_process';
import type { APIRequestContext } from '@playwright/test';
import { formatRand } from '#core/money';
import type { QuoteResponse } from '#core/quotes/quote-response';
import { makeQuoteRequest } from '../integration/helpers/quote-factories';
import { expect, test } from './fixtures';

/** QUOTE-14: the customer's own quote page, opened from the link in their e-mail. */

async function createQuote(request: APIRequestContext): Promise<QuoteResponse> {
  const response = await request.post('/api/quotes', { data: makeQuoteRequest() });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: QuoteResponse }).data;
}

test('shows the stored quote, downloads its PDF, and is accepted once', async ({ page, request }) => {
  const quote = await createQuote(request);
  await page.goto(`/quote/${quote.token}`);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Quote ${quote.quoteNumber}`);
  await expect(page.getByTestId('quote-status')).toHaveText('Open');
  await expect(page.getByText('Prepared for Thandi Nkosi, Nkosi Interiors', { exact: false })).toBeVisible();
  const lines = page.getByTestId('quote-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0).getByText('Kiaat - Face Grain')).toBeVisible();
  await expect(lines.nth(1).getByText('Walnut - Face Grain')).toBeVisible();
  await expect(lines.nth(0).getByTestId('surface-drawing')).toBeVisible();
  await expect(lines.nth(0).getByText('2400 × 600 × 32 mm')).toBeVisible();
  for (const [index, line] of quote.lines.entries()) {
    await expect(lines.nth(index).getByTestId('quote-line-total')).toHaveText(formatRand(line.price.lineTotalCents));
  }
  await expect(page.getByTestId('summary-shipping')).toHaveText(formatRand(quote.shippingCents));
  await expect(page.getByTestId('summary-insurance')).toHaveText(formatRand(quote.insuranceCents));
  await expect(page.getByTestId('summary-total')).toHaveText(formatRand(quote.totalCents));
  await expect(page.getByTestId('summary-vat')).toHaveText(formatRand(quote.vatCents));
  await expect(page.getByTestId('delivery-range')).toHaveText(/^\d{4}\/\d{2}\/\d{2} – \d{4}\/\d{2}\/\d{2}$/);

  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toContain(quote.quoteNumber);
  const pdf = execFileSync('pdftotext', ['-layout', await download.path(), '-'], { encoding: 'utf8' });
  expect(pdf).toContain(quote.quoteNumber);
  expect(pdf).toContain(formatRand(quote.totalCents));

  // Accepting asks first; Cancel changes nothing.
  await page.getByRole('button', { name: 'Accept Quote' }).click();
  const dialog = page.getByRole('dialog', { name: `Accept quote ${quote.quoteNumber}?` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect(((await (await request.get(`/api/quotes/${quote.token}`)).json()) as { data: QuoteResponse }).data.status).not.toBe('accepted');

  await page.getByRole('button', { name: 'Accept Quote' }).click();
  await dialog.getByRole('button', { name: 'Accept Quote' }).click();
  await expect(page.getByRole('heading', { name: 'Quote accepted' })).toBeVisible();
  await expect(page.getByTestId('quote-status')).toHaveText('Accepted');
  const stored = ((await (await request.get(`/api/quotes/${quote.token}`)).json()) as { data: QuoteResponse }).data;
  expect(stored.status).toBe('accepted');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Quote accepted' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept Quote' })).toHaveCount(0);
});

test('an expired quote can be read but not accepted', async ({ page, request }) => {
  const quote = await createQuote(request);
  // The server's expiry rule has its own integration test; here the page is shown what it would answer after 30 days.
  await page.route(`**/api/quotes/${quote.token}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: QuoteResponse };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, status: 'expired', validUntil: '2020-01-01T10:00:00.000Z' } } });
  });
  await page.goto(`/quote/${quote.token}`);
  await expect(page.getByRole('heading', { name: 'This quote has expired' })).toBeVisible();
  await expect(page.getByText('ended on 2020/01/01', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept Quote' })).toHaveCount(0);
  await expect(page.getByTestId('summary-total')).toHaveText(formatRand(quote.totalCents));
});

test('a wrong or guessed link shows a not-found screen that reveals nothing', async ({ page, request, consoleErrors }) => {
  const quote = await createQuote(request);
  const guessed = quote.token.slice(0, -1) + (quote.token.endsWith('A') ? 'B' : 'A');
  for (const token of [guessed, 'short']) {
    await page.goto(`/quote/${token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Quote not found' })).toBeVisible();
    await expect(page.getByText(/Q-\d{8}/)).toHaveCount(0);
    await expect(page.getByText('Thandi')).toHaveCount(0);
  }
  // The browser logs each 404 answer itself; those are the expected ones.
  const notFound = consoleErrors.filter((error) => /status of 404/.test(error));
  expect(notFound).toHaveLength(2);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !/status of 404/.test(error)));
});
