import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAsStaff } from './helpers/accounts';
import { axeViolations } from './helpers/axe';

/**
 * The staff and partner account screens on a phone and a desktop: no axe violations and no
 * sideways scrolling from 320 px up (the configurator's own checks live in accessibility.spec.ts).
 */
// axe is injected by the test; the app's CSP allows only its own scripts.
test.use({ bypassCSP: true });

const WIDTHS = [320, 390, 1280];

async function overflowAt(page: Page, width: number): Promise<number> {
  await page.setViewportSize({ width, height: 800 });
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

const PUBLIC_SCREENS = [
  { path: '/staff/login', heading: 'Staff Sign In' },
  { path: '/professional/apply', heading: 'Become a Trade Partner' },
  { path: '/professional/login', heading: 'Professional Login' },
];

for (const screen of PUBLIC_SCREENS) {
  test(`${screen.path} has no axe violations and fits a 320 px phone`, async ({ page }) => {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    // With every field's message showing: the longest the form gets.
    await page.getByRole('button', { name: /^(Sign In|Send Application)$/ }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    for (const width of WIDTHS) expect(await overflowAt(page, width), `sideways scroll at ${width} px`).toBe(0);
  });
}

test('the Admin Dashboard, its empty state and the account screen have no axe violations and fit a 320 px phone', async ({ page }) => {
  await page.goto('/admin?status=rejected');
  await signInAsStaff(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rejected' })).toHaveAttribute('aria-pressed', 'true');
  // Another spec may have rejected someone already; either state must be accessible.
  await expect(page.getByRole('heading', { name: 'No Applications Found' }).or(page.getByRole('article').first())).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  for (const width of WIDTHS) expect(await overflowAt(page, width), `sideways scroll at ${width} px`).toBe(0);

  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Staff Members' }).getByRole('listitem').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  for (const width of WIDTHS) expect(await overflowAt(page, width), `sideways scroll at ${width} px`).toBe(0);
});
