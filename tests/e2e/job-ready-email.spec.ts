import type { JobList } from '#core/workshop/job-schemas';
import { ACCEPT_BILLING, makeQuoteRequest } from '../integration/helpers/quote-factories';
import { expect, test } from './fixtures';
import { signInAsStaff } from './helpers/accounts';
import { payQuoteInvoices } from './helpers/invoices';
import { mailbox } from './helpers/mailbox';

/**
 * OPS-18 in Chromium: moving a job to ready to collect (past the stages between) asks "E-mail
 * the customer now?" with the message shown; on the yes exactly one e-mail arrives, and moving
 * back and on again sends no second one.
 */
test('a job moved to ready to collect e-mails its customer once, on the staff yes', async ({ page, request }) => {
  const email = `ready.${Date.now()}@example.co.za`;
  await page.goto('/admin/jobs');
  await signInAsStaff(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  const created = await request.post('/api/quotes', {
    data: makeQuoteRequest({ delivery: 'collect', leadInfo: { fullName: 'Rita Ready', email, phone: '082 555 0190' } }),
  });
  const { token, quoteNumber } = ((await created.json()) as { data: { token: string; quoteNumber: string } }).data;
  expect((await request.post(`/api/quotes/${token}/accept`, { data: ACCEPT_BILLING })).status()).toBe(200);
  await payQuoteInvoices(page.request, quoteNumber);
  const jobs = ((await (await page.request.get('/api/admin/jobs')).json()) as { data: JobList }).data.jobs;
  const job = jobs.find((j) => j.quoteNumber === quoteNumber);
  if (!job) throw new Error(`no job for ${quoteNumber}`);

  await page.goto(`/admin/jobs/${job.id}`);
  const stage = page.getByRole('combobox', { name: 'Stage' });
  await stage.selectOption({ label: 'Ready to collect' });
  const dialog = page.getByRole('alertdialog', { name: `Move ${job.jobNumber} to Ready to collect?` });
  await expect(dialog).toContainText('This skips Materials ordered, Cutting, Glue-up, Finishing.');
  await expect(dialog).toContainText('E-mail the customer now?');
  await expect(dialog).toContainText(`Your order ${job.jobNumber} is ready to collect`);
  await dialog.getByRole('button', { name: 'Move and e-mail' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'moved to Ready to collect' })).toBeVisible();

  const [mail] = await mailbox.waitFor(email, { subject: 'is ready to collect' });
  expect(mail.raw).toContain('Rita Ready');

  // Back to finishing (one step, no question) and on again: the dialog says it was sent, and nothing more is.
  await stage.selectOption({ label: 'Finishing' });
  await expect(stage).toHaveValue('finishing');
  await stage.selectOption({ label: 'Ready to collect' });
  await expect(page.getByRole('alertdialog')).toContainText('they are not e-mailed again');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Move', exact: true }).click();
  await expect(stage).toHaveValue('ready_to_collect');
  expect(await mailbox.to(email, 'is ready to collect')).toHaveLength(1);
});
