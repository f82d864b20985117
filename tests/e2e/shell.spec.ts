import { expect, test } from './fixtures';

test('the home page renders the configurator', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Configure Your Surface' })).toBeVisible();
});

test('an unknown path shows the 404 screen', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('every route of SPEC §2 resolves to a screen', async ({ page }) => {
  for (const route of ['/configurator', '/admin', '/analytics', '/leads', '/visitors', '/professional/login', '/professional/dashboard']) {
    await page.goto(route);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
    await expect(page.locator('h1').first()).toBeVisible();
  }
});

test('professional setup without a token goes home', async ({ page }) => {
  await page.goto('/professional/setup');
  await expect(page).toHaveURL(/\/$/);
});
