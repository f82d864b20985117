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

test('the built scripts and styles are sent compressed, and only under their own names', async ({ page, request }) => {
  await page.goto('/');
  const assets = await page.locator('script[src], link[rel="stylesheet"]').evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('src') ?? element.getAttribute('href') ?? ''),
  );
  expect(assets.length).toBeGreaterThanOrEqual(2);
  for (const asset of assets) {
    const response = await request.get(asset, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers()['content-encoding'], asset).toBe('br');
    expect(response.headers()['vary']).toMatch(/accept-encoding/i);
  }
  expect((await request.get(`${assets[0]}.br`)).status()).toBe(404);
});

test.describe('the configurator page before its script runs', () => {
  // Chromium's script switch leaves <noscript> unrendered, so its message is not checked here.
  test('already shows the heading, on the configurator only', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Configure Your Surface' })).toBeVisible();
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Configure Your Surface' })).toHaveCount(0);
    await context.close();
  });

  test('is the same markup React then renders, so nothing moves when it takes over', async ({ page, request }) => {
    const html = await (await request.get('/configurator')).text();
    const shell = /<div id="root">([\s\S]*?)<noscript>/.exec(html)?.[1];
    expect(shell).toBeDefined();
    await page.goto('/configurator');
    await expect(page.getByRole('radio', { name: /Countertop/ })).toBeVisible();
    const rendered = await page.evaluate(() => ({
      header: document.querySelector('header')?.outerHTML ?? '',
      intro: document.querySelector('h1')?.parentElement?.outerHTML ?? '',
    }));
    expect(shell).toContain(rendered.header);
    expect(shell).toContain(rendered.intro);
  });
});
