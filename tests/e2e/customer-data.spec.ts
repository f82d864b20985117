import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { makeQuoteRequest } from '../integration/helpers/quote-factories';
import { E2E_OWNER } from './e2e-accounts';
import { acceptConsoleErrors, expect, test } from './fixtures';
import { axeViolations } from './helpers/axe';

/**
 * STAFF-10 on the Customer Data screen: the owner downloads the leads as CSV,
 * finds a customer by e-mail, erases them in one action, and the next download no longer
 * holds them while their quote's link stops working.
 */
// axe is injected by the test; the app's CSP allows only its own scripts.
test.use({ bypassCSP: true });

async function createQuoteFor(page: Page, email: string, fullName: string): Promise<string> {
  const created = await page.request.post('/api/quotes', { data: makeQuoteRequest({ leadInfo: { fullName, email, phone: '082 555 0101' } }) });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { token: string } }).data.token;
}

async function openCustomerData(page: Page): Promise<void> {
  const login = await page.request.post('/api/staff/login', { data: { email: E2E_OWNER.email, password: E2E_OWNER.password } });
  expect(login.ok()).toBe(true);
  await page.goto('/admin/data');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Data' })).toBeVisible();
}

async function downloadLeads(page: Page): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Leads (CSV)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  return fs.readFile(await download.path(), 'utf8');
}

test('the owner downloads the leads, then erases a customer, who is gone from the next download', async ({ page, consoleErrors }) => {
  const email = `forget-me-${Date.now()}@example.co.za`;
  const token = await createQuoteFor(page, email, 'Naledi Forget');

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
  await page
    .getByRole('group', { name: `Erase ${email}` })
    .getByRole('button', { name: `Yes, erase everything held for ${email}` })
    .click();
  await expect(page.getByText(`Erased for ${email}: 1 lead(s), 1 quote(s)`, { exact: false }).first()).toBeVisible();

  expect(await downloadLeads(page)).not.toContain(email);
  expect((await page.request.get(`/api/quotes/${token}`)).status()).toBe(404);

  // A quote that is gone (or never was) says so in the back office, rather than asking for a retry.
  for (const id of ['999999999', 'not-a-number']) {
    await page.goto(`/admin/quotes/${id}`);
    await expect(page.getByText('There is no such quote: check the number, or it may have been erased.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
  }
  expect(acceptConsoleErrors(consoleErrors, /status of (404|400)/)).toHaveLength(2);
});

test('only the address that was found is erased, and only after the owner says yes', async ({ page }) => {
  const stamp = Date.now();
  const shown = `shown-${stamp}@example.co.za`;
  const typedAfter = `typed-after-${stamp}@example.co.za`;
  const shownToken = await createQuoteFor(page, shown, 'Thandi Shown');
  const typedAfterToken = await createQuoteFor(page, typedAfter, 'Pieter Typed');
  await openCustomerData(page);
  const box = page.getByLabel("Customer's e-mail");
  const privacyCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/privacy/')) privacyCalls.push(new URL(request.url()).pathname);
  });

  // A badly formed address is caught before it is sent, in words the owner understands.
  await box.fill('not-an-address');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a valid e-mail address.' })).toBeVisible();
  await expect(box).toHaveAccessibleDescription(/Enter a valid e-mail address\./);
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The query has invalid fields')).toHaveCount(0);
  expect(privacyCalls).toEqual([]);

  // Editing the box after Find withdraws the result: nothing is offered for an address not looked up.
  await box.fill(shown);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('status').first()).toContainText(`${shown}: Held: 1 lead(s), 1 quote(s)`);
  await box.fill(typedAfter);
  await expect(page.getByText('Held: 1 lead(s)')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Erase this person’s data' })).toHaveCount(0);

  // The confirmation names the address, and Cancel erases nothing.
  await box.fill(shown);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: 'Erase this person’s data' }).click();
  const confirm = page.getByRole('group', { name: `Erase ${shown}` });
  await expect(confirm).toContainText(`Erase everything held for ${shown}? This cannot be undone.`);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('erase-confirm.png'), fullPage: true });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  expect(privacyCalls.filter((path) => path === '/api/privacy/erase')).toEqual([]);

  await page.getByRole('button', { name: 'Erase this person’s data' }).click();
  await confirm.getByRole('button', { name: `Yes, erase everything held for ${shown}` }).click();
  await expect(page.getByText(`Erased for ${shown}: 1 lead(s), 1 quote(s)`).first()).toBeVisible();
  expect((await page.request.get(`/api/quotes/${shownToken}`)).status()).toBe(404);
  expect((await page.request.get(`/api/quotes/${typedAfterToken}`)).status()).toBe(200);
});
