import { parseMimeParts, type ReceivedMail } from '../integration/helpers/smtp-test-server';
import { expect, test } from './fixtures';
import {
  applicationCard,
  fillApplication,
  makeApplicant,
  ownerOnAdminDashboard,
  serveStandInWoodImages,
} from './helpers/accounts';
import { pickWood } from './helpers/configurator';
import { mailbox } from './helpers/mailbox';

/**
 * The partner's journey across screens, people and the real SMTP server the e2e app sends to
 * (tests/e2e/helpers/mail-catcher.ts). What each screen does on its own (messages, failures,
 * the client price, Send, Settings) is proved by the component tests beside each screen.
 */

/** The single-use setup link in the approval e-mail's text, as a path on this server. */
function setupPathIn(mail: ReceivedMail | undefined): string {
  const text =
    parseMimeParts(mail?.raw ?? '')
      .find((part) => part.contentType === 'text/plain')
      ?.body.toString('utf8') ?? '';
  const link = new URL(
    /\S+\/professional\/setup\?token=[A-Za-z0-9_-]{43}/.exec(text)?.[0] ?? 'http://no.setup.link.in.the.e-mail',
  );
  return `${link.pathname}${link.search}`;
}

test('PARTNER-03 to PARTNER-13: an applicant applies, staff approve (STAFF-05, STAFF-06), the partner sets up from the e-mailed link, signs in and saves a quote for a client at the discount (PRICE-11)', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const applicant = makeApplicant({ businessName: `Oak & Iron Interiors ${Date.now()}` });
  await serveStandInWoodImages(page);
  await page.goto('/professional/apply');
  await fillApplication(page, applicant);
  await page.getByRole('button', { name: 'Send Application' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You for Applying' })).toBeVisible();

  const staff = await ownerOnAdminDashboard(browser, consoleErrors);
  const card = applicationCard(staff, applicant.businessName);
  await card.getByLabel('Discount (%)').fill('12.5');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(
    staff.getByRole('region', { name: /^Notifications/ }).getByText('Application Approved', { exact: true }),
  ).toBeVisible();
  await staff.context().close();

  // PARTNER-09: the single-use setup link arrives by e-mail.
  const [approval] = await mailbox.waitFor(applicant.contactEmail, { subject: 'account is approved' });
  await page.goto(setupPathIn(approval));
  await expect(page.getByText('12.5% discount on all products')).toBeVisible();
  const username = `oakiron${Date.now().toString(36)}`;
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('walnut-and-oak-2026');
  await page.getByLabel('Confirm Password').fill('walnut-and-oak-2026');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await page.getByRole('link', { name: 'Go to Login' }).click();

  // PARTNER-10, PARTNER-12: signed in with an httpOnly session cookie, on the dashboard.
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('walnut-and-oak-2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('banner').getByRole('heading', { level: 1, name: applicant.businessName })).toBeVisible();
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'grainline_session')?.httpOnly).toBe(true);

  // PARTNER-13: a quote for a client at the partner's discount, found on the dashboard.
  await page.getByRole('banner').getByRole('link', { name: 'New Quote' }).click();
  await expect(page.getByRole('region', { name: 'Partner account' })).toContainText('12.5% partner discount');
  await pickWood(page, 'Pine', 'Face');
  await page.getByRole('button', { name: 'Add & Get My Quote' }).click();
  await page.getByRole('radio', { name: /Pass my discount on/ }).click();
  await page.getByRole('radio', { name: /Contractor/ }).click();
  await page.getByLabel("Client's full name").fill('Nomsa Khumalo');
  await page.getByLabel("Client's email").fill(`nomsa.${Date.now()}@example.co.za`);
  await page.getByLabel("Client's phone").fill('082 555 0142');
  await page.getByRole('checkbox', { name: /agree/i }).check();
  await page.getByRole('button', { name: 'Save Quote for Client' }).click();
  const quoteNumber = await page.getByTestId('quote-number').innerText();
  await page.goto('/professional/dashboard');
  await page.getByRole('tab', { name: 'Quotes' }).click();
  await expect(page.getByTestId('partner-quote-row').filter({ hasText: quoteNumber })).toContainText('Nomsa Khumalo');
});
