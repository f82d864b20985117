import sharp from 'sharp';
import type { Browser, Page } from '@playwright/test';
import { E2E_OWNER } from '../e2e-accounts';
import { expect } from '../fixtures';

/** Acting as staff and applicants do on the account screens: by the labels on screen. */

export interface Applicant {
  businessName: string;
  businessType: 'Contractor' | 'Reseller';
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  businessAddress: string;
}

let applicantCounter = 0;

export function makeApplicant(overrides: Partial<Applicant> = {}): Applicant {
  applicantCounter += 1;
  const unique = `${Date.now().toString(36)}${applicantCounter}`;
  return {
    businessName: `Lowveld Joinery ${unique}`,
    businessType: 'Contractor',
    contactName: 'Sipho Dlamini',
    contactEmail: `sipho.${unique}@example.co.za`,
    contactPhone: '082 555 0142',
    businessAddress: '12 Brown Street, Mbombela, 1201',
    ...overrides,
  };
}

export async function fillApplication(page: Page, applicant: Applicant): Promise<void> {
  await page.getByLabel('Business name').fill(applicant.businessName);
  await page.getByRole('radio', { name: applicant.businessType }).check();
  await page.getByLabel('Contact name').fill(applicant.contactName);
  await page.getByLabel('Email').fill(applicant.contactEmail);
  await page.getByLabel('Phone').fill(applicant.contactPhone);
  await page.getByLabel('Business address').fill(applicant.businessAddress);
}

export async function signInAsStaff(
  page: Page,
  { email, password }: { email: string; password: string } = E2E_OWNER,
): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** A second person's window reports its console errors into the test's list (tests/e2e/fixtures.ts). */
export async function openWindow(browser: Browser, consoleErrors: string[]): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(`${error.name}: ${error.message}`));
  return page;
}

/** A fresh browser window signed in as the e2e owner, on the Admin Dashboard. */
export async function ownerOnAdminDashboard(browser: Browser, consoleErrors: string[]): Promise<Page> {
  const page = await openWindow(browser, consoleErrors);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/staff\/login\?next=%2Fadmin$/);
  await signInAsStaff(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  return page;
}

/** The card of one application on the Admin Dashboard, found by its business name. */
export function applicationCard(page: Page, businessName: string) {
  return page.getByRole('article', { name: businessName });
}

let standInWoodImage: Buffer | undefined;

/**
 * These specs pass through the configurator only for its footer link. A fresh e2e server
 * paints each wood texture on first request, on its main thread, which on a busy machine
 * stalls every other request for seconds; a stand-in image keeps these specs about accounts.
 */
export async function serveStandInWoodImages(page: Page): Promise<void> {
  standInWoodImage ??= await sharp({ create: { width: 8, height: 6, channels: 3, background: '#a8622c' } })
    .jpeg()
    .toBuffer();
  const body = standInWoodImage;
  await page.route('**/assets/woods/**', (route) => route.fulfill({ contentType: 'image/jpeg', body }));
}
