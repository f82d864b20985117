import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { StaffAttention } from '#core/back-office/attention';
import { parseMimeParts, type ReceivedMail } from '../integration/helpers/smtp-test-server';
import { acceptConsoleErrors, expect, test } from './fixtures';
import { apply, applicationCard, fillApplication, makeApplicant, ownerOnAdminDashboard, serveStandInWoodImages } from './helpers/accounts';
import { axeViolations } from './helpers/axe';
import { mailbox } from './helpers/mailbox';

/**
 * PARTNER-03 to PARTNER-12: a trade partner from application to signed-in partner, as the people involved do
 * it, with the setup e-mail read from the real SMTP server the e2e app sends to
 * (tests/e2e/helpers/mail-catcher.ts).
 */
test.describe.configure({ mode: 'serial' });
// axe is injected by the test; the app's CSP allows only its own scripts.
test.use({ bypassCSP: true });

function textOf(mail: ReceivedMail | undefined): string {
  return (
    parseMimeParts(mail?.raw ?? '')
      .find((part) => part.contentType === 'text/plain')
      ?.body.toString('utf8') ?? ''
  );
}

function setupPathIn(mail: ReceivedMail | undefined): string {
  const link = /(\S+\/professional\/setup\?token=[A-Za-z0-9_-]{43})/.exec(textOf(mail))?.[1];
  expect(link, 'a setup link in the e-mail').toBeDefined();
  const url = new URL(link ?? '/');
  return `${url.pathname}${url.search}`;
}

async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(toast.getByText(description, { exact: true })).toBeVisible();
}

/**
 * The counts of every request a page makes for what needs attention (the staff nav's badges and
 * the staff home's panel), in the order it made them; a request that got no answer gives undefined.
 */
function watchAttention(page: Page): Promise<StaffAttention | undefined>[] {
  const counts: Promise<StaffAttention | undefined>[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/api/admin/attention') return;
    counts.push(
      request
        .response()
        .then(async (response) => ((await response?.json()) as { data: StaffAttention } | undefined)?.data)
        .catch(() => undefined),
    );
  });
  return counts;
}

/** The staff nav's Applications link, its badge showing the pending count when there is one. */
async function expectApplicationsBadge(page: Page, pending: number): Promise<void> {
  const link = page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: /^Applications/ });
  await expect(link).toHaveText(pending > 0 ? new RegExp(`^Applications\\s*${pending}$`) : /^Applications$/);
}

/** Focus is on a heading on the Admin Dashboard, not on the page itself, and not the decided card's. */
async function expectFocusOnAHeadingAfter(page: Page, decidedBusinessName: string): Promise<void> {
  const focused = page.locator(':focus');
  await expect(focused).toHaveRole('heading');
  await expect(focused).not.toHaveText(decidedBusinessName);
  expect(await page.evaluate(() => document.activeElement === document.body), 'focus is not on the page itself').toBe(false);
}

test('an applicant applies, staff approve with 12.5 %, the partner sets up from the e-mailed link with a logo and signs in', async ({
  page,
  browser,
  consoleErrors,
}) => {
  // Several people's whole journey in one test: three times the usual time on a busy machine.
  test.slow();
  const applicant = makeApplicant({ businessName: `Oak & Iron Interiors ${Date.now()}` });

  // The applicant finds the form from the configurator's footer and applies.
  await serveStandInWoodImages(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Trade partners: apply' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Become a Trade Partner' })).toBeVisible();
  await page.getByRole('button', { name: 'Send Application' }).click();
  await expect(page.getByText('Business name is required')).toBeVisible();
  await expect(page.getByText('Choose Contractor or Reseller')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await fillApplication(page, applicant);
  await page.getByLabel('A short note (optional)').fill('About 40 kitchens a year, mostly in Mbombela.');
  await page.getByRole('button', { name: 'Send Application' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You for Applying' })).toBeVisible();
  await expect(page.getByText(applicant.businessName)).toBeVisible();
  // The workshop is told of the new application.
  // Waits for this application's notice: other files' mail to the workshop may arrive here too.
  await mailbox.waitFor('quotes@grainline.example', { subject: applicant.businessName });

  // Staff sign in (sent there from /admin) and approve with 12.5 %: a discount of two decimals (PRICE-11), a third refused.
  const staff = await ownerOnAdminDashboard(browser, consoleErrors);
  const card = applicationCard(staff, applicant.businessName);
  await expect(card).toBeVisible();
  await expect(card.getByText(applicant.contactName)).toBeVisible();
  await expect(card.getByText(applicant.contactEmail)).toBeVisible();
  await expect(card.getByText(applicant.contactPhone)).toBeVisible();
  await expect(card.getByText(applicant.businessAddress)).toBeVisible();
  await expect(card.getByText(/^Contractor · Applied \d{4}\/\d{2}\/\d{2}$/)).toBeVisible();
  const discount = card.getByLabel('Discount (%)');
  await expect(discount).toHaveValue('10');
  await discount.fill('31');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card.getByText('Discount can be at most 30%')).toBeVisible();
  await discount.fill('12.345');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card.getByText('Discount may have at most two decimals')).toBeVisible();
  await discount.fill('12.5');
  const attention = watchAttention(staff);
  await card.getByRole('button', { name: 'Approve' }).click();
  await expectToast(staff, 'Application Approved', 'The professional user has been approved successfully.');
  await expect(card).toHaveCount(0);
  // The pending count is asked for again with the decision (not at the nav's next minute), and
  // the badge and the staff home's panel show the answer.
  expect(attention.length, 'the attention counts were asked for with the decision').toBeGreaterThan(0);
  const afterApproval = await attention.at(-1);
  expect(afterApproval).toBeDefined();
  const pending = afterApproval?.pendingApplications ?? -1;
  await expectApplicationsBadge(staff, pending);
  await expect(
    staff.getByRole('region', { name: 'Needs attention' }).getByRole('link', { name: `${pending} pending application${pending === 1 ? '' : 's'}` }),
  ).toBeVisible();
  // The card held the keyboard's focus: it moves to the next card's heading, or the empty list's.
  await expectFocusOnAHeadingAfter(staff, applicant.businessName);
  await staff.getByRole('button', { name: 'Approved' }).click();
  const approvedCard = applicationCard(staff, applicant.businessName);
  await expect(approvedCard.getByText('12.5% discount')).toBeVisible();
  await expect(approvedCard.getByText(/Approved \d{4}\/\d{2}\/\d{2} by Olwethu Owner/)).toBeVisible();
  await expect(approvedCard.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(approvedCard.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  await expect(approvedCard.getByRole('button', { name: 'Send new setup link' })).toBeVisible();

  // The applicant's e-mail carries the single-use setup link.
  const [approval] = await mailbox.waitFor(applicant.contactEmail, { subject: 'account is approved' });
  const setupPath = setupPathIn(approval);

  // Setup: PARTNER-08's messages, the mismatch toast, then a logo and a good password.
  await page.goto(setupPath);
  await expect(page.getByRole('heading', { name: 'Complete Your Account Setup' })).toBeVisible();
  await expect(page.getByText(applicant.businessName)).toBeVisible();
  await expect(page.getByText('12.5% discount on all products')).toBeVisible();
  await expect(page.getByText('White-label quotes carrying your own logo')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByText('Please confirm your password')).toBeVisible();
  const username = `oakiron${Date.now().toString(36)}`;
  await page.getByLabel('Username').fill('ab');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('walnut-and-oak-2026');
  await page.getByLabel('Confirm Password').fill('walnut-and-oak-2025');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'Passwords do not match' })).toBeVisible();
  await expectToast(page, 'Password Mismatch', 'Passwords do not match.');
  await page.getByLabel('Confirm Password').fill('walnut-and-oak-2026');
  const logo = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#7a3e16' } })
    .png()
    .toBuffer();
  await page.getByLabel('Business Logo (optional)').setInputFiles({ name: 'oak-and-iron.png', mimeType: 'image/png', buffer: logo });
  // Held back until the pending label has been seen, however slow the machine.
  let answerSetup = () => {};
  const setupMayAnswer = new Promise<void>((resolve) => (answerSetup = resolve));
  await page.route('**/api/professional-users/setup', async (route) => {
    await setupMayAnswer;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
  answerSetup();
  await expect(page.getByRole('heading', { name: 'Setup Complete!' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/professional\/login$/);

  // Sign-in: a wrong password first, then the right one.
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('not-my-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Login Failed', 'Incorrect username or password');
  expect(acceptConsoleErrors(consoleErrors, /status of 401/)).toHaveLength(1);
  await page.getByLabel('Password').fill('walnut-and-oak-2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Login Successful', 'Welcome to your professional dashboard!');
  await expect(page).toHaveURL(/\/professional\/dashboard$/);
  const header = page.getByRole('banner');
  await expect(header.getByRole('heading', { level: 1, name: applicant.businessName })).toBeVisible();
  await expect(header.getByText('Contractor', { exact: true })).toBeVisible();
  await expect(header.getByText('12.5% discount')).toBeVisible();
  await expect(header.getByRole('link', { name: 'New Quote' })).toHaveAttribute('href', '/');
  expect(await axeViolations(page)).toEqual([]);

  // STAFF-01, PARTNER-12: the session is an httpOnly cookie; nothing sits in browser storage.
  const stored = await page.evaluate(() => [...Object.values(localStorage), ...Object.values(sessionStorage)].join('\n'));
  expect(stored).not.toMatch(/token|session/i);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'grainline_session')?.httpOnly).toBe(true);
  const me = (await (await page.request.get('/api/professional/me')).json()) as { data: { partner: { discountPercentage: number; hasLogo: boolean } } };
  expect(me.data.partner).toMatchObject({ discountPercentage: 12.5, hasLogo: true });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: applicant.businessName })).toBeVisible();
  // A partner session is not a staff session.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Sign In' })).toBeVisible();
  await page.goto('/professional/dashboard');

  // Staff now see the account as set up: no new link to send.
  await staff.reload();
  await expect(applicationCard(staff, applicant.businessName).getByText('Account set up')).toBeVisible();
  await expect(applicationCard(staff, applicant.businessName).getByRole('button', { name: 'Send new setup link' })).toHaveCount(0);

  // A quote in progress for a client, as the configurator keeps it on the device.
  await page.evaluate(() => {
    localStorage.setItem('grainline.leadInfo', JSON.stringify({ fullName: 'Nomsa Khumalo', email: 'nomsa@example.co.za', phone: '082 555 0142' }));
    localStorage.setItem(
      'grainline.storedQuote',
      JSON.stringify({ quoteNumber: 'Q-20261124-0042', token: 'x'.repeat(43), totalCents: 100, validUntil: '2099-01-01T00:00:00Z', fingerprint: 'f' }),
    );
    localStorage.setItem('grainline.savedSurfaces', JSON.stringify([{ id: 'kept-for-the-client' }]));
  });

  // Logout, and the dashboard is closed again.
  await header.getByRole('button', { name: 'Logout' }).click();
  await expectToast(page, 'Logged Out');
  // The device may be shared: nothing of the client's quote stays on it.
  const left = await page.evaluate(() => Object.values(localStorage).join('\n'));
  expect(left).not.toMatch(/Nomsa|Q-20261124-0042|kept-for-the-client/);
  await expect(page.getByRole('heading', { name: 'Professional Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/professional\/login\?next=%2Fprofessional%2Fdashboard$/);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'grainline_session')).toBeUndefined();
  await page.goto('/professional/dashboard');
  await expect(page.getByRole('heading', { name: 'Professional Login' })).toBeVisible();

  // The link was single-use.
  await page.goto(setupPath);
  await expect(page.getByRole('heading', { name: 'Invalid Setup Link' })).toBeVisible();
  await expect(page.getByText('This setup link is invalid or has expired.')).toBeVisible();
  expect(acceptConsoleErrors(consoleErrors, /status of 404/)).toHaveLength(1);
  await page.getByRole('link', { name: 'Go to Homepage' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Configure Your Surface' })).toBeVisible();
  await staff.context().close();
});

test('a second application from the same address is answered as the first and told by e-mail, then rejected with a reason the rejected filter shows', async ({
  page,
  browser,
  consoleErrors,
}) => {
  // Several people's whole journey in one test: three times the usual time on a busy machine.
  test.slow();
  const applicant = makeApplicant({ businessType: 'Reseller' });
  await apply(page, applicant);

  // The same e-mail again while the first is pending: the screen answers as it did the first time
  // (it tells no one who has applied), the applicant's mailbox says it is already with us, nothing is stored twice.
  await page.goto('/professional/apply');
  await fillApplication(page, { ...applicant, businessName: `${applicant.businessName} again` });
  await page.getByRole('button', { name: 'Send Application' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You for Applying' })).toBeVisible();
  const acknowledgements = await mailbox.waitFor(applicant.contactEmail, { count: 2, subject: 'Your trade partner application' });
  expect(acknowledgements.map((mail) => mail.raw.includes('already have an application'))).toEqual([false, true]);

  const staff = await ownerOnAdminDashboard(browser, consoleErrors);
  await expect(applicationCard(staff, `${applicant.businessName} again`)).toHaveCount(0);
  const card = applicationCard(staff, applicant.businessName);
  await expect(card.getByText(/^Reseller · Applied/)).toBeVisible();
  await card.getByRole('button', { name: 'Reject' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Reject Application' });
  const rejectButton = dialog.getByRole('button', { name: 'Reject Application' });
  await expect(rejectButton).toBeDisabled();
  await dialog.getByLabel('Reason for rejection').fill('   ');
  await expect(rejectButton).toBeDisabled();
  expect(await axeViolations(staff)).toEqual([]);
  const reason = 'We only partner with businesses registered in Mpumalanga for now.';
  await dialog.getByLabel('Reason for rejection').fill(reason);
  await expect(rejectButton).toBeEnabled();
  // While the request is on its way the button stays disabled, so it cannot be sent twice.
  let answerReject = () => {};
  const rejectMayAnswer = new Promise<void>((resolve) => (answerReject = resolve));
  await staff.route('**/api/professional-users/*/reject', async (route) => {
    await rejectMayAnswer;
    await route.continue();
  });
  await rejectButton.click();
  await expect(dialog.getByRole('button', { name: 'Rejecting...' })).toBeDisabled();
  answerReject();
  await expectToast(staff, 'Application Rejected', 'The professional user application has been rejected.');
  await expect(dialog).toHaveCount(0);
  await expect(card).toHaveCount(0);
  // The closing dialog does not take the focus back to the removed card's Reject button (or the page).
  await expectFocusOnAHeadingAfter(staff, applicant.businessName);

  await staff.getByRole('button', { name: 'Rejected' }).click();
  await expect(staff).toHaveURL(/\/admin\?status=rejected$/);
  const rejected = applicationCard(staff, applicant.businessName);
  await expect(rejected.getByText('Rejection reason')).toBeVisible();
  await expect(rejected.getByText(reason)).toBeVisible();
  await expect(rejected.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(rejected.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: 'Rejected' })).toHaveAttribute('aria-pressed', 'true');
  // The applicant is told why (STAFF-05): the reason arrives in their mailbox.
  const [told] = await mailbox.waitFor(applicant.contactEmail, { subject: 'was not approved' });
  const text = parseMimeParts(told?.raw ?? '')
    .find((part) => part.contentType === 'text/plain')
    ?.body.toString('utf8');
  expect(text).toContain(reason);
  await staff.context().close();
});

test('staff send a fresh setup link to an approved applicant who has not set up yet', async ({ page, browser, consoleErrors }) => {
  // Several people's whole journey in one test: three times the usual time on a busy machine.
  test.slow();
  const applicant = makeApplicant();
  await apply(page, applicant);
  const staff = await ownerOnAdminDashboard(browser, consoleErrors);
  await applicationCard(staff, applicant.businessName).getByRole('button', { name: 'Approve' }).click();
  await expectToast(staff, 'Application Approved');
  const [first] = await mailbox.waitFor(applicant.contactEmail, { subject: 'account is approved' });

  await staff.getByRole('button', { name: 'Approved' }).click();
  await applicationCard(staff, applicant.businessName).getByRole('button', { name: 'Send new setup link' }).click();
  await expectToast(staff, 'Setup Link Sent', `A new setup link is on its way to ${applicant.contactEmail}.`);
  const mails = await mailbox.waitFor(applicant.contactEmail, { count: 2, subject: 'account is approved' });
  const freshPath = setupPathIn(mails.at(-1));
  expect(freshPath).not.toBe(setupPathIn(first));
  await page.goto(freshPath);
  await expect(page.getByRole('heading', { name: 'Complete Your Account Setup' })).toBeVisible();
  // The default discount when staff do not change it.
  await expect(page.getByText('10% discount on all products')).toBeVisible();
  await staff.context().close();
});

test('the setup screen shows a placeholder while it checks the link, and Invalid Setup Link for a made-up one', async ({ page, consoleErrors }) => {
  // The lookup waits until the placeholder has been seen, however slow the machine.
  let answerLookup = () => {};
  const lookupMayAnswer = new Promise<void>((resolve) => (answerLookup = resolve));
  await page.route('**/api/professional-users/*', async (route) => {
    await lookupMayAnswer;
    await route.continue();
  });
  await page.goto(`/professional/setup?token=${'x'.repeat(43)}`);
  await expect(page.getByRole('status', { name: 'Checking your setup link' })).toBeVisible();
  answerLookup();
  await expect(page.getByRole('heading', { name: 'Invalid Setup Link' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(acceptConsoleErrors(consoleErrors, /status of 404/)).toHaveLength(1);
});

test('STAFF-06, PARTNER-09, PARTNER-11 when things fail: approve and reject that fail, a setup that fails, and the login screen while it waits', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.slow();
  const serverError = { status: 500, json: { success: false, error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } } };
  const applicant = makeApplicant();
  await apply(page, applicant);

  // Staff: a failed approve and a failed reject say so, and the application stays pending.
  const staff = await ownerOnAdminDashboard(browser, consoleErrors);
  const card = applicationCard(staff, applicant.businessName);
  await staff.route('**/api/professional-users/*/approve', (route) => route.fulfill(serverError));
  await staff.route('**/api/professional-users/*/reject', (route) => route.fulfill(serverError));
  await card.getByRole('button', { name: 'Approve' }).click();
  await expectToast(staff, 'Error', 'Failed to approve application. Please try again.');
  await card.getByRole('button', { name: 'Reject' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Reject Application' });
  await dialog.getByLabel('Reason for rejection').fill('Outside our delivery area');
  await dialog.getByRole('button', { name: 'Reject Application' }).click();
  // The dialog stays open with the reason kept, so the toast sits above it (and outside the accessibility tree the dialog leaves).
  await expect(staff.getByText('Failed to reject application. Please try again.', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Reason for rejection')).toHaveValue('Outside our delivery area');
  await expect(dialog.getByRole('button', { name: 'Reject Application' })).toBeEnabled();
  expect(acceptConsoleErrors(consoleErrors, /status of 500/)).toHaveLength(2);
  await staff.context().close();

  // Setup: the server's message in a 'Setup Failed' toast, the form kept.
  const token = 'f'.repeat(43);
  await page.route(`**/api/professional-users/${token}`, (route) =>
    route.fulfill({
      json: { success: true, data: { id: 999_999, businessName: 'Failing Setup Ltd', businessType: 'reseller', discountPercentage: 12, status: 'approved' } },
    }),
  );
  await page.route('**/api/professional-users/setup', (route) => route.fulfill(serverError));
  await page.goto(`/professional/setup?token=${token}`);
  await page.getByLabel('Username').fill('failing-setup');
  await page.getByLabel('Password', { exact: true }).fill('walnut-and-oak-2026');
  await page.getByLabel('Confirm Password').fill('walnut-and-oak-2026');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expectToast(page, 'Setup Failed', 'Something went wrong on our side. Please try again.');
  await expect(page.getByRole('button', { name: 'Complete Setup' })).toBeEnabled();
  expect(acceptConsoleErrors(consoleErrors, /status of 500/)).toHaveLength(1);

  // Login: PARTNER-10's messages, 'Signing In...' while the answer is on its way, 'Back to Configurator'.
  await page.goto('/professional/login');
  await expect(page.getByRole('link', { name: 'Back to Configurator' })).toHaveAttribute('href', '/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  let answerLogin = () => {};
  const loginMayAnswer = new Promise<void>((resolve) => (answerLogin = resolve));
  await page.route('**/api/professional-auth/login', async (route) => {
    await loginMayAnswer;
    await route.continue();
  });
  await page.getByLabel('Username').fill('nobody-at-all');
  await page.getByLabel('Password').fill('not-a-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
  answerLogin();
  await expectToast(page, 'Login Failed', 'Incorrect username or password');
  await expect(page.getByLabel('Password')).toHaveValue('');
  expect(acceptConsoleErrors(consoleErrors, /status of 401/)).toHaveLength(1);
});
