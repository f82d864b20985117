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

test('every route of the route table (CONF-02, OPS-08) resolves to a screen', async ({ page }) => {
  for (const route of [
    '/configurator',
    '/admin',
    '/analytics',
    '/leads',
    '/visitors',
    '/professional/login',
    '/professional/dashboard',
  ]) {
    await page.goto(route);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
    await expect(page.locator('h1').first()).toBeVisible();
  }
});

test('professional setup without a token goes home', async ({ page }) => {
  await page.goto('/professional/setup');
  await expect(page).toHaveURL(/\/$/);
});

test('the built scripts are sent compressed, and only under their own names; the styles come inside the page', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const assets = await page
    .locator('script[src]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('src') ?? ''));
  expect(assets.length).toBeGreaterThanOrEqual(1);
  for (const asset of assets) {
    const response = await request.get(asset, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers()['content-encoding'], asset).toBe('br');
    expect(response.headers()['vary']).toMatch(/accept-encoding/i);
  }
  expect((await request.get(`${assets[0]}.br`)).status()).toBe(404);
  // ADR 016: no stylesheet request stands between the page and its first paint.
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
  expect(await page.locator('head style').count()).toBeGreaterThanOrEqual(1);
});

interface ParsedFirstScreen {
  heading: Element | null;
  intro: Element | null;
}

test.describe('the configurator page before its script runs', () => {
  // Chromium's script switch leaves <noscript> unrendered, so its message is not checked here.
  test('already shows the first screen, on the configurator only', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Configure Your Surface' })).toBeVisible();
    // ADR 016: rendered from the components over the page's catalogue, not a hand-written shell.
    await expect(page.getByRole('radio', { name: /Countertop/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Walnut/ }).first()).toBeAttached();
    await expect(page.getByTestId('mobile-price-bar')).toContainText('Your price incl. VAT');
    // Complete as sent: no script finishes a part later (the CSP would refuse it).
    await expect(page.locator('#root script')).toHaveCount(0);
    await expect(page.locator('#root figure svg')).toBeAttached();
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Configure Your Surface' })).toHaveCount(0);
    await context.close();
  });

  test('is hydrated, not painted again: the nodes the phone painted stay', async ({ page }) => {
    // Remembers the heading and intro the HTML parser inserted, before any script runs.
    await page.addInitScript(() => {
      const parsed: ParsedFirstScreen = { heading: null, intro: null };
      Object.assign(window, { parsedFirstScreen: parsed });
      new MutationObserver(() => {
        parsed.heading ??= document.querySelector('#root h1');
        parsed.intro ??= document.querySelector('#root h1 + p');
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/configurator');
    // Choosing works only once React has taken the page over.
    await page.getByRole('radio', { name: /Desk/ }).click();
    await expect(page.getByRole('radio', { name: /Desk/ })).toHaveAttribute('aria-checked', 'true');
    const kept = await page.evaluate(() => {
      const parsed = (window as unknown as { parsedFirstScreen: ParsedFirstScreen }).parsedFirstScreen;
      return {
        heading: parsed.heading === document.querySelector('#root h1'),
        intro: parsed.intro === document.querySelector('#root h1 + p'),
      };
    });
    expect(kept).toEqual({ heading: true, intro: true });
  });

  test('a share link renders afresh over the pre-rendered screen, without errors', async ({ page }) => {
    await page.goto('/configurator?c=not-a-link');
    await expect(page.getByRole('alert')).toContainText('We have started you on a fresh configuration instead');
    await expect(page.getByRole('heading', { level: 1, name: 'Configure Your Surface' })).toHaveCount(1);
  });
});
