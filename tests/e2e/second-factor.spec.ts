import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { promisify } from 'node:util';
import type { Browser, Locator, Page, Route } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { acceptConsoleErrors, expect, test } from './fixtures';
import { signInAsStaff } from './helpers/accounts';
import { axeViolations } from './helpers/axe';
import { E2E_DATA_DIR_POINTER, E2E_PORT } from './e2e-ports';
import { readQrCode } from '#server/pdf/qr-read.test-helper';

/** STAFF-16: a staff member turns on a second factor at /admin/account and then signs in with a code. */
// axe is injected by the test; the app's CSP allows only its own scripts.
test.use({ bypassCSP: true });

const ORIGIN = `http://127.0.0.1:${E2E_PORT}`;

/** The code an authenticator app would show `offsetSteps` periods from now. */
const codeAt = (secret: string, offsetSteps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offsetSteps * 30_000 });

const run = promisify(execFile);

/** A colleague of the e2e owner's, added through the API, with the owner signed out again. */
async function addColleague(page: Page, role: 'owner' | 'staff', name: string) {
  const colleague = {
    name,
    email: `${name.split(' ')[0]?.toLowerCase()}.${Date.now()}@grainline.example`,
    password: 'stinkwood lathe 2026',
  };
  await page.goto('/admin/account');
  await signInAsStaff(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
  expect(
    (
      await page.request.post('/api/staff/users', { data: { ...colleague, role }, headers: { origin: ORIGIN } })
    ).status(),
  ).toBe(201);
  // The owner's security log loads in a chunk of its own: signing out before it has asked for its
  // entries would have that request refused (a 401 in the console).
  await expect(page.getByRole('region', { name: 'Security Log' }).getByText('Loading the security log…')).toHaveCount(
    0,
  );
  await page.getByRole('button', { name: 'Sign Out' }).click();
  // Signed out once the sign-in screen is there: filled before, the account page's own Email field took the address.
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Sign In' })).toBeVisible();
  return colleague;
}

/** A factor turned on as the phone that is later lost did, in a browser of its own. */
async function turnOnByApi(page: Page, member: { email: string; password: string }) {
  const theirs = await page.context().browser()!.newContext({ baseURL: ORIGIN });
  const headers = { origin: ORIGIN };
  expect(
    (
      await theirs.request.post('/api/staff/login', {
        data: { email: member.email, password: member.password },
        headers,
      })
    ).status(),
  ).toBe(200);
  const { data } = (await (
    await theirs.request.post('/api/staff/second-factor/enrolment', { data: {}, headers })
  ).json()) as { data: { secret: string } };
  const confirmed = await theirs.request.post('/api/staff/second-factor/enrolment/confirm', {
    data: { code: codeAt(data.secret) },
    headers,
  });
  const { recoveryCodes } = ((await confirmed.json()) as { data: { recoveryCodes: string[] } }).data;
  await theirs.close();
  return { secret: data.secret, recoveryCodes };
}

/** What a phone's camera reads from the QR code on screen. */
async function scanQr(image: Locator): Promise<string> {
  const code = await readQrCode(await image.screenshot());
  expect(code, 'a QR code on screen').toBeDefined();
  return code ?? '';
}

function toast(page: Page, title: string) {
  return page.getByRole('region', { name: /^Notifications/ }).getByText(title, { exact: true });
}

test('a member turns on a second factor by scanning its QR code, saves the recovery codes, and signs in with a code', async ({
  page,
  consoleErrors,
}) => {
  // A colleague of their own, so the owner other specs sign in as keeps signing in with a password.
  const member = await addColleague(page, 'staff', 'Thandi Totp');
  await signInAsStaff(page, member);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();

  const section = page.getByRole('region', { name: 'Second Factor' });
  await expect(section).toContainText('Off.');
  await section.getByRole('button', { name: 'Turn On Second Factor' }).click();
  // What a phone's camera reads: the QR code as drawn, decoded from the screen.
  const uri = await scanQr(section.getByRole('img', { name: 'QR code to add Grainline to your authenticator app' }));
  const secret = new URL(uri).searchParams.get('secret') ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect((await section.getByTestId('second-factor-secret').innerText()).replace(/\s/g, '')).toBe(secret);
  await expect(section.getByRole('link', { name: 'open this setup link in the app' })).toHaveAttribute('href', uri);
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
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download (.txt)' }).click();
  expect((await download).suggestedFilename()).toBe('grainline-recovery-codes.txt');
  expect(await fs.readFile(await (await download).path(), 'utf8')).toContain((await codes.allInnerTexts()).join('\n'));
  await expect(section.getByRole('button', { name: 'Done' })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('second-factor-recovery-codes.png'), fullPage: true });
  await section.getByLabel('I have saved these codes somewhere safe').check();
  await section.getByRole('button', { name: 'Done' }).click();
  await expect(section).toContainText('10 of 10 recovery codes left');

  // Signing in again: the password, then the code.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Sign In' })).toBeVisible();
  await signInAsStaff(page, member);
  await expect(page.getByRole('heading', { level: 1, name: 'Enter Your Code' })).toBeVisible();
  await expect(page.getByText(`npm run create-owner -- --email ${member.email} --reset-second-factor`)).toBeVisible();
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
  await expect(page.getByRole('region', { name: 'Second Factor' })).toContainText('On since');
});

test('a sole owner signs in once with a recovery code, then clears the factor with create-owner on the server, which the log shows', async ({
  page,
  consoleErrors,
}) => {
  const owner = await addColleague(page, 'owner', 'Sizwe Sole');
  const { secret, recoveryCodes } = await turnOnByApi(page, owner);
  const recovery = recoveryCodes[0] ?? '';
  await page.goto('/admin/account');
  const withCode = async (code: string) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Staff Sign In' })).toBeVisible();
    await signInAsStaff(page, owner);
    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Verify and Sign In' }).click();
  };
  await withCode(recovery);
  await expect(page.getByRole('region', { name: 'Second Factor' })).toContainText('9 of 10 recovery codes left');
  await expect(page.getByRole('region', { name: 'Security Log' }).getByText('Loading the security log…')).toHaveCount(
    0,
  );
  expect(secret).not.toBe('');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  // The same recovery code a second time: refused.
  await withCode(recovery);
  await expect(page.getByRole('alert').filter({ hasText: 'That code is not right' })).toBeVisible();
  expect(acceptConsoleErrors(consoleErrors, /status of 401/)).toHaveLength(1);

  // The phone and the codes are gone: the owner runs the command on the server.
  const { stdout } = await run(
    'npm',
    ['run', '--silent', 'create-owner', '--', '--email', owner.email, '--reset-second-factor'],
    {
      env: {
        ...process.env,
        DATA_DIR: await fs.readFile(E2E_DATA_DIR_POINTER, 'utf8'),
        DATABASE_URL: '',
        PUBLIC_URL: ORIGIN,
      },
    },
  );
  expect(stdout).toContain(`Second factor cleared for owner ${owner.email}`);
  expect(stdout).toContain(`Sign in at ${ORIGIN}/staff/login`);
  await page.getByRole('button', { name: 'Back to email and password' }).click();
  await signInAsStaff(page, owner);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Second Factor' })).toContainText('Off.');
  const entry = page
    .getByRole('region', { name: 'Security Log' })
    .getByRole('row')
    .filter({ hasText: 'Second factor reset' })
    .filter({ hasText: owner.email });
  await expect(entry).toContainText('Command line on the server');
});

/** A colleague turns a second factor on in a browser of their own. */
async function turnOnSecondFactorElsewhere(browser: Browser, colleague: { email: string; password: string }) {
  const theirs = await browser.newContext({ baseURL: ORIGIN });
  const headers = { origin: ORIGIN };
  const login = await theirs.request.post('/api/staff/login', {
    data: { email: colleague.email, password: colleague.password },
    headers,
  });
  expect(login.status()).toBe(200);
  const enrolment = await theirs.request.post('/api/staff/second-factor/enrolment', { data: {}, headers });
  const { data } = (await enrolment.json()) as { data: { secret: string } };
  const confirmed = await theirs.request.post('/api/staff/second-factor/enrolment/confirm', {
    data: { code: codeAt(data.secret) },
    headers,
  });
  expect(confirmed.status()).toBe(200);
  await theirs.close();
}

test('an owner resets the second factor of a colleague who lost their phone (STAFF-18)', async ({ page, browser }) => {
  const colleague = {
    name: 'Lunga Lostphone',
    email: `lunga.${Date.now()}@grainline.example`,
    password: 'yellowwood chisel 2026',
  };
  await page.goto('/admin/account');
  await signInAsStaff(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
  expect(
    (
      await page.request.post('/api/staff/users', {
        data: { ...colleague, role: 'staff' },
        headers: { origin: ORIGIN },
      })
    ).status(),
  ).toBe(201);
  await turnOnSecondFactorElsewhere(browser, colleague);

  await page.reload();
  const row = page
    .getByRole('region', { name: 'Staff Members' })
    .getByRole('listitem')
    .filter({ hasText: colleague.email });
  await expect(row).toContainText('Second factor on');
  await row.getByRole('button', { name: `Reset second factor for ${colleague.name}` }).click();
  await row
    .getByRole('group', { name: `Reset the second factor of ${colleague.name}` })
    .getByRole('button', { name: 'Yes, Reset' })
    .click();
  await expect(toast(page, 'Second Factor Reset')).toBeVisible();
  await expect(row).toContainText('No second factor');
  await expect(
    page
      .getByRole('region', { name: 'Security Log' })
      .getByRole('row')
      .filter({ hasText: 'Second factor reset' })
      .first(),
  ).toContainText(colleague.email);
});

test('a member REQUIRE_SECOND_FACTOR asks a factor of, who has none, is told on every staff screen where to turn it on (STAFF-17)', async ({
  page,
}) => {
  // The e2e server runs with REQUIRE_SECOND_FACTOR=none; the sign-in and session answer as the default (owners) would
  // for an owner.
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
  const banner = page
    .getByRole('status')
    .filter({ hasText: 'Turn on a second factor before you change prices, staff or partners' });
  await expect(banner).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('second-factor-banner.png') });
  await banner.getByRole('link', { name: 'Turn it on in Your Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Second Factor' })).toContainText(
    'The workshop asks you to turn it on before you change prices, staff or partners.',
  );
});

test('changing one’s own password with a second factor on asks for a code too (STAFF-20)', async ({
  page,
  consoleErrors,
}) => {
  const member = await addColleague(page, 'staff', 'Pule Password');
  const { secret, recoveryCodes } = await turnOnByApi(page, member);
  await page.goto('/admin/account');
  await signInAsStaff(page, member);
  await page.getByLabel('Code').fill(codeAt(secret, 1));
  await page.getByRole('button', { name: 'Verify and Sign In' }).click();
  const passwordSection = page.getByRole('region', { name: 'Change Your Password' });
  const newPassword = 'assegai drawknife 2026';
  await passwordSection.getByLabel('Current password').fill(member.password);
  await passwordSection.getByLabel('New password', { exact: true }).fill(newPassword);
  await passwordSection.getByLabel('Confirm new password').fill(newPassword);
  await passwordSection.getByRole('button', { name: 'Change Password' }).click();
  await expect(passwordSection.getByText('Enter the code from your authenticator app')).toBeVisible();
  acceptConsoleErrors(consoleErrors, /status of 400/);
  // The sign-in spent the current code: a recovery code serves as well.
  await passwordSection.getByLabel('Code from your authenticator app').fill(recoveryCodes[0] ?? '');
  await passwordSection.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(page, 'Password Changed')).toBeVisible();
});
