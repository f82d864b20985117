import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { formatDate } from '#core/dates';
import { planPdf } from '../integration/helpers/sample-sketches';
import { issueSetupToken } from '#server/partners/setup-link';
import { ACCEPT_BILLING, makeQuoteRequest } from '../integration/helpers/quote-factories';
import { E2E_PORT } from './e2e-ports';
import { expect, test } from './fixtures';
import { startAnalyticsServer, type AnalyticsServer } from './helpers/analytics-server';
import { axeViolations } from './helpers/axe';

/**
 * Every staff and partner screen, and each of its tabs, at 0 axe violations and no sideways
 * scrolling on a 390 px phone and a 1280 px desktop (the public forms from 320 px), and the
 * tables' rows on a phone with their figures in one piece: what needs a real browser's layout.
 * A server of the spec's own, with what makes the screens show their tables and cards: quotes
 * (one with a photo and a PDF sketch, one accepted into a job, one a partner's, long names),
 * e-mails in the outbox, an application and a partner who has set up their account.
 */
const PORT = E2E_PORT + 26;
const BASE = `http://127.0.0.1:${PORT}`;
const STAFF = { email: 'axe@grainline.example', name: 'Ayanda Axe', password: 'axe e2e password' };
const PARTNER = { username: 'axejoinery', password: 'partner password 123' };
// Long names and addresses: what made the columns run together and the page scroll sideways.
const LONG_LEAD = {
  fullName: 'Thandiwe Nkosi-Mahlangu',
  email: 'thandiwe.nkosi-mahlangu@nkosi-interiors-and-design.example.co.za',
  phone: '082 555 1234',
  companyName: 'Nkosi Interiors and Joinery',
};
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

test.describe.configure({ mode: 'serial' });
// axe is injected by the test; the app's CSP allows only its own scripts.
test.use({ bypassCSP: true });

let running: AnalyticsServer;
let quoteId = 0;
let jobId = 0;
let invoiceId = 0;

async function uploadSketch(api: APIRequestContext, name: string, mimeType: string, buffer: Buffer): Promise<string> {
  const uploaded = await api.post('/api/files/sketch', { multipart: { sketch: { name, mimeType, buffer } } });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  return ((await uploaded.json()) as { data: { id: string } }).data.id;
}

async function apply(api: APIRequestContext, businessName: string, contactEmail: string): Promise<void> {
  const data = {
    businessName,
    businessType: 'contractor',
    contactName: 'Sipho Dlamini',
    contactEmail,
    contactPhone: '082 444 1212',
    businessAddress: '12 Main Road',
  };
  expect((await api.post('/api/professional-users/apply', { data })).status()).toBe(201);
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
  const { token, quoteNumber } = ((await withSketches.json()) as { data: { token: string; quoteNumber: string } }).data;
  expect((await api.post('/api/email/quote', { data: { token, sendBusinessCopy: false } })).status()).toBeLessThan(300);
  expect((await api.post(`/api/quotes/${token}/accept`, { data: ACCEPT_BILLING })).ok()).toBe(true);
  expect((await api.post('/api/quotes', { data: makeQuoteRequest({ leadInfo: LONG_LEAD }) })).status()).toBe(201);

  await apply(api, 'Long Names Joinery (Pty) Ltd', 'sipho@axe-joinery.example.co.za');
  await apply(api, 'Pending Cabinets', 'naledi@pending.example.co.za');
  expect((await api.post('/api/staff/login', { data: { email: STAFF.email, password: STAFF.password } })).ok()).toBe(
    true,
  );
  const pending = (await (await api.get('/api/professional-users?status=pending')).json()) as {
    data: { id: number; contactEmail: string }[];
  };
  const partnerId =
    pending.data.find((application) => application.contactEmail === 'sipho@axe-joinery.example.co.za')?.id ?? 0;
  expect(
    (await api.patch(`/api/professional-users/${partnerId}/approve`, { data: { discountPercentage: 15 } })).ok(),
  ).toBe(true);
  const inbox = (await (await api.get(`/api/admin/quotes?search=${quoteNumber}`)).json()) as {
    data: { quotes: { id: number }[] };
  };
  quoteId = inbox.data.quotes[0]?.id ?? 0;
  // The accepted quote became a job (OPS-13), so the job screens have one to show.
  const jobs = (await (await api.get('/api/admin/jobs')).json()) as { data: { jobs: { id: number }[] } };
  jobId = jobs.data.jobs[0]?.id ?? 0;
  expect(jobId).toBeGreaterThan(0);
  // Its acceptance issued the deposit invoice (ADR 047), so the invoice screens have one to show.
  const invoices = (await (await api.get('/api/admin/invoices')).json()) as { data: { invoices: { id: number }[] } };
  invoiceId = invoices.data.invoices[0]?.id ?? 0;
  expect(invoiceId).toBeGreaterThan(0);

  const { token: setupToken } = await issueSetupToken(running.server.database.db, { partnerId, now: new Date() });
  expect((await api.post('/api/professional-users/setup', { multipart: { token: setupToken, ...PARTNER } })).ok()).toBe(
    true,
  );
  expect((await api.post('/api/professional-auth/login', { data: PARTNER })).ok()).toBe(true);
  const partnerQuote = await api.post('/api/quotes', {
    data: makeQuoteRequest({ leadInfo: { ...LONG_LEAD, companyName: undefined } }),
  });
  expect(partnerQuote.status(), await partnerQuote.text()).toBe(201);
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

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** axe and the page's width on the screen as it is, then on each of its tabs in turn. */
async function expectAccessibleAndFitting(page: Page, screen: string): Promise<void> {
  await settled(page);
  expect.soft(await axeViolations(page), screen).toEqual([]);
  expect.soft(await sidewaysScroll(page), `${screen} scrolls sideways`).toBeLessThanOrEqual(0);
  const names = await page.getByRole('tab').allInnerTexts();
  for (const name of names.slice(1)) {
    await page.getByRole('tab', { name: name.trim(), exact: true }).click();
    await expect(page.getByRole('tab', { name: name.trim(), exact: true })).toHaveAttribute('aria-selected', 'true');
    await settled(page);
    expect.soft(await axeViolations(page), `${screen}, tab ${name.trim()}`).toEqual([]);
    expect.soft(await sidewaysScroll(page), `${screen}, tab ${name.trim()} scrolls sideways`).toBeLessThanOrEqual(0);
  }
}

/** Each staff screen by its path; the quote's and the job's are known once the server is set up. */
const STAFF_SCREENS: readonly (() => string)[] = [
  () => '/admin',
  () => '/admin/account',
  () => '/admin/prices',
  () => '/admin/quotes',
  () => `/admin/quotes/${quoteId}?status=accepted`,
  () => '/admin/jobs',
  () => `/admin/jobs/${jobId}`,
  () => '/admin/workshop',
  () => '/admin/outbox',
  () => '/admin/data',
  () => '/admin/business',
  () => '/admin/invoices',
  () => `/admin/invoices/${invoiceId}`,
  () => '/admin/payments',
  () => '/analytics',
  () => '/leads',
  () => '/visitors',
];

const signInStaff = async (page: Page) =>
  expect(
    (
      await page.request.post(`${BASE}/api/staff/login`, { data: { email: STAFF.email, password: STAFF.password } })
    ).ok(),
  ).toBe(true);

for (const viewport of VIEWPORTS) {
  for (const pathOf of STAFF_SCREENS) {
    test(`${pathOf().replace(/\d+/, ':id')} and its tabs have no axe violations and fit a ${viewport.name}`, async ({
      page,
    }) => {
      const path = pathOf();
      await page.setViewportSize(viewport);
      await signInStaff(page);
      await page.goto(`${BASE}${path}`);
      await expectAccessibleAndFitting(page, `${path} (${viewport.name})`);
      if (path !== '/admin/outbox') return;
      // A message of the outbox opened under its row.
      await page.getByRole('button', { name: 'Show message' }).first().click();
      await expect(page.getByTestId('outbox-message').getByText('Subject')).toBeVisible();
      expect(await axeViolations(page), `outbox message (${viewport.name})`).toEqual([]);
    });
  }

  test(`every partner and public screen has no axe violations and fits a ${viewport.name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const path of ['/staff/login', '/professional/login', '/professional/apply']) {
      await page.goto(`${BASE}${path}`);
      // With every field's message showing: the longest the form gets.
      await page.getByRole('button', { name: /^(Sign In|Send Application)$/ }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expectAccessibleAndFitting(page, `${path} (${viewport.name})`);
      if (viewport.name === 'phone') {
        await page.setViewportSize({ width: 320, height: 800 });
        expect(await sidewaysScroll(page), `${path} scrolls sideways at 320 px`).toBeLessThanOrEqual(0);
        await page.setViewportSize(viewport);
      }
    }
    expect((await page.request.post(`${BASE}/api/professional-auth/login`, { data: PARTNER })).ok()).toBe(true);
    await page.goto(`${BASE}/professional/dashboard`);
    await expectAccessibleAndFitting(page, `/professional/dashboard (${viewport.name})`);
  });
}

/** The element lies within the screen's width, so it is seen and reached without scrolling sideways. */
async function expectWithinScreen(page: Page, element: Locator): Promise<void> {
  const box = await element.boundingBox();
  expect(
    (box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= (page.viewportSize()?.width ?? 0),
    'the element is within the screen',
  ).toBe(true);
}

/** The element's box is one line of its text high: 'R' and the figure are not split. */
const oneLineHigh = (element: Locator) =>
  element.evaluate((node) => node.getBoundingClientRect().height <= parseFloat(getComputedStyle(node).lineHeight) + 1);

test('on a phone, a quote card in the inbox and in a partner’s Quotes tab keeps its totals in one piece, status and Send on screen (STAFF-19)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInStaff(page);
  await page.goto(`${BASE}/admin/quotes`);
  const row = page.getByRole('row').filter({ hasText: LONG_LEAD.email }).first();
  const total = row.getByTestId('inbox-total');
  await expect(total).toHaveText(/^R [\d,]+\.\d\d$/);
  expect(await oneLineHigh(total), "the total's box is one line high").toBe(true);
  await expectWithinScreen(page, total);
  await expect(row.getByRole('cell').filter({ hasText: /^(Draft|Sent|Accepted|Expired)(, (Won|Lost))?$/ })).toHaveCount(
    1,
  );
  await expect(
    row
      .getByRole('cell')
      .filter({ hasText: formatDate(new Date()) })
      .first(),
  ).toBeVisible();

  expect((await page.request.post(`${BASE}/api/professional-auth/login`, { data: PARTNER })).ok()).toBe(true);
  await page.goto(`${BASE}/professional/dashboard`);
  await page.getByRole('tab', { name: 'Quotes' }).click();
  const partnerRow = page.getByTestId('partner-quote-row').filter({ hasText: LONG_LEAD.fullName });
  // The client price and the trade price, each in one piece on screen, with the status and Send.
  const prices = await partnerRow
    .getByRole('cell')
    .filter({ hasText: /^R [\d,]+\.\d\d$/ })
    .all();
  expect(prices).toHaveLength(2);
  for (const price of prices) await expectWithinScreen(page, price);
  await expectWithinScreen(page, partnerRow.getByText('Draft'));
  await expectWithinScreen(page, partnerRow.getByRole('button', { name: /^Send / }));
});
