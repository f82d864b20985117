import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { woodButton } from './helpers/configurator';

/**
 * The parent site runs on another origin that is still on this machine: the other loopback
 * name for the same port. Chromium asks before a page reaches loopback addresses (Local
 * Network Access), and only secure contexts such as localhost may ask; a real parent site
 * on HTTPS talking to a public app server needs neither.
 */
function parentOrigin(appOrigin: string): string {
  const url = new URL(appOrigin);
  url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return url.origin;
}

/** A parent site on another origin that embeds the app with one script tag. */
function parentPage(appOrigin: string): string {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>A kitchen studio</title></head>
  <body style="margin:0;font-family:sans-serif">
    <h1>Our kitchens</h1>
    <div id="grainline"></div>
    <script src="${appOrigin}/embed.js" data-target="#grainline"></script>
  </body>
</html>`;
}

const heightOf = (frame: Locator) => frame.evaluate((element) => Math.round(element.getBoundingClientRect().height));

async function settledHeight(frame: Locator): Promise<number> {
  let previous = -1;
  await expect
    .poll(async () => {
      const current = await heightOf(frame);
      const settled = current === previous;
      previous = current;
      return settled;
    }, { intervals: [500] })
    .toBe(true);
  return previous;
}

test.use({ permissions: ['local-network-access'] });

test('the embed script frames the configurator and resizes it for the grain dialog', async ({ page, baseURL }) => {
  const appOrigin = new URL(baseURL ?? '').origin;
  const parent = `${parentOrigin(appOrigin)}/kitchens`;
  await page.route(parent, (route) => route.fulfill({ contentType: 'text/html', body: parentPage(appOrigin) }));
  await page.goto(parent);

  const iframe = page.locator('#grainline iframe');
  await expect(iframe).toHaveAttribute('src', `${appOrigin}/configurator`);
  expect(await iframe.evaluate((element) => element.getBoundingClientRect().width)).toBe(await page.evaluate(() => document.body.clientWidth));
  // Every message the app posts to this page, as the page receives it.
  await page.evaluate(() => {
    const record = window as unknown as { received: unknown[] };
    record.received = [];
    window.addEventListener('message', (event) => record.received.push(event.data));
  });
  const received = () => page.evaluate(() => (window as unknown as { received: { type: string; action: string; height: number }[] }).received);
  const app = page.frameLocator('#grainline iframe');
  await expect(app.getByRole('heading', { name: 'Configure Your Surface' })).toBeVisible();
  await expect(woodButton(app, 'Kiaat')).toBeVisible();

  // The frame grows to the page's own height, so the parent page does the scrolling.
  const closedHeight = await settledHeight(iframe);
  expect(closedHeight).toBeGreaterThan(1500);

  await woodButton(app, 'Kiaat').click();
  await expect(app.getByRole('dialog', { name: 'Kiaat Wood' })).toBeVisible();
  await expect.poll(() => heightOf(iframe)).toBeGreaterThanOrEqual(closedHeight + 200);
  const viewportHeight = page.viewportSize()?.height ?? 0;
  const opened = (await received()).find((message) => message.action === 'modal-opened');
  expect(opened).toMatchObject({ type: 'resize', action: 'modal-opened' });
  expect(opened?.height).toBeGreaterThanOrEqual(viewportHeight + 200);

  await app.getByRole('button', { name: 'Close' }).click();
  await expect(app.getByRole('dialog', { name: 'Kiaat Wood' })).toBeHidden();
  await expect.poll(() => heightOf(iframe)).toBe(closedHeight);
  expect((await received()).some((message) => message.type === 'resize' && message.action === 'modal-closed')).toBe(true);

  // A step change far down the parent page brings the frame's top, where the new step starts, into view.
  await woodButton(app, 'Kiaat').click();
  await app.getByRole('button', { name: 'Select Edge Grain' }).click();
  await app.getByRole('button', { name: 'Add & Get My Quote' }).scrollIntoViewIfNeeded();
  expect(await iframe.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(0);
  await app.getByRole('button', { name: 'Add & Get My Quote' }).click();
  await expect(app.getByRole('heading', { level: 1, name: 'Quote Summary' })).toBeVisible();
  await expect.poll(() => iframe.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeGreaterThanOrEqual(0);
  expect((await received()).some((message) => message.action === 'step-changed')).toBe(true);
});

test('resize messages from any other origin are ignored', async ({ page, baseURL }) => {
  const appOrigin = new URL(baseURL ?? '').origin;
  const parent = `${parentOrigin(appOrigin)}/kitchens`;
  await page.route(parent, (route) => route.fulfill({ contentType: 'text/html', body: parentPage(appOrigin) }));
  await page.goto(parent);
  const iframe = page.locator('#grainline iframe');
  await expect(page.frameLocator('#grainline iframe').getByRole('heading', { name: 'Configure Your Surface' })).toBeVisible();
  const height = await settledHeight(iframe);

  await page.evaluate(() => window.postMessage({ type: 'resize', height: 333, action: 'modal-opened' }, '*'));
  await page.waitForTimeout(300);
  expect(await heightOf(iframe)).toBe(height);
});
