import { devices, type Browser, type Page } from '@playwright/test';
import type { RunningServer } from '#server/start-server';
import { widthBucketOf } from '#core/heatmaps/heatmap-events';
import { E2E_PORT } from './e2e-ports';
import { expect, test } from './fixtures';
import { startAnalyticsServer, type AnalyticsServer } from './helpers/analytics-server';
import { openConfigurator } from './helpers/configurator';

/**
 * ANALYTICS-20 end to end, on a server of its own so the clicks are only this test's: a visitor on
 * a phone and one on a desktop click three named elements; the Heatmaps tab shows heat on those
 * elements in the live configurator at each width, and none far from them.
 */
const PORT = E2E_PORT + 22;
const BASE = `http://127.0.0.1:${PORT}`;
const STAFF = { email: 'heat@grainline.example', name: 'Hlengiwe Heat', password: 'hotspots e2e password' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The three named elements the visitors click: the chosen surface type, the first wood, the length. */
const TARGETS = [
  '[data-hm^="surfaceType:"][data-state="checked"]',
  '[data-hm^="wood:"]',
  '[data-hm="field:lengthMm"]',
] as const;

test.describe.configure({ mode: 'serial' });

let running: AnalyticsServer;
let server: RunningServer;

test.beforeAll(async () => {
  running = await startAnalyticsServer({ port: PORT, name: 'heatmaps', staff: STAFF });
  server = running.server;
});

test.afterAll(async () => {
  await running.stop();
});

/** Clicks the three targets as a visitor would, then hides the tab so the batch goes out. */
async function visitAndClick(browser: Browser, viewport: { width: number; height: number }): Promise<string[]> {
  // A context of its own takes none of the config's options: without the configured browser's
  // user agent it would say HeadlessChrome, which the server leaves out as suspect traffic (ADR 021).
  const context = await browser.newContext({ viewport, baseURL: BASE, userAgent: devices['Desktop Chrome'].userAgent });
  const page = await context.newPage();
  // The click recorder arrives after the first screen (ADR 008): clicks made before it has started
  // are held and leave with a later batch, not the one the hidden tab sends at once.
  const recorder = page.waitForResponse((response) => /\/assets\/page-tracking-[^/]+\.js$/.test(response.url()));
  await openConfigurator(page);
  await recorder;
  const names: string[] = [];
  for (const target of TARGETS) {
    const element = page.locator(target).first();
    names.push((await element.getAttribute('data-hm')) ?? '');
    await element.click();
    // The wood opens its grain dialog; closing it keeps the next target clickable.
    if (target.includes('wood')) {
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
  }
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  // The batch leaves on its timer or as the tab hides; a beacon's body is not visible to the test, the stored rows are.
  const stored = () =>
    server.database.db
      .selectFrom('heatmap_clicks')
      .select('element')
      .where('width_bucket', '=', widthBucketOf(viewport.width))
      .execute()
      .then((rows) => rows.map((row) => row.element).sort());
  await expect.poll(stored).toEqual([...names].sort());
  // The page view's scroll depth leaves with page_hidden.
  const scrollDepths = () =>
    server.database.db
      .selectFrom('heatmap_scrolls')
      .select('depth')
      .where('width_bucket', '=', widthBucketOf(viewport.width))
      .execute();
  await expect.poll(async () => (await scrollDepths()).length).toBe(1);
  await context.close();
  return names;
}

/**
 * The heat canvas's greatest opacity over each target's box in the frame, and its opacity at the
 * frame's far corner. Over the box, not at its centre: the heat sits where the click landed in the
 * element, and a layout still settling as the visitor clicks can move that off the centre.
 */
async function heatAtTargets(page: Page, names: string[]): Promise<{ atTargets: number[]; farAway: number }> {
  return page.evaluate((targetNames) => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe[title^="Configurator preview"]');
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="heatmap-canvas"]');
    const frameDocument = frame?.contentDocument;
    const context = canvas?.getContext('2d');
    if (!frameDocument || !canvas || !context) throw new Error('no preview');
    const alphaAt = (x: number, y: number) => context.getImageData(Math.round(x), Math.round(y), 1, 1).data[3] ?? 0;
    const mostAlphaOver = (box: DOMRect) => {
      const left = Math.max(0, Math.floor(box.left));
      const top = Math.max(0, Math.floor(box.top));
      const width = Math.max(1, Math.min(canvas.width - left, Math.ceil(box.width)));
      const height = Math.max(1, Math.min(canvas.height - top, Math.ceil(box.height)));
      const pixels = context.getImageData(left, top, width, height).data;
      let most = 0;
      for (let alpha = 3; alpha < pixels.length; alpha += 4) most = Math.max(most, pixels[alpha] ?? 0);
      return most;
    };
    const atTargets = targetNames.map((name) => {
      const box = frameDocument.querySelector(`[data-hm="${name}"]`)?.getBoundingClientRect();
      if (!box) throw new Error(`${name} is not in the preview`);
      return mostAlphaOver(box);
    });
    return { atTargets, farAway: alphaAt(canvas.width - 4, canvas.height - 4) };
  }, names);
}

test('clicks on three named elements at phone and desktop widths show as heat on those elements', async ({
  browser,
  page,
}) => {
  const phoneNames = await visitAndClick(browser, PHONE);
  const desktopNames = await visitAndClick(browser, DESKTOP);
  expect(phoneNames.every((name) => name.length > 0)).toBe(true);

  const login = await page.request.post(`${BASE}/api/staff/login`, {
    data: { email: STAFF.email, password: STAFF.password },
  });
  expect(login.status()).toBe(200);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${BASE}/visitors`);
  await page.getByRole('tab', { name: 'Heatmaps' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Heatmaps' });

  for (const [width, names, frameWidth] of [
    ['phone', phoneNames, PHONE.width],
    ['desktop', desktopNames, DESKTOP.width],
  ] as const) {
    await panel.getByLabel('Width').selectOption(width);
    await expect(panel.getByRole('status')).toHaveText(`3 clicks on Step 1: Configure at ${width} width.`);
    const frame = panel.locator('iframe[title^="Configurator preview"]');
    await expect(frame).toHaveAttribute('width', String(frameWidth));
    await expect(panel.getByTestId('heatmap-canvas')).toHaveAttribute('data-drawn', 'true');
    for (const name of names) await expect(panel.getByRole('table', { name: 'Clicks by element' })).toContainText(name);
    await expect(async () => {
      const heat = await heatAtTargets(page, names);
      for (const alpha of heat.atTargets) expect(alpha).toBeGreaterThan(20);
      expect(heat.farAway).toBe(0);
    }).toPass({ timeout: 10_000 });
  }
  await expect(panel.getByRole('table', { name: /Scroll depth \(1 page views\)/ })).toBeVisible();
});
