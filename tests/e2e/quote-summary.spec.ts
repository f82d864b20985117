import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';
import { formatRand } from '#core/money';
import { LEAD_MESSAGES } from '#core/quotes/lead-info-schema';
import type { SurfaceConfiguration } from '#core/surface/surface-schema';
import { acceptConsoleErrors, expect, test } from './fixtures';
import { chooseSurfaceType, fillNumber, openConfigurator, pickWood, radioGroup } from './helpers/configurator';

/**
 * The Quote Summary (QUOTE-01 to QUOTE-10) as a customer uses it: saved surfaces, quantities, delivery and
 * insurance priced exactly as the server prices them, the contact form, the stored quote,
 * its PDF, sketches, and a new quote whenever the choices change.
 */

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');
const COLLECTION_HOURS = 'Mon–Fri 8:00–17:00, Sat 8:00–13:00';
// A 1 × 1 pixel PNG.
const PNG_BYTES = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function addCountertop(page: Page): Promise<void> {
  await openConfigurator(page);
  await pickWood(page, 'Kiaat', 'Edge');
  await fillNumber(page, 'Length', 2400);
  await addToQuote(page);
}

/** From the summary: 'Add Another Surface', a pine floating shelf, back to the summary. */
async function addShelf(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add Another Surface' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Configure Your Surface' })).toBeVisible();
  // A fresh configuration: default size, no wood chosen yet.
  await expect(page.getByLabel('Length', { exact: true })).toHaveValue('1200');
  await expect(page.getByRole('button', { name: 'Add & Get My Quote' })).toBeDisabled();
  await chooseSurfaceType(page, 'Floating Shelf');
  await pickWood(page, 'Pine', 'Face');
  await addToQuote(page);
}

async function addToQuote(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add & Get My Quote' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quote Summary' })).toBeVisible();
}

const card = (page: Page, title: string): Locator => page.getByTestId('saved-surface').filter({ has: page.getByRole('heading', { name: title }) });

async function savedSurfaces(page: Page): Promise<SurfaceConfiguration[]> {
  const raw = await page.evaluate(() => window.localStorage.getItem('grainline.savedSurfaces'));
  return JSON.parse(raw ?? '[]') as SurfaceConfiguration[];
}

interface ServerQuotePrice {
  shippingCents: number;
  insuranceCents: number;
  totalCents: number;
  vatCents: number;
  lines: { lineTotalCents: number }[];
}

/** POST /api/pricing/quote for the surfaces the page saved. */
async function serverPrice(page: Page, request: APIRequestContext, delivery: 'shipping' | 'collect', insurance: boolean): Promise<ServerQuotePrice> {
  const response = await request.post('/api/pricing/quote', { data: { surfaces: await savedSurfaces(page), delivery, insurance } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: ServerQuotePrice }).data;
}

async function expectToast(page: Page, title: string, description: string): Promise<void> {
  const region = page.getByRole('region', { name: /Notifications/ });
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  await expect(region.getByText(description, { exact: true })).toBeVisible();
}

async function fillContactForm(page: Page, values: { name: string; email: string; phone: string }): Promise<void> {
  await page.getByLabel('Full name').fill(values.name);
  await page.getByLabel('Email').fill(values.email);
  await page.getByLabel('Phone').fill(values.phone);
}

/** The stored quote's token, from the panel's link to the quote online. */
async function quoteToken(page: Page): Promise<string> {
  const href = await page.getByRole('link', { name: 'View your quote online' }).getAttribute('href');
  const token = /^\/quote\/([A-Za-z0-9_-]{43})$/.exec(href ?? '')?.[1];
  if (!token) throw new Error(`Unexpected quote link ${href}`);
  return token;
}

/** Clicks Download PDF and returns the downloaded PDF as text (poppler's pdftotext). */
async function downloadPdfText(page: Page): Promise<string> {
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = await download.path();
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } }).axe.run(document, {
      resultTypes: ['violations'],
    }),
  );
  return results.violations.map(
    (violation: Result) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

test('two surfaces: quantities, remove and re-add, delivery and insurance priced as the server prices them', async ({ page, request }) => {
  await addCountertop(page);
  await addShelf(page);
  await expect(page.getByTestId('saved-surface')).toHaveCount(2);

  const countertop = card(page, 'Countertop · Single Wall');
  await expect(countertop.getByTestId('saved-wood')).toHaveText('Kiaat, edge grain');
  await expect(countertop.getByText('2400 × 600 × 32 mm')).toBeVisible();
  await expect(countertop.getByRole('term').filter({ hasText: 'Cutouts' })).toBeVisible();
  const shelf = card(page, 'Floating Shelf');
  await expect(shelf.getByTestId('saved-wood')).toHaveText('Pine, face grain');
  // The page-level reset makes a shelf 750 mm long (CONF-10): three brackets.
  await expect(shelf.getByText('750 × 250 × 44 mm')).toBeVisible();
  await expect(shelf.getByText('With brackets (3 per shelf)')).toBeVisible();

  // Quantity: + twice, − once; never below 1.
  const increase = shelf.getByRole('button', { name: 'Increase quantity of Floating Shelf in Pine' });
  const decrease = shelf.getByRole('button', { name: 'Decrease quantity of Floating Shelf in Pine' });
  await expect(decrease).toBeDisabled();
  await increase.click();
  await increase.click();
  await expect(shelf.getByTestId('saved-quantity')).toHaveText('3');
  await decrease.click();
  await expect(shelf.getByTestId('saved-quantity')).toHaveText('2');
  await decrease.click();
  await expect(shelf.getByTestId('saved-quantity')).toHaveText('1');
  await expect(decrease).toBeDisabled();
  await increase.click();
  expect((await savedSurfaces(page)).map((s) => s.quantity)).toEqual([1, 2]);
  const unit = await shelf.getByTestId('saved-unit-price').innerText();
  const shelfLine = (await serverPrice(page, request, 'collect', false)).lines[1];
  await expect(shelf.getByTestId('saved-line-total')).toHaveText(formatRand(shelfLine?.lineTotalCents ?? -1));
  expect(formatRand(Math.round(Number(unit.replace(/[R ,]/g, '')) * 100) * 2)).toBe(formatRand(shelfLine?.lineTotalCents ?? -1));

  // Remove the shelf, then configure it again.
  await shelf.getByRole('button', { name: 'Remove Floating Shelf in Pine' }).click();
  await expect(page.getByTestId('saved-surface')).toHaveCount(1);
  await addShelf(page);
  await expect(page.getByTestId('saved-surface')).toHaveCount(2);

  // Collection: free, with the workshop's hours, and no insurance.
  await expect(page.getByLabel('Add shipping insurance')).toBeVisible();
  await radioGroup(page, 'Delivery')
    .getByRole('radio', { name: /^Collect at our Nelspruit workshop/ })
    .click();
  await expect(page.getByTestId('collection-hours')).toContainText(COLLECTION_HOURS);
  await expect(page.getByLabel('Add shipping insurance')).toHaveCount(0);
  await expect(page.getByTestId('summary-shipping')).toHaveText('Free');
  const collected = await serverPrice(page, request, 'collect', false);
  await expect(page.getByTestId('summary-total')).toHaveText(formatRand(collected.totalCents));
  await expect(page.getByTestId('summary-vat')).toHaveText(formatRand(collected.vatCents));

  // Shipping with insurance.
  await radioGroup(page, 'Delivery')
    .getByRole('radio', { name: /^Nationwide shipping/ })
    .click();
  await expect(page.getByTestId('collection-hours')).toHaveCount(0);
  await page.getByLabel('Add shipping insurance').check();
  const shipped = await serverPrice(page, request, 'shipping', true);
  expect(shipped.insuranceCents).toBeGreaterThan(0);
  await expect(page.getByTestId('summary-shipping')).toHaveText(formatRand(shipped.shippingCents));
  await expect(page.getByTestId('summary-insurance')).toHaveText(formatRand(shipped.insuranceCents));
  await expect(page.getByTestId('summary-total')).toHaveText(formatRand(shipped.totalCents));
  await expect(page.getByTestId('summary-vat')).toHaveText(formatRand(shipped.vatCents));
  await expect(page.getByTestId('delivery-range')).toHaveText(/^\d{4}\/\d{2}\/\d{2} – \d{4}\/\d{2}\/\d{2}$/);

  // Choosing collection turns insurance off; the choices survive a reload.
  await radioGroup(page, 'Client Type')
    .getByRole('radio', { name: /^Designer/ })
    .click();
  // A reload keeps the Quote Summary step.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Quote Summary' })).toBeVisible();
  await expect(radioGroup(page, 'Client Type').getByRole('radio', { name: /^Designer/ })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByLabel('Add shipping insurance')).toBeChecked();
  await expect(page.getByTestId('summary-total')).toHaveText(formatRand(shipped.totalCents));
  await radioGroup(page, 'Delivery')
    .getByRole('radio', { name: /^Collect/ })
    .click();
  await radioGroup(page, 'Delivery')
    .getByRole('radio', { name: /^Nationwide shipping/ })
    .click();
  await expect(page.getByLabel('Add shipping insurance')).not.toBeChecked();
  await expect(page.getByTestId('summary-total')).toHaveText(formatRand((await serverPrice(page, request, 'shipping', false)).totalCents));
});

test('the contact form shows QUOTE-05 messages, saves a quote the server priced the same, the PDF carries it, and the card follows a change at once', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await addCountertop(page);
  await addShelf(page);
  await expect(page.getByRole('heading', { name: 'Get Your Detailed Quote' })).toBeVisible();

  // Every field wrong: each message under its field, tied to it.
  const save = page.getByRole('button', { name: 'Save & Get My Quote' });
  await save.click();
  const fields = [
    [page.getByLabel('Full name'), LEAD_MESSAGES.fullName],
    [page.getByLabel('Email'), LEAD_MESSAGES.email],
    [page.getByLabel('Phone'), LEAD_MESSAGES.phone],
    [page.getByRole('checkbox', { name: 'I agree to the terms and conditions' }), LEAD_MESSAGES.agreeToTerms],
  ] as const;
  for (const [field, message] of fields) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message);
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  }
  await expect(page.getByLabel('Full name')).toBeFocused();

  // One wrong value at a time.
  await fillContactForm(page, { name: 'T', email: 'thandi@example.co.za', phone: '082 555 0142' });
  await page.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
  await save.click();
  await expect(page.getByLabel('Full name')).toHaveAccessibleDescription(LEAD_MESSAGES.fullName);
  await expect(page.getByRole('alert').filter({ hasText: LEAD_MESSAGES.email })).toHaveCount(0);
  await page.getByLabel('Full name').fill('Thandi Nkosi');
  await page.getByLabel('Email').fill('thandi@example');
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(LEAD_MESSAGES.email);
  await expect(page.getByLabel('Full name')).not.toHaveAttribute('aria-invalid');
  await page.getByLabel('Email').fill('thandi@example.co.za');
  await page.getByLabel('Phone').fill('082 555');
  await expect(page.getByLabel('Phone')).toHaveAccessibleDescription(LEAD_MESSAGES.phone);

  // Cancel hides the form; the prompt brings it back.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Full name')).toHaveCount(0);
  await page.getByRole('button', { name: 'Enter My Details' }).click();

  const email = `thandi.${Date.now()}@example.co.za`;
  await fillContactForm(page, { name: 'Thandi Nkosi', email, phone: '082 555 0142' });
  await page.getByLabel('Company (optional)').fill('Nkosi Interiors');
  await page.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
  await save.click();
  await expectToast(page, 'Information Saved', 'Your contact details have been saved successfully.');
  await expect(page.getByLabel('Full name')).toHaveCount(0);

  const screenTotal = await page.getByTestId('summary-total').innerText();
  expect(screenTotal).toBe(formatRand((await serverPrice(page, request, 'shipping', false)).totalCents));
  const quoteNumber = await page.getByTestId('quote-number').innerText();
  expect(quoteNumber).toMatch(/^Q-\d{8}-\d{4}$/);
  await expect(page.getByTestId('quote-total')).toHaveText(screenTotal);
  const token = await quoteToken(page);
  const stored = (await (await request.get(`/api/quotes/${token}`)).json()) as {
    data: { quoteNumber: string; totalCents: number; leadInfo: { email: string; companyName?: string } };
  };
  expect(stored.data).toMatchObject({ quoteNumber, leadInfo: { email, companyName: 'Nkosi Interiors' } });
  expect(formatRand(stored.data.totalCents)).toBe(screenTotal);

  const pdf = await downloadPdfText(page);
  await expectToast(page, 'PDF Generated', 'Your quote has been generated successfully.');
  expect(pdf).toContain(quoteNumber);
  expect(pdf).toContain('Kiaat - Edge Grain');
  expect(pdf).toContain('Pine - Face Grain');
  expect(pdf).toContain(screenTotal);

  // A changed quantity: the stored quote no longer matches, so the next download makes a new one.
  await card(page, 'Countertop · Single Wall')
    .getByRole('button', { name: /^Increase quantity/ })
    .click();
  await expect(page.getByText('Your quote has changed.', { exact: false })).toBeVisible();
  const newTotal = await page.getByTestId('summary-total').innerText();
  expect(newTotal).not.toBe(screenTotal);
  // The card follows at once: the new total, and no old number or link beside it.
  await expect(page.getByTestId('quote-total')).toHaveText(newTotal);
  await expect(page.getByTestId('quote-number')).toHaveText('New on download or e-mail');
  await expect(page.getByText(quoteNumber)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View your quote online' })).toHaveCount(0);
  const newPdf = await downloadPdfText(page);
  const newNumber = await page.getByTestId('quote-number').innerText();
  expect(newNumber).not.toBe(quoteNumber);
  expect(newNumber).toMatch(/^Q-\d{8}-\d{4}$/);
  await expect(page.getByTestId('quote-total')).toHaveText(newTotal);
  expect(newPdf).toContain(newNumber);
  expect(newPdf).toContain(newTotal);
  const newStored = (await (await request.get(`/api/quotes/${await quoteToken(page)}`)).json()) as { data: { totalCents: number } };
  expect(formatRand(newStored.data.totalCents)).toBe(newTotal);

  // Saved details keep the form closed after a reload; the panel shows the latest quote.
  await page.reload();
  await expect(page.getByTestId('quote-number')).toHaveText(newNumber);
  await expect(page.getByLabel('Full name')).toHaveCount(0);
});

test('Email Quote sends the stored quote, reuses its request id on a retry, and both documents are tracked', async ({ page, consoleErrors }) => {
  await page.addInitScript(() => {
    const record = window as unknown as { beacons: string[] };
    record.beacons = [];
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (String(url).endsWith('/api/visitors/track') && data instanceof Blob) void data.text().then((text) => record.beacons.push(text));
      return send(url, data);
    };
  });
  await addCountertop(page);
  await fillContactForm(page, { name: 'Sipho Dlamini', email: `sipho.${Date.now()}@example.co.za`, phone: '+27 82 555 0199' });
  await page.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
  await page.getByRole('button', { name: 'Save & Get My Quote' }).click();
  await expect(page.getByTestId('quote-number')).toBeVisible();
  const token = await quoteToken(page);

  const bodies: { token: string; sendBusinessCopy: boolean; requestId: string }[] = [];
  let failNext = true;
  await page.route('**/api/email/quote', async (route) => {
    bodies.push(route.request().postDataJSON() as (typeof bodies)[number]);
    if (failNext) {
      failNext = false;
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  });
  // The workshop is told of every quote when it is stored: the customer has no copy to ask for.
  await expect(page.getByRole('checkbox', { name: 'Send a copy to the workshop' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Email Quote' }).click();
  await expectToast(page, 'Error', 'Failed to send email. Please try again.');
  await page.getByRole('button', { name: 'Email Quote' }).click();
  await expectToast(page, 'Email Sent', 'Quote has been sent to your email address.');
  expect(bodies).toHaveLength(2);
  expect(bodies[0]).toEqual({ token, sendBusinessCopy: false, requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) });
  expect(bodies[1]).toEqual(bodies[0]);

  // A new click after a success is a new e-mail.
  await page.getByRole('button', { name: 'Email Quote' }).click();
  await expect.poll(() => bodies.length).toBe(3);
  expect(bodies[2]?.sendBusinessCopy).toBe(false);
  expect(bodies[2]?.requestId).not.toBe(bodies[0]?.requestId);
  await expectToast(page, 'Email Sent', 'Quote has been sent to your email address.');

  await downloadPdfText(page);
  const tracked = async () =>
    (await page.evaluate(() => (window as unknown as { beacons: string[] }).beacons)).flatMap(
      (body) => (JSON.parse(body) as { interactions?: { type: string }[] }).interactions?.map((i) => i.type) ?? [],
    );
  await expect.poll(tracked).toEqual(expect.arrayContaining(['email_quote', 'pdf_download']));
  expect(acceptConsoleErrors(consoleErrors, /Failed to load resource: net::ERR_CONNECTION_RESET/)).toHaveLength(1);
});

test('a failed save says so and keeps nothing', async ({ page, consoleErrors }) => {
  await addCountertop(page);
  // The request is held until the pending button has been seen, then fails.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/quotes', async (route) => {
    await released;
    await route.abort('failed');
  });
  await fillContactForm(page, { name: 'Lerato Mokoena', email: 'lerato@example.co.za', phone: '0825550123' });
  await page.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
  await page.getByRole('button', { name: 'Save & Get My Quote' }).click();
  await expect(page.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  release();
  await expectToast(page, 'Error', 'Failed to save your information. Please try again.');
  await expect(page.getByLabel('Full name')).toHaveValue('Lerato Mokoena');
  await expect(page.getByRole('button', { name: 'Save & Get My Quote' })).toBeEnabled();
  await expect(page.getByTestId('quote-number')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your Quote' })).toHaveCount(0);
  expect(await page.evaluate(() => [localStorage.getItem('grainline.leadInfo'), localStorage.getItem('grainline.storedQuote')])).toEqual([null, null]);
  // The save is tried three times with one Idempotency-Key before it gives up.
  expect(acceptConsoleErrors(consoleErrors, /Failed to load resource: net::ERR_FAILED/)).toHaveLength(3);
});

test('sketches: a PNG uploads and goes into the quote; wrong types and large files are refused', async ({ page, consoleErrors }) => {
  await addCountertop(page);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/files/sketch')) uploads.push(request.method());
  });
  const input = page.getByLabel('Upload a sketch');

  await input.setInputFiles({ name: 'kitchen-plan.png', mimeType: 'image/png', buffer: PNG_BYTES });
  await expectToast(page, 'Sketch uploaded', 'Your sketch has been uploaded successfully.');
  const list = page.getByRole('list', { name: 'Uploaded sketches' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('kitchen-plan.png');

  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('measure twice') });
  await expectToast(page, 'Invalid file type', 'Please upload JPG, PNG, WEBP, GIF, or PDF files only.');
  await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(11 * 1024 * 1024, 1) });
  await expectToast(page, 'File too large', 'Please upload files smaller than 10MB.');
  expect(uploads).toHaveLength(1);

  // A text file that claims to be a PNG passes the browser's check; the server reads its bytes.
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/files/sketch'));
  await input.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('measure twice, cut once') });
  expect((await refused).status()).toBe(415);
  await expectToast(page, 'Invalid file type', 'Please upload JPG, PNG, WEBP, GIF, or PDF files only.');
  await expect(list.getByRole('listitem')).toHaveCount(1);

  // A second sketch, removed again: only the first goes into the quote.
  await input.setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: PNG_BYTES });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await list.getByRole('button', { name: 'Remove second.png' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);

  const created = page.waitForRequest((request) => request.url().endsWith('/api/quotes') && request.method() === 'POST');
  await fillContactForm(page, { name: 'Thandi Nkosi', email: 'thandi@example.co.za', phone: '082 555 0142' });
  await page.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
  await page.getByRole('button', { name: 'Save & Get My Quote' }).click();
  const body = (await created).postDataJSON() as { sketchIds?: string[]; clientType: string; delivery: string };
  expect(body).toMatchObject({ clientType: 'homeowner', delivery: 'shipping', sketchIds: [expect.stringMatching(/^[0-9a-f-]{36}$/)] });
  await expectToast(page, 'Information Saved', 'Your contact details have been saved successfully.');
  const quoteNumber = await page.getByTestId('quote-number').innerText();
  await expect(list).toContainText(`Sent with quote ${quoteNumber}`);

  // A changed quantity makes a new quote on the next download; the sketch goes with it.
  await card(page, 'Countertop · Single Wall')
    .getByRole('button', { name: /^Increase quantity/ })
    .click();
  const replaced = page.waitForRequest((request) => request.url().endsWith('/api/quotes') && request.method() === 'POST');
  await downloadPdfText(page);
  expect(((await replaced).postDataJSON() as { sketchIds?: string[] }).sketchIds).toEqual(body.sketchIds);
  const newNumber = await page.getByTestId('quote-number').innerText();
  expect(newNumber).not.toBe(quoteNumber);
  await expect(list).toContainText(`Sent with quote ${newNumber}`);
  expect(acceptConsoleErrors(consoleErrors, /status of 415/)).toHaveLength(1);
});

test('a PDF download that fails, by a server error or a lost connection, shows QUOTE-10’s error toast and saves no file', async ({ page, consoleErrors }) => {
  await addCountertop(page);
  await fillContactForm(page, { name: 'Naledi Khumalo', email: `naledi.${Date.now()}@example.co.za`, phone: '082 555 0177' });
  await page.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
  await page.getByRole('button', { name: 'Save & Get My Quote' }).click();
  await expectToast(page, 'Information Saved', 'Your contact details have been saved successfully.');
  const token = await quoteToken(page);

  const downloads: string[] = [];
  page.on('download', (download) => downloads.push(download.suggestedFilename()));
  const answers: ('500' | 'abort' | 'server')[] = ['500', 'server', 'abort'];
  const requested: string[] = [];
  await page.route('**/api/quotes/*/pdf', async (route) => {
    requested.push(new URL(route.request().url()).pathname);
    const answer = answers.shift();
    if (answer === '500') await route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"PDF generation failed"}' });
    else if (answer === 'abort') await route.abort('failed');
    else await route.continue();
  });
  const downloadPdf = page.getByRole('button', { name: 'Download PDF' });

  await downloadPdf.click();
  await expectToast(page, 'Error', 'Failed to generate PDF. Please try again.');
  expect(downloads).toEqual([]);

  // The stored quote is unharmed: the next click downloads it.
  await downloadPdf.click();
  await expectToast(page, 'PDF Generated', 'Your quote has been generated successfully.');
  await expect.poll(() => downloads).toHaveLength(1);

  await downloadPdf.click();
  await expectToast(page, 'Error', 'Failed to generate PDF. Please try again.');
  // All three asked for the same stored quote: a failure does not make a new one.
  expect(requested).toEqual(Array.from({ length: 3 }, () => `/api/quotes/${token}/pdf`));
  expect(downloads).toHaveLength(1);
  expect(acceptConsoleErrors(consoleErrors, /status of 500/)).toHaveLength(1);
  expect(acceptConsoleErrors(consoleErrors, /Failed to load resource: net::ERR_FAILED/)).toHaveLength(1);
});

test('a sketch upload that loses its connection shows QUOTE-10’s upload-failed toast and lists nothing; a retry uploads it', async ({
  page,
  consoleErrors,
}) => {
  await addCountertop(page);
  let failNext = true;
  await page.route('**/api/files/sketch', async (route) => {
    if (failNext) {
      failNext = false;
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  });
  const input = page.getByLabel('Upload a sketch');
  const list = page.getByRole('list', { name: 'Uploaded sketches' });

  await input.setInputFiles({ name: 'kitchen-plan.png', mimeType: 'image/png', buffer: PNG_BYTES });
  await expectToast(page, 'Upload failed', 'Failed to upload sketch. Please try again.');
  await expect(list).toHaveCount(0);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('grainline.sketches'))) ?? '[]')).toEqual([]);

  // The input is usable again and the same file goes through.
  await expect(input).toBeEnabled();
  await input.setInputFiles({ name: 'kitchen-plan.png', mimeType: 'image/png', buffer: PNG_BYTES });
  await expectToast(page, 'Sketch uploaded', 'Your sketch has been uploaded successfully.');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('kitchen-plan.png');
  expect(acceptConsoleErrors(consoleErrors, /Failed to load resource: net::ERR_CONNECTION_RESET/)).toHaveLength(1);
});

test('removing every surface leaves the empty state, which leads back to the configurator', async ({ page }) => {
  await addCountertop(page);
  await addShelf(page);
  await page.getByRole('button', { name: /^Remove Floating Shelf/ }).click();
  await page.getByRole('button', { name: /^Remove Countertop/ }).click();
  await expect(page.getByText('No surfaces configured', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Get Your Detailed Quote' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to Configuration' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Configure Your Surface' })).toBeVisible();
});

test.describe('accessibility', () => {
  // The app's CSP allows only its own scripts; axe is injected by the test, not shipped.
  test.use({ bypassCSP: true });

  test('the summary with the contact form open, with its messages, and with the saved quote has no axe violations', async ({ page }) => {
    await addCountertop(page);
    await expect(page.getByLabel('Full name')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save & Get My Quote' }).click();
    await expect(page.getByRole('alert').filter({ hasText: LEAD_MESSAGES.agreeToTerms })).toBeVisible();
    await radioGroup(page, 'Delivery')
      .getByRole('radio', { name: /^Collect/ })
      .click();
    expect(await axeViolations(page)).toEqual([]);
    await fillContactForm(page, { name: 'Thandi Nkosi', email: 'thandi@example.co.za', phone: '082 555 0142' });
    await page.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
    await page.getByRole('button', { name: 'Save & Get My Quote' }).click();
    await expect(page.getByTestId('quote-number')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // Only rendered headings: the closed Start over dialog's heading (CONF-43) is not shown and
    // not in the accessibility tree, so it is no part of the page's outline.
    const levels = await page
      .locator('h1, h2, h3')
      .filter({ visible: true })
      .evaluateAll((headings) => headings.map((h) => Number(h.tagName.slice(1))));
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1));
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('the summary, the form and the saved quote fit without sideways scrolling', async ({ page }) => {
      await addCountertop(page);
      const noSideways = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await noSideways();
      await page.getByRole('button', { name: 'Save & Get My Quote' }).click();
      await expect(page.getByRole('alert').filter({ hasText: LEAD_MESSAGES.fullName })).toBeVisible();
      await noSideways();
      await fillContactForm(page, { name: 'Thandi Nkosi', email: 'thandi@example.co.za', phone: '082 555 0142' });
      await page.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
      await page.getByRole('button', { name: 'Save & Get My Quote' }).click();
      await expect(page.getByTestId('quote-number')).toBeVisible();
      await noSideways();
    });
  });
});
