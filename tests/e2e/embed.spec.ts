import type { Locator, Page } from '@playwright/test';
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
  <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>A kitchen studio</title></head>
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
    .poll(
      async () => {
        const current = await heightOf(frame);
        const settled = current === previous;
        previous = current;
        return settled;
      },
      { intervals: [500] },
    )
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
  expect(await iframe.evaluate((element) => element.getBoundingClientRect().width)).toBe(
    await page.evaluate(() => document.body.clientWidth),
  );
  // Every message the app posts to this page, as the page receives it.
  await page.evaluate(() => {
    const record = window as unknown as { received: unknown[] };
    record.received = [];
    window.addEventListener('message', (event) => record.received.push(event.data));
  });
  const received = () =>
    page.evaluate(
      () => (window as unknown as { received: { type: string; action: string; height: number }[] }).received,
    );
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
  expect((await received()).some((message) => message.type === 'resize' && message.action === 'modal-closed')).toBe(
    true,
  );

  // A step change far down the parent page brings the frame's top, where the new step starts, into view.
  await woodButton(app, 'Kiaat').click();
  await app.getByRole('button', { name: 'Select Edge Grain' }).click();
  await app.getByRole('button', { name: 'Add & Get My Quote' }).scrollIntoViewIfNeeded();
  expect(await iframe.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(0);
  await app.getByRole('button', { name: 'Add & Get My Quote' }).click();
  await expect(app.getByRole('heading', { level: 1, name: 'Quote Summary' })).toBeVisible();
  await expect
    .poll(() => iframe.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
    .toBeGreaterThanOrEqual(0);
  expect((await received()).some((message) => message.action === 'step-changed')).toBe(true);
});

test('resize messages from any other origin are ignored', async ({ page, baseURL }) => {
  const appOrigin = new URL(baseURL ?? '').origin;
  const parent = `${parentOrigin(appOrigin)}/kitchens`;
  await page.route(parent, (route) => route.fulfill({ contentType: 'text/html', body: parentPage(appOrigin) }));
  await page.goto(parent);
  const iframe = page.locator('#grainline iframe');
  await expect(
    page.frameLocator('#grainline iframe').getByRole('heading', { name: 'Configure Your Surface' }),
  ).toBeVisible();
  const height = await settledHeight(iframe);

  // A listener added now runs after embed.js's for the same message, which sets the height at once
  // if it takes the message: once ours has it, the embed script has had its say.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener('message', (event: MessageEvent<{ height?: number }>) => {
          if (event.data.height === 333) resolve();
        });
        window.postMessage({ type: 'resize', height: 333, action: 'modal-opened' }, '*');
      }),
  );
  expect(await heightOf(iframe)).toBe(height);
});

/** Embeds the app in a parent page on another origin and records every message the page receives, with when it came. */
async function embedWithRecorder(page: Page, baseURL: string | undefined) {
  const appOrigin = new URL(baseURL ?? '').origin;
  const parent = `${parentOrigin(appOrigin)}/kitchens`;
  await page.route(parent, (route) => route.fulfill({ contentType: 'text/html', body: parentPage(appOrigin) }));
  await page.goto(parent);
  await page.evaluate(() => {
    const record = window as unknown as { received: unknown[] };
    record.received = [];
    window.addEventListener('message', (event) => record.received.push(event.data));
  });
  const app = page.frameLocator('#grainline iframe');
  await expect(app.getByRole('heading', { name: 'Configure Your Surface' })).toBeVisible();
  await expect(woodButton(app, 'Kiaat')).toBeVisible();
  return { app, iframe: page.locator('#grainline iframe') };
}

type Resize = { type: string; action: string; height: number };
const resizes = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { received: Resize[] }).received.filter((message) => message.type === 'resize'),
  );

/** Waits until no resize message has come for a second, and returns them all. */
async function settledResizes(page: Page): Promise<Resize[]> {
  let previous = -1;
  await expect
    .poll(
      async () => {
        const count = (await resizes(page)).length;
        const settled = count === previous;
        previous = count;
        return settled;
      },
      { intervals: [1000] },
    )
    .toBe(true);
  return resizes(page);
}

test.describe('embedded (CONF-33): going to the Quote Summary in the frame, desktop 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('posts the settled height once, never the collapsing heights between', async ({ page, baseURL }) => {
    const { app, iframe } = await embedWithRecorder(page, baseURL);
    await woodButton(app, 'Kiaat').click();
    await app.getByRole('button', { name: 'Select Edge Grain' }).click();
    await settledResizes(page);
    const before = (await resizes(page)).length;
    // The parent scrolling down to the action must not change the frame's height: sections
    // rendered only when near the screen (ADR 016) used to grow or shrink as they were reached.
    const action = app.getByRole('button', { name: 'Add & Get My Quote' });
    await action.scrollIntoViewIfNeeded();
    expect((await settledResizes(page)).slice(before), 'resizes while the parent scrolls to the action').toEqual([]);

    await action.click();
    await expect(app.getByRole('heading', { level: 1, name: 'Quote Summary' })).toBeVisible();
    const posted = (await settledResizes(page)).slice(before);
    const heights = posted.map((message) => message.height);
    // One settled layout, one height: the step change itself, at the Quote Summary's full height.
    expect(posted.map((message) => message.action)).toEqual(['step-changed']);
    expect(heights[0]).toBe(await iframe.evaluate((element) => Math.round(element.getBoundingClientRect().height)));
    expect(heights[0]).toBeGreaterThan(1500);
  });
});

test.describe('embedded (CONF-33): a live price in the frame, phone 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the price bar stays on the part of the frame the customer sees as the page scrolls', async ({
    page,
    baseURL,
  }) => {
    const { app, iframe } = await embedWithRecorder(page, baseURL);
    await woodButton(app, 'Kiaat').click();
    await app.getByRole('button', { name: 'Select Edge Grain' }).click();
    await expect(app.getByRole('dialog', { name: 'Kiaat Wood' })).toBeHidden();
    const frameHeight = await iframe.evaluate((element) => element.getBoundingClientRect().height);
    expect(frameHeight, 'the frame is many screens tall').toBeGreaterThan(3 * 844);
    const lineTotal = (await app.getByTestId('line-total').textContent()) ?? '';
    expect(lineTotal).toMatch(/^R [\d,]+\.\d\d$/);

    for (const fraction of [0.2, 0.5, 0.75]) {
      await page.evaluate((y) => window.scrollTo(0, y), Math.round(frameHeight * fraction));
      const bar = app.getByTestId('mobile-price-bar');
      await expect(bar).toContainText(lineTotal);
      // The bar sits at the bottom of the parent's window, whole, wherever the page is scrolled.
      await expect
        .poll(async () => {
          const box = await bar.boundingBox();
          return box ? Math.round(box.y + box.height) : null;
        })
        .toBe(844);
      const box = await bar.boundingBox();
      expect(box?.y).toBeGreaterThan(844 - 120);
    }
  });
});
