import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { parseHeaders, parseMimeParts } from '../integration/helpers/smtp-test-server';
import { expect, test } from './fixtures';
import { openConfigurator, pickWood } from './helpers/configurator';
import { mailbox } from './helpers/mailbox';

/**
 * QUOTE-22: the quote e-mail as a customer gets it, through the real SMTP server the e2e app
 * sends to (tests/e2e/helpers/mail-catcher.ts).
 */

function pdfText(bytes: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-mail-')), 'quote.pdf');
  fs.writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** A surface in the basket and the contact form saved: the download and e-mail panel shows. */
async function saveQuote(page: Page, email: string): Promise<string> {
  await openConfigurator(page);
  await pickWood(page, 'Kiaat', 'Edge');
  await page.getByRole('button', { name: 'Add & Get My Quote' }).click();
  await expect(page.getByRole('heading', { name: 'Get Your Detailed Quote' })).toBeVisible();
  await page.getByLabel('Full name').fill('Thandi Nkosi');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('082 555 0142');
  await page.getByRole('checkbox', { name: /agree/i }).check();
  await page
    .getByRole('button', { name: /Save|Get My Quote|Submit/ })
    .last()
    .click();
  await expect(page.getByText('Information Saved', { exact: true })).toBeVisible();
  const quoteNumber = await page.getByTestId('quote-number').innerText();
  expect(quoteNumber).toMatch(/^Q-\d{8}-\d{4}$/);
  return quoteNumber;
}

test('the customer e-mails the quote to themselves, the workshop is told of it without asking, then the customer accepts it from the link', async ({
  page,
}) => {
  const email = `thandi.${Date.now()}@example.co.za`;
  const quoteNumber = await saveQuote(page, email);

  // The workshop is told of every quote, so a customer is never asked whether to send it a copy.
  await expect(page.getByRole('checkbox', { name: 'Send a copy to the workshop' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Email Quote' }).click();
  await expect(page.getByText('Email Sent', { exact: true })).toBeVisible();

  const [mail] = await mailbox.waitFor(email);
  // The workshop's new-quote notice: other files' mail to the workshop may arrive here too.
  const workshopMail = await mailbox.waitFor('quotes@grainline.example', { subject: quoteNumber, count: 1 });
  if (!mail) throw new Error('no mail');
  const headers = parseHeaders(mail.raw);
  expect(headers.subject).toContain(quoteNumber);
  const parts = parseMimeParts(mail.raw);
  const text = parts.find((part) => part.contentType === 'text/plain')?.body.toString('utf8') ?? '';
  const html = parts.find((part) => part.contentType === 'text/html')?.body.toString('utf8') ?? '';
  const pdf = parts.find((part) => part.contentType === 'application/pdf');
  expect(text).toContain('Dear Thandi Nkosi');
  // A line names its surface type as well as its wood.
  expect(text).toMatch(/^1 × Countertop — Kiaat - Edge Grain: R [\d,]+\.\d{2}$/m);
  // The workshop's notice carries what was quoted and the customer's phone to call back on;
  // the customer's e-mail sends it no second copy.
  const plainText = (raw: string) =>
    parseMimeParts(raw)
      .find((part) => part.contentType === 'text/plain')
      ?.body.toString('utf8') ?? '';
  const notice = workshopMail.find((m) => parseHeaders(m.raw).subject?.startsWith('New quote'));
  expect(plainText(notice?.raw ?? '')).toContain('Thandi Nkosi <' + email + '>, phone 082 555 0142');
  expect(plainText(notice?.raw ?? '')).toMatch(/^1 × Countertop — Kiaat - Edge Grain: R [\d,]+\.\d{2}$/m);
  expect(workshopMail.filter((m) => parseHeaders(m.raw).subject?.startsWith('[Copy]'))).toHaveLength(0);
  expect(html).toContain(quoteNumber);
  expect(pdf?.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdfContent = pdfText(pdf?.body ?? Buffer.alloc(0));
  expect(pdfContent).toContain(quoteNumber);
  expect(pdfContent).toContain('Kiaat - Edge Grain');
  // PRICE-09: the free edge profiling reads alike in the e-mail and the PDF, included at no
  // charge with its worth, never as '-R …' among charges that the total does not take it off.
  const included = /^ {2}Pencil edge profiling included \(worth (R [\d,]+\.\d{2})\): No Charge$/m.exec(text);
  expect(included, text).not.toBeNull();
  expect(html).toContain(`Pencil edge profiling included (worth ${included?.[1]}): No Charge`);
  expect(pdfContent).toMatch(/Pencil edge profiling included +No Charge/);
  expect(pdfContent).toContain(`(worth ${included?.[1]})`);
  expect(pdfContent).not.toMatch(/-R \d/);
  expect(text).not.toMatch(/-R \d/);

  // The total in the e-mail, the PDF and on screen is one figure.
  const total = /Total \(VAT included\): (R [\d,]+\.\d{2})/.exec(text)?.[1];
  expect(total).toBeDefined();
  expect(pdfContent).toContain(total ?? 'missing');
  await expect(page.getByTestId('quote-total')).toHaveText(total ?? 'missing');

  const link = /View or accept your quote online: (\S+)/.exec(text)?.[1];
  expect(link).toMatch(/\/quote\/[A-Za-z0-9_-]{43}$/);
  await page.goto(new URL(link ?? '/').pathname);
  await expect(page.getByText(quoteNumber).first()).toBeVisible();
  await page.getByRole('button', { name: 'Accept Quote' }).click();
  const confirm = page.getByRole('dialog');
  if (await confirm.isVisible()) await confirm.getByRole('button', { name: /Accept/ }).click();
  await expect(page.getByText('Quote accepted', { exact: false }).first()).toBeVisible();
  const token = new URL(link ?? '/').pathname.split('/').pop() ?? '';
  const stored = (await (await page.request.get(`/api/quotes/${token}`)).json()) as { data: { status: string } };
  expect(stored.data.status).toBe('accepted');
});

test('an e-mail sent while the mail server is down arrives once when it is back', async ({ page }) => {
  const email = `sipho.${Date.now()}@example.co.za`;
  const quoteNumber = await saveQuote(page, email);
  const outboxStates = async () => (await mailbox.outbox(email)).map((row) => `${row.kind} ${row.status}${row.attempts > 0 ? ' after trying' : ''}`);

  // The mail server refuses this customer's mail for now (451, try again later).
  await mailbox.hold(email, true);
  await page.getByRole('button', { name: 'Email Quote' }).click();
  // Accepted into the outbox: the customer is told it is on its way even though the server is down.
  await expect(page.getByText('Email Sent', { exact: true })).toBeVisible();
  // The outbox tried, was refused, and keeps the message for a later try (retries 1 s, 2 s… apart).
  await expect.poll(outboxStates, { timeout: 15_000 }).toEqual(['quote pending after trying']);
  expect(await mailbox.to(email)).toHaveLength(0);

  await mailbox.hold(email, false);
  const [mail] = await mailbox.waitFor(email, { timeoutMs: 45_000 });
  expect(parseHeaders(mail?.raw ?? '').subject).toContain(quoteNumber);
  // Marked sent, so no later retry sends it again.
  await expect.poll(outboxStates).toEqual(['quote sent after trying']);
  expect(await mailbox.to(email)).toHaveLength(1);
});
