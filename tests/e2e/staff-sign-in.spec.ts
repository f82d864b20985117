import type { Page } from '@playwright/test';
import { E2E_OWNER } from './e2e-accounts';
import { acceptConsoleErrors, expect, test } from './fixtures';
import { openWindow, signInAsStaff } from './helpers/accounts';
import { axeViolations } from './helpers/axe';

/** STAFF-01, STAFF-03: staff sign in, are sent back where they were going, sign out; owners manage the team. */
// axe is injected by the test; the app's CSP allows only its own scripts.
test.use({ bypassCSP: true });

function toast(page: Page, title: string) {
  return page.getByRole('region', { name: /^Notifications/ }).getByText(title, { exact: true });
}

const hasSessionCookie = async (page: Page) => (await page.context().cookies()).some((cookie) => cookie.name === 'grainline_session');

test('every staff screen sends a signed-out visitor to sign in, and back to that screen afterwards', async ({ page }) => {
  test.slow();
  for (const path of ['/admin', '/analytics', '/leads', '/visitors', '/admin/account', '/admin/price-book']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Staff Sign In' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/staff/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(path);
  }
  await page.goto('/leads?days=7');
  await expect(page).toHaveURL(/\/staff\/login\?next=%2Fleads%3Fdays%3D7$/);
  await signInAsStaff(page);
  await expect(page).toHaveURL(/\/leads\?days=7$/);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('banner').getByText(`Signed in as ${E2E_OWNER.name}`)).toBeVisible();

  // Signed in, the other screens open directly; an unknown staff path is a plain 404.
  for (const path of ['/admin', '/analytics', '/visitors', '/admin/account']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Staff Sign In' })).toHaveCount(0);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(path);
  }
  await page.goto('/admin/no-such-screen');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  // Already signed in, the sign-in screen passes straight on.
  await page.goto('/staff/login?next=%2Fvisitors');
  await expect(page).toHaveURL(/\/visitors$/);
});

test('the sign-in screen explains what went wrong: empty fields, a wrong password, too many attempts', async ({ page, consoleErrors }) => {
  await page.goto('/staff/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await signInAsStaff(page, { email: E2E_OWNER.email, password: 'not the password' });
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect email or password' })).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveValue('');
  expect(await hasSessionCookie(page)).toBe(false);
  expect(acceptConsoleErrors(consoleErrors, /status of 401/)).toHaveLength(1);
  expect(await axeViolations(page)).toEqual([]);

  // The server's 429 (its real limit is tested over HTTP), held back until the pending label has been seen.
  let answer = () => {};
  const mayAnswer = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/staff/login', async (route) => {
    await mayAnswer;
    await route.fulfill({ status: 429, json: { success: false, error: { code: 'too_many_requests', message: 'Too many sign-in attempts' } } });
  });
  await signInAsStaff(page);
  await expect(page.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
  answer();
  await expect(page.getByRole('alert').filter({ hasText: 'Too many sign-in attempts. Please wait 15 minutes, then try again.' })).toBeVisible();
  expect(acceptConsoleErrors(consoleErrors, /status of 429/)).toHaveLength(1);
});

test('a next link to another site is ignored: sign-in lands on the Admin Dashboard', async ({ page }) => {
  await page.goto('/staff/login?next=%2F%2Fevil.example%2Fadmin');
  await signInAsStaff(page);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
});

test('signing out ends the session: the staff screens ask for sign-in again', async ({ page }) => {
  await page.goto('/admin');
  await signInAsStaff(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  expect(await hasSessionCookie(page)).toBe(true);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(toast(page, 'Signed Out')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Sign In' })).toBeVisible();
  expect(await hasSessionCookie(page)).toBe(false);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/staff\/login\?next=%2Fadmin$/);
  const applications = await page.request.get('/api/professional-users?status=pending');
  expect(applications.status()).toBe(401);
});

test('an owner adds a colleague, who changes their password; the owner resets it and then removes them', async ({ page, browser, consoleErrors }) => {
  test.slow();
  const colleague = { name: 'Thabo Nkosi', email: `thabo.${Date.now()}@grainline.example`, password: 'first-password-1' };
  await page.goto('/admin/account');
  await signInAsStaff(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
  const team = page.getByRole('region', { name: 'Staff Members' });
  await expect(team.getByText(`${E2E_OWNER.name} (you)`)).toBeVisible();

  // Adding: the shared schema's messages first, then a good colleague.
  await team.getByRole('button', { name: 'Add Staff Member' }).click();
  await expect(team.getByText('Name is required')).toBeVisible();
  await expect(team.getByText('Please enter a valid email address')).toBeVisible();
  await expect(team.getByText('Password is required')).toBeVisible();
  await team.getByLabel('Name').fill(colleague.name);
  await team.getByLabel('Email').fill(colleague.email);
  await team.getByLabel('Role').selectOption('staff');
  await team.getByLabel('First password').fill(colleague.password);
  await team.getByRole('button', { name: 'Add Staff Member' }).click();
  await expect(toast(page, 'Staff Member Added')).toBeVisible();
  await expect(team.getByText(colleague.email)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The colleague signs in: no team list for staff, but their own password.
  const other = await openWindow(browser, consoleErrors);
  await other.goto('/admin/account');
  await signInAsStaff(other, colleague);
  await expect(other.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
  await expect(other.getByRole('region', { name: 'Staff Members' })).toHaveCount(0);
  await other.getByLabel('Current password').fill('not-my-password');
  await other.getByLabel('New password', { exact: true }).fill('second-password-2');
  await other.getByLabel('Confirm new password').fill('second-password-3');
  await other.getByRole('button', { name: 'Change Password' }).click();
  await expect(other.getByText('Passwords do not match')).toBeVisible();
  await other.getByLabel('Confirm new password').fill('second-password-2');
  await other.getByRole('button', { name: 'Change Password' }).click();
  await expect(other.getByText('Your current password is not right')).toBeVisible();
  expect(acceptConsoleErrors(consoleErrors, /status of 400/)).toHaveLength(1);
  await other.getByLabel('Current password').fill(colleague.password);
  // One password rule (ADR 022): no common password, nothing of one's own name, said at the field.
  await other.getByLabel('New password', { exact: true }).fill('password');
  await other.getByLabel('Confirm new password').fill('password');
  await other.getByRole('button', { name: 'Change Password' }).click();
  await expect(other.getByText('This password is one of the most common passwords. Please choose one that is harder to guess.')).toBeVisible();
  await other.getByLabel('New password', { exact: true }).fill('thabo-planes-oak');
  await other.getByLabel('Confirm new password').fill('thabo-planes-oak');
  await other.getByRole('button', { name: 'Change Password' }).click();
  await expect(other.getByText('The password must not contain your name, username, e-mail address or business name.')).toBeVisible();
  expect(acceptConsoleErrors(consoleErrors, /status of 400/)).toHaveLength(2);
  await other.getByLabel('New password', { exact: true }).fill('second-password-2');
  await other.getByLabel('Confirm new password').fill('second-password-2');
  await other.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(other, 'Password Changed')).toBeVisible();
  await expect(other.getByLabel('Current password')).toHaveValue('');

  // The owner resets it; the colleague signs in with the new one.
  await team.getByRole('button', { name: `Reset password for ${colleague.name}` }).click();
  await team.getByLabel(`New password for ${colleague.name}`).fill('reset-by-owner-3');
  await team.getByRole('button', { name: 'Set Password', exact: true }).click();
  await expect(toast(page, 'Password Reset')).toBeVisible();
  await other.goto('/admin');
  await expect(other).toHaveURL(/\/staff\/login\?next=%2Fadmin$/);
  await signInAsStaff(other, { email: colleague.email, password: 'reset-by-owner-3' });
  await expect(other.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

  // Removed: signed out at once, and no longer able to sign in.
  await team.getByRole('button', { name: `Remove ${colleague.name}` }).click();
  await team.getByRole('button', { name: 'Yes, Remove' }).click();
  await expect(toast(page, 'Staff Member Removed')).toBeVisible();
  await expect(team.getByText(colleague.email)).toHaveCount(0);
  await other.reload();
  await expect(other.getByRole('heading', { level: 1, name: 'Staff Sign In' })).toBeVisible();
  await signInAsStaff(other, { email: colleague.email, password: 'reset-by-owner-3' });
  await expect(other.getByRole('alert').filter({ hasText: 'Incorrect email or password' })).toBeVisible();
  expect(acceptConsoleErrors(consoleErrors, /status of 401/).length).toBeGreaterThanOrEqual(1);
  await other.context().close();
});

test('a session ended elsewhere sends a staff screen back to sign-in when its next call is refused', async ({ page, consoleErrors }) => {
  for (const { path, loaded, refetch } of [
    {
      path: '/admin/outbox',
      loaded: () => page.getByText('No messages.').or(page.getByRole('table')),
      refetch: () => page.getByLabel('Show').selectOption('failed'),
    },
    {
      path: '/admin',
      loaded: () => page.getByRole('heading', { name: 'No Applications Found' }).or(page.getByRole('article').first()),
      refetch: () => page.getByRole('button', { name: 'Rejected' }).click(),
    },
  ]) {
    await page.goto(path);
    await signInAsStaff(page);
    await expect(loaded()).toBeVisible();
    // Signed out by another request (another tab, an owner's reset): the page does not know yet.
    expect((await page.request.post('/api/staff/logout')).status()).toBe(200);
    await refetch();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff Sign In' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/staff/login');
    expect(new URL(page.url()).searchParams.get('next')).toMatch(new RegExp(`^${path}`));
    expect(acceptConsoleErrors(consoleErrors, /status of 401/).length).toBeGreaterThanOrEqual(1);
  }
});
