import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { E2E_OWNER } from './e2e-accounts';
import { expect, test } from './fixtures';
import { signInAsStaff } from './helpers/accounts';
import { axeViolations } from './helpers/axe';
import { E2E_PORT } from './e2e-ports';

/** STAFF-14, STAFF-15: the owner sees a colleague's sign-in delay, clears it, and reads and downloads the security log. */
// axe is injected by the test; the app's CSP allows only its own scripts.
test.use({ bypassCSP: true });

const ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
const SIGN_IN_LIMIT = 10;

function toast(page: Page, title: string) {
  return page.getByRole('region', { name: /^Notifications/ }).getByText(title, { exact: true });
}

test('an owner clears a colleague’s sign-in delay on screen, and the security log shows it and downloads as CSV', async ({ page, request }) => {
  test.slow();
  const colleague = { name: 'Lindiwe Locked', email: `lindiwe.${Date.now()}@grainline.example`, password: 'kiaat shavings 2026' };
  await page.goto('/admin/account');
  await signInAsStaff(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
  const added = await page.request.post('/api/staff/users', { data: { ...colleague, role: 'staff' }, headers: { origin: ORIGIN } });
  expect(added.status()).toBe(201);

  // Someone guesses the colleague's password until the account is delayed.
  for (let n = 0; n < SIGN_IN_LIMIT; n++) {
    const attempt = await request.post('/api/staff/login', { data: { email: colleague.email, password: `guess number ${n}` }, headers: { origin: ORIGIN } });
    expect(attempt.status()).toBe(401);
  }
  expect(
    (await request.post('/api/staff/login', { data: { email: colleague.email, password: colleague.password }, headers: { origin: ORIGIN } })).status(),
  ).toBe(429);

  await page.reload();
  const team = page.getByRole('region', { name: 'Staff Members' });
  const delay = team.getByRole('group', { name: `Sign-in delay for ${colleague.name}` });
  await expect(delay).toContainText(`After failed sign-in attempts, ${colleague.name}’s sign-in is delayed until`);
  const log = page.getByRole('region', { name: 'Security Log' });
  await expect(log.getByRole('row').filter({ hasText: 'Sign-in delayed after failed attempts' }).filter({ hasText: colleague.email })).toBeVisible();
  await expect(log.getByRole('row').filter({ hasText: 'Sign-in failed' }).first()).toContainText('Not signed in');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('security-log.png'), fullPage: true });

  await delay.getByRole('button', { name: `Clear sign-in delay for ${colleague.name}` }).click();
  await expect(toast(page, 'Sign-in Delay Cleared')).toBeVisible();
  await expect(delay).toHaveCount(0);
  const cleared = log.getByRole('row').filter({ hasText: 'Sign-in delay cleared' }).first();
  await expect(cleared).toContainText(E2E_OWNER.name);
  await expect(cleared).toContainText(colleague.email);
  expect(
    (await request.post('/api/staff/login', { data: { email: colleague.email, password: colleague.password }, headers: { origin: ORIGIN } })).status(),
  ).toBe(200);

  const [download] = await Promise.all([page.waitForEvent('download'), log.getByRole('link', { name: 'Download as CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^security-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await fs.readFile(await download.path(), 'utf8');
  expect(csv).toContain('Sign-in delay cleared');
  expect(csv).not.toContain('127.0.0.1');
});
