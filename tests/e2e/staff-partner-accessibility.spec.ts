import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { planPdf } from '../integration/helpers/sample-sketches';
import { issueSetupToken } from '#server/partners/setup-link';
import { makeQuoteRequest } from '../integration/helpers/quote-factories';
import { E2E_PORT } from './e2e-ports';
import { expect, test } from './fixtures';
import { startAnalyticsServer, type AnalyticsServer } from './helpers/analytics-server';
import { axeViolations } from './helpers/axe';

/**
 * Every staff and partner screen, and each of its tabs, at 0 axe violations on a 390 px phone and
 * a 1280 px desktop. A server of the spec's own, with what makes the screens show their tables
 * and cards: quotes (one with a photo and a PDF sketch, one accepted into a job, one a partner's),
 * e-mails in the outbox, an application and a partner who has set up their account.
 */
const PORT = E2E_PORT + 26;
const BASE = `http://127.0.0.1:${PORT}`;
const STAFF = { email: 'axe@grainline.example', name: 'Ayanda Axe', password: 'axe e2e password' };
const PARTNER = { username: 'axejoinery', password: 'partner password 123' };
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

test.describe.configure({ mode: 'serial' });
// axe is injected by the test; the app's CSP allows only its own scripts.
test.use({ bypassCSP: true });

let running: AnalyticsServer;
let quoteId = 0;
let quoteNumber = '';
let jobId = 0;

async function uploadSketch(api: APIRequestContext, name: string, mimeType: string, buffer: Buffer): Promise<string> {
  const uploaded = await api.post('/api/files/sketch', { multipart: { sketch: { name, mimeType, buffer } } });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  return ((await uploaded.json()) as { data: { id: string } }).data.id;
}

test.beforeAll(async ({ playwright }) => {
  running = await startAnalyticsServer({ port: PORT, name: 'axe', staff: STAFF });
  const api = await playwright.request.newContext({ baseURL: BASE });
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c08850' } })
    .jpeg()
    .toBuffer();
  const sketchIds = [
    await uploadSketch(api, 'site photo.jpg', 'image/jpeg', photo),
    await uploadSketch(api, 'kitchen plan.pdf', 'application/pdf', await planPdf()),
  ];
  const withSketches = await api.post('/api/quotes', { data: makeQuoteRequest({ sketchIds }) });
  expect(withSketches.status(), await withSketches.text()).toBe(201);
  const saved = ((await withSketches.json()) as { data: { token: string; quoteNumber: string } }).data;
  const { token } = saved;
  quoteNumber = saved.quoteNumber;
  expect((await api.post('/api/email/quote', { data: { token, sendBusinessCopy: false } })).status()).toBeLessThan(300);
  expect((await api.post(`/api/quotes/${token}/accept`)).ok()).toBe(true);

  const applied = await api.post('/api/professional-users/apply', {
    data: {
      businessName: 'Axe Joinery',
      businessType: 'contractor',
      contactName: 'Sipho Dlamini',
      contactEmail: 'sipho@axe-joinery.example.co.za',
      contactPhone: '082 444 1212',
      businessAddress: '12 Main Road, Mbombela',
    },
  });
  expect(applied.status()).toBe(201);
  await api.post('/api/professional-users/apply', {
    data: {
      businessName: 'Pending Cabinets',
      businessType: 'reseller',
      contactName: 'Naledi Mokoena',
      contactEmail: 'naledi@pending.example.co.za',
      contactPhone: '082 444 1313',
      businessAddress: '3 Long Street, Cape Town',
    },
  });
  expect((await api.post('/api/staff/login', { data: { email: STAFF.email, password: STAFF.password } })).ok()).toBe(true);
  const pending = (await (await api.get('/api/professional-users?status=pending')).json()) as { data: { id: number; contactEmail: string }[] };
  const partnerId = pending.data.find((application) => application.contactEmail === 'sipho@axe-joinery.example.co.za')?.id ?? 0;
  expect((await api.patch(`/api/professional-users/${partnerId}/approve`, { data: { discountPercentage: 15 } })).ok()).toBe(true);
  const inbox = (await (await api.get(`/api/admin/quotes?search=${quoteNumber}`)).json()) as { data: { quotes: { id: number }[] } };
  quoteId = inbox.data.quotes[0]?.id ?? 0;
  // The accepted quote became a job (OPS-13), so the job screens have one to show.
  const jobs = (await (await api.get('/api/admin/jobs')).json()) as { data: { jobs: { id: number }[] } };
  jobId = jobs.data.jobs[0]?.id ?? 0;
  expect(jobId).toBeGreaterThan(0);

  const { token: setupToken } = await issueSetupToken(running.server.database.db, { partnerId, now: new Date() });
  expect((await api.post('/api/professional-users/setup', { multipart: { token: setupToken, ...PARTNER } })).ok()).toBe(true);
  expect((await api.post('/api/professional-auth/login', { data: PARTNER })).ok()).toBe(true);
  expect((await api.post('/api/quotes', { data: makeQuoteRequest() })).status()).toBe(201);
  await api.dispose();
});

test.afterAll(async () => {
  await running.stop();
});

/** The screen has drawn its data: its title is shown and no placeholder says it is still loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** axe on the screen as it is, then on each of its tabs in turn. */
async function expectNoViolations(page: Page, screen: string): Promise<void> {
  await settled(page);
  expect.soft(await axeViolations(page), screen).toEqual([]);
  const tabs = page.getByRole('tab');
  const names = await tabs.allInnerTexts();
  for (const name of names.slice(1)) {
    await page.getByRole('tab', { name: name.trim(), exact: true }).click();
    await expect(page.getByRole('tab', { name: name.trim(), exact: true })).toHaveAttribute('aria-selected', 'true');
    await settled(page);
    expect.soft(await axeViolations(page), `${screen}, tab ${name.trim()}`).toEqual([]);
  }
}

const STAFF_SCREENS = () => [
  '/admin',
  '/admin/account',
  '/admin/prices',
  '/admin/quotes',
  `/admin/quotes/${quoteId}?status=accepted`,
  '/admin/jobs',
  `/admin/jobs/${jobId}`,
  '/admin/workshop',
  '/admin/outbox',
  '/admin/data',
  '/analytics',
  '/leads',
  '/visitors',
];

for (const viewport of VIEWPORTS) {
  test(`every staff screen has no axe violations on a ${viewport.name}`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    expect((await page.request.post(`${BASE}/api/staff/login`, { data: { email: STAFF.email, password: STAFF.password } })).ok()).toBe(true);
    for (const path of STAFF_SCREENS()) {
      await page.goto(`${BASE}${path}`);
      await expectNoViolations(page, `${path} (${viewport.name})`);
    }
    // A message of the outbox opened under its row.
    await page.goto(`${BASE}/admin/outbox`);
    await page.getByRole('button', { name: 'Show message' }).first().click();
    await expect(page.getByTestId('outbox-message').getByText('Subject')).toBeVisible();
    expect(await axeViolations(page), `outbox message (${viewport.name})`).toEqual([]);
  });

  test(`every partner screen has no axe violations on a ${viewport.name}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    for (const path of ['/staff/login', '/professional/login', '/professional/apply']) {
      await page.goto(`${BASE}${path}`);
      await expectNoViolations(page, `${path} (${viewport.name})`);
    }
    expect((await page.request.post(`${BASE}/api/professional-auth/login`, { data: PARTNER })).ok()).toBe(true);
    await page.goto(`${BASE}/professional/dashboard`);
    await expectNoViolations(page, `/professional/dashboard (${viewport.name})`);
  });
}

test('the staff quote detail shows each surface’s price and the sketches, and goes back to the inbox as it was filtered', async ({ page }, testInfo) => {
  expect((await page.request.post(`${BASE}/api/staff/login`, { data: { email: STAFF.email, password: STAFF.password } })).ok()).toBe(true);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(`${BASE}/admin/quotes?status=accepted`);
    await page.getByRole('link', { name: quoteNumber }).click();
    await expect(page).toHaveURL(`${BASE}/admin/quotes/${quoteId}?status=accepted`);
    // The customer's quote page's cards: components, unit price and line total of each surface.
    const line = page.getByTestId('quote-line').first();
    await expect(line.getByText('Unit price')).toBeVisible();
    await expect(line.getByTestId('quote-line-total')).toHaveText(/^R [\d,]+\.\d\d$/);
    // Both sketches drawn as pictures: the photo, and the PDF by its first page.
    for (const name of ['site photo.jpg', 'First page of kitchen plan.pdf']) {
      const picture = page.getByRole('img', { name, exact: true });
      await picture.scrollIntoViewIfNeeded();
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    }
    await page.screenshot({ path: testInfo.outputPath(`quote-detail-${viewport.name}.png`), fullPage: true });
    await page.getByRole('link', { name: '← Back to the quotes' }).click();
    await expect(page).toHaveURL(`${BASE}/admin/quotes?status=accepted`);
    await expect(page.getByLabel('Status')).toHaveValue('accepted');

    // The outbox shows what a message said.
    await page.goto(`${BASE}/admin/outbox`);
    // The customer's own e-mail of the quote, with its PDF attached.
    const row = page
      .getByRole('row')
      .filter({ hasText: 'thandi@example.co.za' })
      .filter({ hasText: new RegExp(`Your .*quote ${quoteNumber}`) })
      .first();
    await row.getByRole('button', { name: 'Show message' }).click();
    const message = page.getByTestId('outbox-message');
    await expect(message.getByRole('region', { name: "The message's text" })).toContainText(quoteNumber);
    await expect(message.getByText(/\.pdf \(\d+ KB\)$/)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`outbox-${viewport.name}.png`), fullPage: true });
  }
});
