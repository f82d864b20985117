import type { Page } from '@playwright/test';
import type { InvoiceSummary } from '#core/invoicing/invoice-schemas';
import { formatRand } from '#core/money';
import { sgmlOfx } from '#core/payments/statement-files.test-helper';
import type { JobList } from '#core/workshop/job-schemas';
import { ACCEPT_BILLING, makeQuoteRequest } from '../integration/helpers/quote-factories';
import { acceptConsoleErrors, expect, test } from './fixtures';
import { signInAsStaff } from './helpers/accounts';
import { mailbox } from './helpers/mailbox';

/**
 * ADR 047 and ADR 050 in Chromium, as the workshop and its customer live them: an accepted quote
 * sends its deposit invoice, a bank statement imported on the Payments screen pays it, the job
 * goes to cutting (not before: the board says why), out for delivery sends the final invoice,
 * the balance is paid and the job is delivered. An owner's move before the money, with a reason,
 * is kept in the security log.
 */

type Job = JobList['jobs'][number];

/** A customer accepts a quote to be shipped; staff (signed in on `page`) see its job. */
async function acceptedShippingQuote(
  page: Page,
  fullName: string,
  email: string,
): Promise<{ job: Job; quoteNumber: string }> {
  const created = await page.request.post('/api/quotes', {
    data: makeQuoteRequest({ delivery: 'shipping', leadInfo: { fullName, email, phone: '082 555 0191' } }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { token, quoteNumber } = ((await created.json()) as { data: { token: string; quoteNumber: string } }).data;
  expect((await page.request.post(`/api/quotes/${token}/accept`, { data: ACCEPT_BILLING })).status()).toBe(200);
  const jobs = ((await (await page.request.get('/api/admin/jobs')).json()) as { data: JobList }).data.jobs;
  const job = jobs.find((each) => each.quoteNumber === quoteNumber);
  if (!job) throw new Error(`no job for ${quoteNumber}`);
  return { job, quoteNumber };
}

async function invoiceOf(page: Page, quoteNumber: string, kind: 'deposit' | 'final'): Promise<InvoiceSummary> {
  const { invoices } = (
    (await (await page.request.get('/api/admin/invoices')).json()) as { data: { invoices: InvoiceSummary[] } }
  ).data;
  const invoice = invoices.find((each) => each.quoteNumber === quoteNumber && each.kind === kind);
  if (!invoice) throw new Error(`no ${kind} invoice for ${quoteNumber}`);
  return invoice;
}

/** Staff import the bank's OFX statement, one EFT paying `invoice` with its number as reference, and see it applied. */
async function importPayment(page: Page, invoice: InvoiceSummary, payer: string): Promise<void> {
  const ofx = sgmlOfx([
    { postedOn: '2026-12-06', amountCents: invoice.owingCents, description: `EFT ${payer}`, reference: invoice.number },
  ]);
  await page.goto('/admin/payments');
  await page
    .getByLabel('Bank statement (OFX or CSV)')
    .setInputFiles({ name: `${invoice.number}.ofx`, mimeType: 'application/x-ofx', buffer: Buffer.from(ofx) });
  await page.getByRole('button', { name: 'Import the statement' }).click();
  await expect(page.getByRole('region', { name: 'Applied' })).toContainText(`${invoice.number}, `);
}

/** Opens the jobs board, signing in first when `signIn`. */
async function openBoard(page: Page, signIn = false): Promise<void> {
  await page.goto('/admin/jobs');
  if (signIn) {
    await expect(page).toHaveURL(/\/staff\/login/);
    await signInAsStaff(page);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
}

const moveTo = (page: Page, job: Job, stage: string) =>
  page.getByRole('combobox', { name: `Stage of ${job.jobNumber}` }).selectOption({ label: stage });
const dialogFor = (page: Page, job: Job, stage: string) =>
  page.getByRole('alertdialog', { name: `Move ${job.jobNumber} to ${stage}?` });
const said = (page: Page, text: string) => expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();

test('a shipped order: deposit invoice, statement import, cutting, final invoice, balance, delivered', async ({
  page,
  consoleErrors,
}) => {
  const email = `paid.${Date.now()}@example.co.za`;
  await openBoard(page, true);
  const { job, quoteNumber } = await acceptedShippingQuote(page, 'Dineo Delivered', email);
  const deposit = await invoiceOf(page, quoteNumber, 'deposit');
  const [depositMail] = await mailbox.waitFor(email, { subject: `Tax Invoice ${deposit.number}` });
  expect(depositMail.raw).toMatch(/Content-Type: application\/pdf/i);
  expect(depositMail.raw).toContain(`${deposit.number}.pdf`);

  // Unpaid, the move to cutting is refused, in the server's words, and the job stays.
  await page.reload();
  await moveTo(page, job, 'Cutting');
  await expect(dialogFor(page, job, 'Cutting').getByRole('region', { name: 'Payment' })).toContainText(
    'Waiting for deposit',
  );
  await dialogFor(page, job, 'Cutting').getByRole('button', { name: 'Move', exact: true }).click();
  const refused = page.getByRole('alert').filter({ hasText: `${job.jobNumber} stays where it is until it is paid.` });
  await expect(refused).toContainText(
    `The deposit of ${formatRand(deposit.totalCents)} on ${deposit.number} is not paid yet`,
  );
  expect(acceptConsoleErrors(consoleErrors, /409/)).toHaveLength(1);
  await expect(
    page.getByRole('region', { name: /^Accepted/ }).getByRole('article', { name: `Job ${job.jobNumber}` }),
  ).toBeVisible();

  await importPayment(page, deposit, 'Dineo Delivered');
  await openBoard(page);
  await moveTo(page, job, 'Cutting');
  await dialogFor(page, job, 'Cutting').getByRole('button', { name: 'Move', exact: true }).click();
  await said(page, `${job.jobNumber} moved to Cutting.`);
  await expect(
    page.getByRole('region', { name: /^Cutting/ }).getByRole('article', { name: `Job ${job.jobNumber}` }),
  ).toBeVisible();

  // Out for delivery: the customer is e-mailed, and the final invoice for the balance goes with it.
  await moveTo(page, job, 'Out for delivery');
  await dialogFor(page, job, 'Out for delivery').getByRole('button', { name: 'Move and e-mail' }).click();
  await said(page, `${job.jobNumber} moved to Out for delivery`);
  const final = await invoiceOf(page, quoteNumber, 'final');
  const [finalMail] = await mailbox.waitFor(email, { subject: `Tax Invoice ${final.number}` });
  expect(finalMail.raw).toContain(`${final.number}.pdf`);

  await importPayment(page, final, 'Dineo Delivered');
  await openBoard(page);
  await moveTo(page, job, 'Delivered');
  await said(page, `${job.jobNumber} moved to Delivered.`);
  const moved = ((await (await page.request.get(`/api/admin/jobs/${job.id}`)).json()) as { data: { stage: string } })
    .data;
  expect(moved.stage).toBe('delivered');
});

test('an owner moves an unpaid job to cutting with a reason, and the security log keeps it', async ({ page }) => {
  await openBoard(page, true);
  const { job } = await acceptedShippingQuote(page, 'Olu Override', `override.${Date.now()}@example.co.za`);
  await page.reload();
  await moveTo(page, job, 'Cutting');
  const dialog = dialogFor(page, job, 'Cutting');
  await dialog.getByRole('button', { name: 'Move anyway' }).click();
  await expect(dialog).toContainText('Say why in at least 5 characters.');
  const reason = `Customer paid cash at the counter, ${job.jobNumber}`;
  await dialog.getByLabel('Reason to move it before it is paid').fill(reason);
  await dialog.getByRole('button', { name: 'Move anyway' }).click();
  await said(page, `${job.jobNumber} moved to Cutting.`);

  await page.goto('/admin/account');
  const entry = page.getByRole('table', { name: 'Security log entries' }).getByRole('row').filter({ hasText: reason });
  await expect(entry).toContainText('Job moved before it was paid');
  await expect(entry).toContainText(job.jobNumber);
  await expect(entry).toContainText('Moved to Cutting.');
});
