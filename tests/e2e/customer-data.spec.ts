import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { makeQuoteRequest } from '../integration/helpers/quote-factories';
import { E2E_OWNER } from './e2e-accounts';
import { expect, test } from './fixtures';
import { axeViolations } from './helpers/axe';

/**
 * Issue 16 items 4 and 5 on the Customer Data screen: the owner downloads the leads as CSV,
 * finds a customer by e-mail, erases them in one action, and the next download no longer
 * holds them while their quote's link stops working.
 */
// axe is injected by the test; the app's CSP allows only its own scripts.
test.use({ bypassCSP: true });

async function downloadLeads(page: Page): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Leads (CSV)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  return fs.readFile(await download.path(), 'utf8');
}

test('the owner downloads the leads, then erases a customer, who is gone from the next download', async ({ page }) => {
  const email = `forget-me-${Date.now()}@example.co.za`;
  const created = await page.request.post('/api/quotes', { data: makeQuoteRequest({ leadInfo: { fullName: 'Naledi Forget', email, phone: '082 555 0101' } }) });
  expect(created.status()).toBe(201);
  const { token } = ((await created.json()) as { data: { token: string } }).data;

  const login = await page.request.post('/api/staff/login', { data: { email: E2E_OWNER.email, password: E2E_OWNER.password } });
  expect(login.ok()).toBe(true);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Customer data' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Data' })).toBeVisible();

  await page.getByLabel('Period').selectOption('7');
  expect(await downloadLeads(page)).toContain(email);

  await page.getByLabel("Customer's e-mail").fill(email);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('status').first()).toContainText('Held: 1 lead(s), 1 quote(s)');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Erase this person’s data' }).click();
  await expect(page.getByText('Erased: 1 lead(s), 1 quote(s)', { exact: false }).first()).toBeVisible();

  expect(await downloadLeads(page)).not.toContain(email);
  expect((await page.request.get(`/api/quotes/${token}`)).status()).toBe(404);
});
