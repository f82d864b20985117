import type { APIRequestContext } from '@playwright/test';
import { makeQuoteRequest } from '../integration/helpers/quote-factories';
import { E2E_OWNER } from './e2e-accounts';
import { expect, test } from './fixtures';
import { axeViolations } from './helpers/axe';

/**
 * STAFF-11 on the staff home (/admin, where staff land): what needs attention, each count
 * a link to its list; and the quotes inbox's pager, which never reads past its last page.
 */
// axe is injected by the test; the app's CSP allows only its own scripts.
test.use({ bypassCSP: true });

test.beforeEach(async ({ page }) => {
  const signedIn = await page.request.post('/api/staff/login', { data: { email: E2E_OWNER.email, password: E2E_OWNER.password } });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
});

/** A quote the customer has accepted, which nobody has marked won or lost yet. */
async function acceptedQuote(request: APIRequestContext): Promise<string> {
  const created = await request.post('/api/quotes', { data: makeQuoteRequest() });
  expect(created.status(), await created.text()).toBe(201);
  const { quoteNumber, token } = ((await created.json()) as { data: { quoteNumber: string; token: string } }).data;
  expect((await request.post(`/api/quotes/${token}/accept`)).ok()).toBe(true);
  return quoteNumber;
}

test('the staff home names the accepted quotes to follow up, and the count leads to them', async ({ page }) => {
  const quoteNumber = await acceptedQuote(page.request);
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/admin');
    const panel = page.getByRole('region', { name: 'Needs attention' });
    await expect(panel.getByRole('link', { name: /^\d+ accepted quotes? to follow up$/ })).toBeVisible();
    await expect(panel.getByRole('link', { name: /^\d+ new quotes? in the last 7 days$/ })).toBeVisible();
    await expect(panel.getByRole('link', { name: /^\d+ pending applications?$/ })).toBeVisible();
    await expect(panel.getByRole('link', { name: /^\d+ failed e-mails?$/ })).toBeVisible();
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(widths.scroll, 'the page is no wider than the screen').toBeLessThanOrEqual(widths.client);
    expect(await axeViolations(page)).toEqual([]);
  }
  await page
    .getByRole('region', { name: 'Needs attention' })
    .getByRole('link', { name: /accepted quotes? to follow up$/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/quotes\?status=accepted$/);
  await expect(page.getByRole('row').filter({ hasText: quoteNumber })).toBeVisible();
});

test('a page past the last shows the last page, and the pager reads truthfully', async ({ page }) => {
  await acceptedQuote(page.request);
  await page.goto('/admin/quotes?page=99999');
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(pager.getByText(/^Page \d+ of \d+$/)).toBeVisible();
  const [, shown, of] = /^Page (\d+) of (\d+)$/.exec((await pager.getByText(/^Page \d+ of \d+$/).textContent()) ?? '') ?? [];
  expect(shown, 'the last page is shown').toBe(of);
  expect(new URL(page.url()).searchParams.get('page')).toBe(of === '1' ? null : of);
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeEnabled({ enabled: of !== '1' });
  await expect(page.getByRole('table', { name: 'Quotes' }).getByRole('row').nth(1)).toBeVisible();

  // A page number the server would refuse is the first page, not an error.
  await page.goto('/admin/quotes?page=abc');
  await expect(pager.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/quotes$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
