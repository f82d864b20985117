import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatDate } from '#core/dates';
import { issueSetupToken } from '#server/partners/setup-link';
import { makeQuoteRequest } from '../integration/helpers/quote-factories';
import { E2E_PORT } from './e2e-ports';
import { expect, test } from './fixtures';
import { startAnalyticsServer, type AnalyticsServer } from './helpers/analytics-server';
import { axeViolations } from './helpers/axe';

/**
 * The tables of the quotes inbox, the outbox and a partner's Quotes tab on a 390 px phone and a
 * desktop: the page never scrolls sideways, and on a phone each row is a card whose total,
 * status and actions are on screen. A server of the spec's own, so a partner can be set up
 * without the e-mailed link (the token is issued as the approval e-mail would carry it).
 */
const PORT = E2E_PORT + 24;
const BASE = `http://127.0.0.1:${PORT}`;
const STAFF = { email: 'tables@grainline.example', name: 'Thabo Tables', password: 'layout e2e password' };
const PARTNER = { username: 'longnamesjoinery', password: 'partner password 123' };
// Long names and addresses: what made the columns run together and the page scroll sideways.
const LONG_LEAD = {
  fullName: 'Thandiwe Nkosi-Mahlangu',
  email: 'thandiwe.nkosi-mahlangu@nkosi-interiors-and-design.example.co.za',
  phone: '082 555 1234',
  companyName: 'Nkosi Interiors and Joinery',
};
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

test.describe.configure({ mode: 'serial' });
// axe is injected by the test; the app's CSP allows only its own scripts.
test.use({ bypassCSP: true });

let running: AnalyticsServer;

test.beforeAll(async ({ playwright }) => {
  running = await startAnalyticsServer({ port: PORT, name: 'tables', staff: STAFF });
  const api = await playwright.request.newContext({ baseURL: BASE });
  expect((await api.post('/api/quotes', { data: makeQuoteRequest({ leadInfo: LONG_LEAD }) })).status()).toBe(201);
  await makePartnerWithQuote(api);
  await api.dispose();
});

test.afterAll(async () => {
  await running.stop();
});

async function makePartnerWithQuote(api: APIRequestContext): Promise<void> {
  const applied = await api.post('/api/professional-users/apply', {
    data: {
      businessName: 'Long Names Joinery (Pty) Ltd',
      businessType: 'contractor',
      contactName: 'Sipho Dlamini',
      contactEmail: 'sipho@long-names-joinery.example.co.za',
      contactPhone: '082 444 1212',
      businessAddress: '12 Main Road, Mbombela',
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  expect((await api.post('/api/staff/login', { data: { email: STAFF.email, password: STAFF.password } })).ok()).toBe(true);
  // The apply call answers no id (a repeat answers the same); staff find the application by its address.
  const pending = (await (await api.get('/api/professional-users?status=pending')).json()) as { data: { id: number; contactEmail: string }[] };
  const partnerId = pending.data.find((application) => application.contactEmail === 'sipho@long-names-joinery.example.co.za')?.id ?? 0;
  expect((await api.patch(`/api/professional-users/${partnerId}/approve`, { data: { discountPercentage: 15 } })).ok()).toBe(true);
  const { token } = await issueSetupToken(running.server.database.db, { partnerId, now: new Date() });
  const setup = await api.post('/api/professional-users/setup', { multipart: { token, ...PARTNER } });
  expect(setup.ok(), await setup.text()).toBe(true);
  expect((await api.post('/api/professional-auth/login', { data: PARTNER })).ok()).toBe(true);
  const quote = await api.post('/api/quotes', { data: makeQuoteRequest({ leadInfo: { ...LONG_LEAD, companyName: undefined } }) });
  expect(quote.status(), await quote.text()).toBe(201);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll, 'the page is no wider than the screen').toBeLessThanOrEqual(widths.client);
}

/** The element lies within the screen's width, so it is seen and reached without scrolling sideways. */
async function expectWithinScreen(page: Page, element: Locator): Promise<void> {
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, 'the element is laid out').not.toBeNull();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width, 'the element is within the screen').toBe(true);
}

/** How many lines a cell's text takes. */
function linesOfText(cell: Locator): Promise<number> {
  return cell.evaluate((element) => {
    const bottoms = new Set<number>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const rect of range.getClientRects()) if (rect.width > 0) bottoms.add(Math.round(rect.bottom));
    }
    return bottoms.size;
  });
}

async function signInStaff(page: Page): Promise<void> {
  expect((await page.request.post(`${BASE}/api/staff/login`, { data: { email: STAFF.email, password: STAFF.password } })).ok()).toBe(true);
}

test('the quotes inbox fits a phone, each quote a card with its total in one piece', async ({ page }) => {
  await signInStaff(page);
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto(`${BASE}/admin/quotes`);
    const row = page.getByRole('row').filter({ hasText: LONG_LEAD.email }).first();
    await expect(row).toBeVisible();
    await expectNoSidewaysScroll(page);
    // Either layout, cards or grid, still reads as a table with its column headers.
    expect(await axeViolations(page)).toEqual([]);
    // A partner's quote shows what the client was quoted under the trade total: the trade total is the figure measured.
    const total = row
      .getByRole('cell')
      .getByText(/^R [\d,]+\.\d\d$/)
      .first();
    expect(await linesOfText(total), "'R' and the figure on one line").toBe(1);
    if (viewport === PHONE) await expectWithinScreen(page, total);
  }
});

test('on a phone’s quote card a total is one line high, the status is capitalised, dates are en-ZA and typed so (STAFF-19)', async ({ page }) => {
  await signInStaff(page);
  await page.setViewportSize(PHONE);
  await page.goto(`${BASE}/admin/quotes`);
  const row = page.getByRole('row').filter({ hasText: LONG_LEAD.email }).first();
  await expect(row).toBeVisible();
  const total = row.getByTestId('inbox-total');
  await expect(total).toHaveText(/^R [\d,]+\.\d\d$/);
  const { height, lineHeight } = await total.evaluate((element) => ({
    height: element.getBoundingClientRect().height,
    lineHeight: parseFloat(getComputedStyle(element).lineHeight),
  }));
  expect(height, "the total's box is one line high").toBeLessThanOrEqual(lineHeight + 1);
  await expect(row.getByRole('cell').filter({ hasText: /^(Draft|Sent|Accepted|Expired)(, (Won|Lost))?$/ })).toHaveCount(1);
  const today = formatDate(new Date());
  await expect(row.getByRole('cell').filter({ hasText: today }).first()).toBeVisible();

  // A day is typed as it is shown; the address keeps it as the server reads it.
  const from = page.getByLabel('From', { exact: true });
  await from.fill('25/11/2026');
  await from.blur();
  await expect(page.getByText('Use a date such as 2026/11/25')).toBeVisible();
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await from.fill(today);
  await expect(page).toHaveURL(new RegExp(`from=${today.replace(/\//g, '-')}`));
  await expect(page.getByText('Use a date such as 2026/11/25')).toBeHidden();
  await page.reload();
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(today);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('quotes-inbox-phone.png'), fullPage: true });
});

test('the outbox fits a phone', async ({ page }) => {
  await signInStaff(page);
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto(`${BASE}/admin/outbox`);
    await expect(page.getByRole('table', { name: 'Messages' }).getByRole('row').nth(1)).toBeVisible();
    await expectNoSidewaysScroll(page);
    // Either layout, cards or grid, still reads as a table with its column headers.
    expect(await axeViolations(page)).toEqual([]);
  }
});

test('a partner’s Quotes tab fits a phone, with the total, status and Send on screen', async ({ page }) => {
  expect((await page.request.post(`${BASE}/api/professional-auth/login`, { data: PARTNER })).ok()).toBe(true);
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto(`${BASE}/professional/dashboard`);
    await page.getByRole('tab', { name: 'Quotes' }).click();
    const row = page.getByTestId('partner-quote-row').filter({ hasText: LONG_LEAD.fullName });
    await expect(row).toBeVisible();
    await expectNoSidewaysScroll(page);
    // Either layout, cards or grid, still reads as a table with its column headers.
    expect(await axeViolations(page)).toEqual([]);
    if (viewport === PHONE) {
      // The client price and the trade price, each in one piece on screen.
      const prices = await row
        .getByRole('cell')
        .filter({ hasText: /^R [\d,]+\.\d\d$/ })
        .all();
      expect(prices).toHaveLength(2);
      for (const price of prices) await expectWithinScreen(page, price);
      await expectWithinScreen(page, row.getByText('Draft'));
      await expectWithinScreen(page, row.getByRole('button', { name: /^Send / }));
    }
  }
});
