import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { parseHeaders, parseMimeParts, type ReceivedMail } from '../integration/helpers/smtp-test-server';
import { ACCEPT_BILLING } from '../integration/helpers/quote-factories';
import { expect, test } from './fixtures';
import { axeViolations } from './helpers/axe';
import {
  addToQuote,
  choose,
  expectPriceMatchesServer,
  openConfigurator,
  pickWood,
  saveContactDetails,
} from './helpers/configurator';
import { mailbox } from './helpers/mailbox';

/**
 * The customer's journey in a real browser, on a phone and on a desktop: configure a surface,
 * get the quote, e-mail it to themselves through the e2e app's real SMTP server
 * (helpers/mail-catcher.ts), and accept it from the link in the e-mail, with axe on each screen.
 * What happens inside each screen is proved by the component tests beside the screens.
 */

function pdfText(bytes: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-mail-')), 'quote.pdf');
  fs.writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** A message's plain text, HTML and PDF attachment (if it has one) as text. */
function partsOf(mail: ReceivedMail | undefined): { text: string; html: string; pdf: string } {
  const parts = parseMimeParts(mail?.raw ?? '');
  const body = (type: string) => parts.find((part) => part.contentType === type)?.body;
  const pdf = body('application/pdf');
  return {
    text: body('text/plain')?.toString('utf8') ?? '',
    html: body('text/html')?.toString('utf8') ?? '',
    pdf: pdf ? pdfText(pdf) : '',
  };
}

/** The page fits its width: nothing makes the customer scroll sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The quote's e-mail: its lines, the free profiling, one total everywhere; answers its link. */
async function expectQuoteMail(email: string, quoteNumber: string, total: string): Promise<string> {
  const [mail] = await mailbox.waitFor(email);
  expect(parseHeaders(mail?.raw ?? '').subject).toContain(quoteNumber);
  const { text, html, pdf } = partsOf(mail);
  expect(text).toContain('Dear Thandi Nkosi');
  expect(text).toMatch(/^1 × Countertop — Kiaat - Edge Grain: R [\d,]+\.\d{2}$/m);
  // PRICE-09: the free edge profiling is included at no charge, never '-R …' among the charges.
  expect(text).toMatch(/^ {2}Pencil edge profiling included \(worth R [\d,]+\.\d{2}\): No Charge$/m);
  expect(`${text}${pdf}`).not.toMatch(/-R \d/);
  // One total on screen, in the e-mail and in its PDF.
  expect(text).toContain(`Total (VAT included): ${total}`);
  expect(html).toContain(quoteNumber);
  expect(pdf).toContain(quoteNumber);
  expect(pdf).toContain(total);
  const notice = await mailbox.waitFor('quotes@grainline.example', { subject: quoteNumber });
  expect(partsOf(notice.find((m) => parseHeaders(m.raw).subject?.startsWith('New quote'))).text).toContain(
    `Thandi Nkosi <${email}>, phone 082 555 0142`,
  );
  return /View or accept your quote online: (\S+)/.exec(text)?.[1] ?? '';
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    // The app's CSP allows only its own scripts; axe is injected by the test, not shipped.
    test.use({ viewport, bypassCSP: true, ...(viewport.width < 500 ? { isMobile: true, hasTouch: true } : {}) });

    test('configure, quote, e-mail and accept from the e-mail (QUOTE-01, QUOTE-14, QUOTE-22)', async ({
      page,
      request,
    }) => {
      const email = `thandi.${viewport.width}.${Date.now()}@example.co.za`;
      await openConfigurator(page);
      expect(await axeViolations(page)).toEqual([]);
      await pickWood(page, 'Kiaat', 'Edge');
      await choose(page, 'Layout', 'L-Shape');
      await page.getByRole('checkbox', { name: /^Single Sink/ }).check();
      await expectPriceMatchesServer(page, request, {
        countertopLayout: 'l_shape',
        woodSpecies: 'kiaat_edge',
        cutouts: ['single_sink'],
      });
      expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);

      await addToQuote(page);
      // The terms are one click away, and reading them is not agreeing to them.
      await page.getByRole('button', { name: 'terms and conditions' }).click();
      await page.getByRole('dialog', { name: 'Terms and conditions' }).getByRole('button', { name: 'Close' }).click();
      await expect(page.getByRole('checkbox', { name: 'I agree to the terms and conditions' })).not.toBeChecked();
      await saveContactDetails(page, { name: 'Thandi Nkosi', email, phone: '082 555 0142' });
      const quoteNumber = await page.getByTestId('quote-number').innerText();
      const total = await page.getByTestId('quote-total').innerText();
      expect(await axeViolations(page)).toEqual([]);
      expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);

      // The workshop is told of every quote, so the customer is never asked to send it a copy.
      await expect(page.getByRole('checkbox', { name: 'Send a copy to the workshop' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Email Quote' }).click();
      await expect(page.getByText('Email Sent', { exact: true })).toBeVisible();
      const link = await expectQuoteMail(email, quoteNumber, total);
      expect(link).toMatch(/\/quote\/[A-Za-z0-9_-]{43}$/);
      await page.goto(new URL(link).pathname);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Quote ${quoteNumber}`);
      await expect(page.getByTestId('summary-total')).toHaveText(total);
      expect(await axeViolations(page)).toEqual([]);
      expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
      await page.getByRole('button', { name: 'Accept Quote' }).click();
      // ADR 047: above R 5,000 the tax invoice needs the billing address, asked for in the confirmation.
      const accept = page.getByRole('dialog', { name: `Accept quote ${quoteNumber}?` });
      await accept.getByRole('textbox', { name: 'Billing address' }).fill(ACCEPT_BILLING.billingAddress);
      await accept.getByRole('button', { name: 'Accept Quote' }).click();
      await expect(page.getByRole('heading', { name: 'Quote accepted' })).toBeVisible();
      await page.reload();
      await expect(page.getByTestId('quote-status')).toHaveText('Accepted');
      await expect(page.getByRole('button', { name: 'Accept Quote' })).toHaveCount(0);
      // CONF-43: the next quote starts empty; the accepted one comes back only on purpose.
      await openConfigurator(page);
      await expect(page.getByRole('button', { name: `Start from ${quoteNumber}` })).toBeVisible();
      await expect(page.getByText('Choose a wood species to see your price.')).toBeVisible();
    });
  });
}
