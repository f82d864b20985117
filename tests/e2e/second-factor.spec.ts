import type { Page, Route } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { acceptConsoleErrors, expect, test } from './fixtures';
import { signInAsStaff } from './helpers/accounts';
import { axeViolations } from './helpers/axe';
import { E2E_PORT } from './e2e-ports';

/** STAFF-16: a staff member turns on a second factor at /admin/account and then signs in with a code. */
// axe is injected by the test; the app's CSP allows only its own scripts.
test.use({ bypassCSP: true });

const ORIGIN = `http://127.0.0.1:${E2E_PORT}`;

/** The code an authenticator app would show `offsetSteps` periods from now. */
const codeAt = (secret: string, offsetSteps = 0) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offsetSteps * 30_000 });

function toast(page: Page, title: string) {
  return page.getByRole('region', { name: /^Notifications/ }).getByText(title, { exact: true });
}

test('a member turns on a second factor, keeps the recovery codes, and signs in with a code from the app', async ({ page, consoleErrors }) => {
  test.slow();
  // A colleague of their own, so the owner other specs sign in as keeps signing in with a password.
  const member = { name: 'Thandi Totp', email: `thandi.${Date.now()}@grainline.example`, password: 'stinkwood lathe 2026' };
  await page.goto('/admin/account');
  await signInAsStaff(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
  expect((await page.request.post('/api/staff/users', { data: { ...member, role: 'staff' }, headers: { origin: ORIGIN } })).status()).toBe(201);
  // The owner's security log loads in a chunk of its own: signing out before it has asked for its
  // entries would have that request refused (a 401 in the console) and the count below off by one.
  const securityLog = page.getByRole('region', { name: 'Security Log' });
  await expect(securityLog).toBeVisible();
  await expect(securityLog.getByText('Loading the security log…')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await signInAsStaff(page, member);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();

  const section = page.getByRole('region', { name: 'Second Factor' });
  await expect(section).toContainText('Off.');
  await section.getByRole('button', { name: 'Turn On Second Factor' }).click();
  const secret = (await section.getByTestId('second-factor-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const link = section.getByRole('link', { name: 'open this setup link in the app' });
  await expect(link).toHaveAttribute('href', new RegExp(`^otpauth://totp/.*secret=${secret}`));
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('second-factor-enrolment.png'), fullPage: true });

  // A wrong code first: told under the field, nothing turned on.
  await section.getByLabel('Code from the app').fill('000000');
  await section.getByRole('button', { name: 'Confirm and Turn On' }).click();
  await expect(section.getByText('That code is not right. Enter the code your app shows now.')).toBeVisible();
  acceptConsoleErrors(consoleErrors, /status of 400/);
  await section.getByLabel('Code from the app').fill(codeAt(secret));
  await section.getByRole('button', { name: 'Confirm and Turn On' }).click();
  await expect(toast(page, 'Second Factor On')).toBeVisible();
  const codes = section.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
  const recoveryCode = await codes.first().innerText();
  await page.screenshot({ path: test.info().outputPath('second-factor-recovery-codes.png'), fullPage: true });
  await section.getByRole('button', { name: 'I Have Saved These Codes' }).click();
  await expect(section).toContainText('10 of 10 recovery codes left');

  // Signing in again: the password, then the code.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await signInAsStaff(page, member);
  await expect(page.getByRole('heading', { level: 1, name: 'Enter Your Code' })).toBeVisible();
  await page.getByLabel('Code').fill('123456');
  await page.getByRole('button', { name: 'Verify and Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'That code is not right' })).toBeVisible();
  expect(acceptConsoleErrors(consoleErrors, /status of 401/)).toHaveLength(1);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('second-factor-sign-in.png'), fullPage: true });
  // The next step's code: the one used to turn it on is never accepted twice.
  await page.getByLabel('Code').fill(codeAt(secret, 1));
  await page.getByRole('button', { name: 'Verify and Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
  const signedInSection = page.getByRole('region', { name: 'Second Factor' });
  await expect(signedInSection).toContainText('On since');

  // Changing the password takes a code too (STAFF-20): every current code was spent, so a recovery code.
  const passwordSection = page.getByRole('region', { name: 'Change Your Password' });
  const newPassword = 'assegai drawknife 2026';
  await passwordSection.getByLabel('Current password').fill(member.password);
  await passwordSection.getByLabel('New password', { exact: true }).fill(newPassword);
  await passwordSection.getByLabel('Confirm new password').fill(newPassword);
  await passwordSection.getByRole('button', { name: 'Change Password' }).click();
  await expect(passwordSection.getByText('Enter the code from your authenticator app')).toBeVisible();
  acceptConsoleErrors(consoleErrors, /status of 400/);
  await passwordSection.getByLabel('Code from your authenticator app').fill(recoveryCode);
  await passwordSection.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(page, 'Password Changed')).toBeVisible();

  // Turning it off takes the password (or a code).
  await signedInSection.getByRole('button', { name: 'Turn Off…' }).click();
  await signedInSection.getByLabel('Or your password').fill(newPassword);
  await signedInSection.getByRole('button', { name: 'Turn Off Second Factor' }).click();
  await expect(toast(page, 'Second Factor Off')).toBeVisible();
  await expect(signedInSection).toContainText('Off.');
});

test('an owner resets the second factor of a colleague who lost their phone (STAFF-18)', async ({ page, browser }) => {
  const colleague = { name: 'Lunga Lostphone', email: `lunga.${Date.now()}@grainline.example`, password: 'yellowwood chisel 2026' };
  await page.goto('/admin/account');
  await signInAsStaff(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
  expect((await page.request.post('/api/staff/users', { data: { ...colleague, role: 'staff' }, headers: { origin: ORIGIN } })).status()).toBe(201);
  // The colleague turns a factor on in a browser of their own.
  const theirs = await browser.newContext({ baseURL: ORIGIN });
  const headers = { origin: ORIGIN };
  expect((await theirs.request.post('/api/staff/login', { data: { email: colleague.email, password: colleague.password }, headers })).status()).toBe(200);
  const { data } = (await (await theirs.request.post('/api/staff/second-factor/enrolment', { data: {}, headers })).json()) as { data: { secret: string } };
  expect((await theirs.request.post('/api/staff/second-factor/enrolment/confirm', { data: { code: codeAt(data.secret) }, headers })).status()).toBe(200);
  await theirs.close();

  await page.reload();
  const row = page.getByRole('region', { name: 'Staff Members' }).getByRole('listitem').filter({ hasText: colleague.email });
  await expect(row).toContainText('Second factor on');
  await row.getByRole('button', { name: `Reset second factor for ${colleague.name}` }).click();
  await row
    .getByRole('group', { name: `Reset the second factor of ${colleague.name}` })
    .getByRole('button', { name: 'Yes, Reset' })
    .click();
  await expect(toast(page, 'Second Factor Reset')).toBeVisible();
  await expect(row).toContainText('No second factor');
  await expect(page.getByRole('region', { name: 'Security Log' }).getByRole('row').filter({ hasText: 'Second factor reset' }).first()).toContainText(
    colleague.email,
  );
});

test('a member REQUIRE_SECOND_FACTOR asks a factor of, who has none, is told on every staff screen where to turn it on (STAFF-17)', async ({ page }) => {
  // The e2e server runs with REQUIRE_SECOND_FACTOR=none; the sign-in and session answer as the default (owners) would for an owner.
  const asRequired = async (route: Route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { data: { staff?: Record<string, unknown> } };
    if (body.data.staff) body.data.staff = { ...body.data.staff, secondFactor: false, secondFactorRequired: true };
    await route.fulfill({ response: answer, json: body });
  };
  await page.route('**/api/session', asRequired);
  await page.route('**/api/staff/login', asRequired);
  await page.goto('/admin/prices');
  await signInAsStaff(page);
  const banner = page.getByRole('status').filter({ hasText: 'Turn on a second factor before you change prices, staff or partners' });
  await expect(banner).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('second-factor-banner.png') });
  await banner.getByRole('link', { name: 'Turn it on in Your Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Second Factor' })).toContainText(
    'The workshop asks you to turn it on before you change prices, staff or partners.',
  );
});
