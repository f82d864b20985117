import type { Page } from '@playwright/test';
import { E2E_OWNER } from './e2e-accounts';
import { acceptConsoleErrors, expect, test } from './fixtures';
import { signInAsStaff } from './helpers/accounts';

/**
 * STAFF-01, STAFF-03: staff sign in, are sent back where they were going, and sign out, with the
 * real session cookie. What the sign-in screen says when it fails is in
 * src/client/features/staff/staff-login-screen.test.tsx; the team on the account screen in
 * staff-account-screen.test.tsx; the second factor in second-factor.spec.ts.
 */

const hasSessionCookie = async (page: Page) =>
  (await page.context().cookies()).some((cookie) => cookie.name === 'grainline_session');
const signInHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Staff Sign In' });

test('a signed-out visitor is sent to sign in from every staff screen, comes back after it, and signing out ends the session', async ({
  page,
  consoleErrors,
}) => {
  for (const path of ['/admin', '/analytics', '/leads', '/visitors', '/admin/account', '/admin/prices']) {
    await page.goto(path);
    await expect(signInHeading(page)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/staff/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(path);
  }
  await page.goto('/leads?days=7');
  await expect(page).toHaveURL(/\/staff\/login\?next=%2Fleads%3Fdays%3D7$/);
  await signInAsStaff(page);
  await expect(page).toHaveURL(/\/leads\?days=7$/);
  await expect(page.getByRole('banner').getByText(`Signed in as ${E2E_OWNER.name}`)).toBeVisible();
  expect(await hasSessionCookie(page)).toBe(true);

  // Signed in, another screen opens directly; an unknown staff path is a plain 404.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await page.goto('/admin/no-such-screen');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();

  await page.goto('/admin');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(
    page.getByRole('region', { name: /^Notifications/ }).getByText('Signed Out', { exact: true }),
  ).toBeVisible();
  await expect(signInHeading(page)).toBeVisible();
  expect(await hasSessionCookie(page)).toBe(false);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/staff\/login\?next=%2Fadmin$/);
  expect((await page.request.get('/api/professional-users?status=pending')).status()).toBe(401);
  // A call of the screen still on its way as the session ended is refused: that is the point.
  acceptConsoleErrors(consoleErrors, /status of 401/);
});

test('a session ended elsewhere sends a staff screen back to sign-in when its next call is refused', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/admin/outbox');
  await signInAsStaff(page);
  await expect(page.getByText('No messages.').or(page.getByRole('table'))).toBeVisible();
  // Signed out by another request (another tab, an owner's reset): the page does not know yet.
  expect((await page.request.post('/api/staff/logout')).status()).toBe(200);
  await page.getByLabel('Show').selectOption('failed');
  await expect(signInHeading(page)).toBeVisible();
  expect(new URL(page.url()).searchParams.get('next')).toMatch(/^\/admin\/outbox/);
  expect(acceptConsoleErrors(consoleErrors, /status of 401/).length).toBeGreaterThanOrEqual(1);
});
