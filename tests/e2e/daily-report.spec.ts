import { parseHeaders, parseMimeParts } from '../integration/helpers/smtp-test-server';
import { formatDate } from '#core/dates';
import { E2E_OWNER } from './e2e-accounts';
import { expect, test } from './fixtures';
import { mailbox } from './helpers/mailbox';

/**
 * ANALYTICS-22 and ANALYTICS-23 end to end: the owner opts in on the Daily Reports tab, presses 'Generate
 * Test Report Now', reads the confirmation, and the report arrives in a real SMTP server with
 * a plain-text and an HTML part.
 */

test("'Generate Test Report Now' e-mails the report with a text and an HTML part", async ({ page }) => {
  const login = await page.request.post('/api/staff/login', { data: { email: E2E_OWNER.email, password: E2E_OWNER.password } });
  expect(login.ok()).toBe(true);
  await page.goto('/visitors');
  await expect(page.getByRole('heading', { level: 1, name: 'Visitor Analytics Dashboard' })).toBeVisible();
  // A fresh server has no visits yet: the tab is there all the same.
  await page.getByRole('tab', { name: 'Daily Reports' }).click();
  const optIn = page.getByRole('checkbox', { name: 'E-mail me the daily report every morning' });
  await expect(optIn).toBeEnabled();
  // The box shows what the server holds, so it turns checked once the change is saved.
  if (!(await optIn.isChecked())) await optIn.click();
  await expect(optIn).toBeChecked();

  await page.getByRole('button', { name: 'Generate Test Report Now' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Daily Reports' }).getByRole('status')).toHaveText('Daily report generated and sent!');

  const [report] = await mailbox.waitFor(E2E_OWNER.email, { subject: 'daily report for' });
  if (!report) throw new Error('no report arrived');
  // ANALYTICS-23: the test report covers today so far, and says so.
  expect(parseHeaders(report.raw).subject).toMatch(/^\[Test\] .+ daily report for \d{4}-\d{2}-\d{2} \(so far\)$/);
  const parts = parseMimeParts(report.raw);
  const text = parts.find((part) => part.contentType === 'text/plain');
  const html = parts.find((part) => part.contentType === 'text/html');
  expect(text?.body.toString('utf8')).toMatch(/Visitors/);
  expect(html?.body.toString('utf8')).toMatch(/<html/i);
  expect(html?.body.toString('utf8')).not.toMatch(/<script/i);

  // The report is listed on the tab, sent at the workshop's time (en-ZA, Africa/Johannesburg), and opens.
  const pastReports = page.getByRole('table', { name: 'Past reports' });
  await expect(pastReports.getByRole('columnheader', { name: 'Sent', exact: true })).toBeVisible();
  await expect(pastReports.getByRole('row').nth(1)).toContainText(new RegExp(`${formatDate(new Date())} \\d{2}:\\d{2}`));
  await page
    .getByRole('button', { name: /^Open report \d{4}\/\d{2}\/\d{2}$/ })
    .first()
    .click();
  await expect(page.locator('iframe[sandbox]')).toBeVisible();
});
