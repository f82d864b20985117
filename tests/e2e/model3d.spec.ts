import type { Locator, Page } from '@playwright/test';
import { surfaceConfigurationSchema, type SurfaceConfiguration } from '#core/surface/surface-schema';
import { encodeSurfaceLink } from '#core/surface/surface-link';
import { expect, test } from './fixtures';
import { WITH_SOFTWARE_WEBGL } from './helpers/webgl';
import { axeViolations } from './helpers/axe';
import { openConfigurator } from './helpers/configurator';

/**
 * CONF-42, ADR 031: the 3D view, fetched on the click only, in Chromium's software WebGL: what
 * only a real browser's WebGL can show, on a desktop (the phone's journey is quote-email.spec.ts)
 * (SwiftShader: this machine runs Chromium with --disable-gpu, and newer Chromiums offer
 * SwiftShader to WebGL only when asked).
 */
test.use(WITH_SOFTWARE_WEBGL);

const THREE_CHUNK = /\/assets\/(three-view|model-viewer-dialog)-[^/]+\.js$/;

const countertop = (overrides: Partial<SurfaceConfiguration>): SurfaceConfiguration =>
  surfaceConfigurationSchema.parse({
    surfaceType: 'countertop',
    woodSpecies: 'kiaat_edge',
    grainStyle: 'edge',
    lengthMm: 3000,
    widthMm: 600,
    thicknessMm: 32,
    countertopLayout: 'l_shape',
    lShapeOrientation: 'left_l',
    length1Mm: 1800,
    width1Mm: 600,
    cutouts: ['single_sink', 'tap_hole'],
    hasBacksplash: true,
    backsplashHeightMm: 100,
    ...overrides,
  });

const L_KIAAT = countertop({});
const L_WALNUT = countertop({ woodSpecies: 'walnut_face', grainStyle: 'face' });
const U_KIAAT = countertop({
  countertopLayout: 'u_shape',
  lShapeOrientation: undefined,
  length2Mm: 1800,
  width2Mm: 600,
});

/** Every request for the 3D view's chunks the page makes. */
function watchThree(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (THREE_CHUNK.test(new URL(request.url()).pathname)) requested.push(request.url());
  });
  return requested;
}

async function expectNoThreeYet(page: Page, requested: string[]) {
  expect(requested, 'no 3D chunk before the click').toEqual([]);
  const preloads = await page
    .locator('link[rel="modulepreload"], link[rel="prefetch"]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
  expect(preloads.filter((href) => /three-view|model-viewer-dialog/.test(href))).toEqual([]);
}

/** Opens the 3D view from a control and waits until the wood image is on the model; returns the stage. */
async function open3d(page: Page, control: Locator): Promise<Locator> {
  await control.click();
  const dialog = page.getByRole('dialog', { name: /^3D view of the / });
  await expect(dialog).toBeVisible();
  const stage = dialog.getByTestId('model3d-stage');
  await expect(stage).toHaveAttribute('data-state', 'textured');
  return stage;
}

async function close3d(page: Page) {
  const dialog = page.getByRole('dialog', { name: /^3D view of the / });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  // Closing unmounts the viewer: its canvas and renderer are gone.
  await expect(page.getByTestId('model3d-canvas')).toHaveCount(0);
}

async function viewFromConfigurator(page: Page, surface: SurfaceConfiguration): Promise<Buffer> {
  await openConfigurator(page, `/configurator?c=${encodeSurfaceLink(surface)}`);
  const stage = await open3d(page, page.getByTestId('view-in-3d').first());
  const shot = await stage.getByTestId('model3d-canvas').screenshot();
  await close3d(page);
  return shot;
}

test.use({ viewport: { width: 1280, height: 800 } });

test('three.js comes only on the click; the model shows the wood, its labels and description, turns from the keyboard, differs by wood and layout, and frees its WebGL context on closing; axe finds nothing', async ({
  page,
}) => {
  const requested = watchThree(page);
  await openConfigurator(page, `/configurator?c=${encodeSurfaceLink(L_KIAAT)}`);
  await expectNoThreeYet(page, requested);

  const stage = await open3d(page, page.getByTestId('view-in-3d').first());
  expect(requested.some((url) => url.includes('three-view'))).toBe(true);
  // The 2D drawing's labels over the model, and its description for screen readers.
  await expect(stage.getByTestId('model3d-labels')).toContainText('3000 mm');
  await expect(stage.getByTestId('model3d-labels')).toContainText('1800 mm');
  await expect(stage).toHaveAccessibleDescription(
    /L-shaped countertop, left return: main section 3000 × 600 mm.*single sink/,
  );
  expect(await axeViolations(page)).toEqual([]);

  const canvas = stage.getByTestId('model3d-canvas');
  const lKiaat = await canvas.screenshot();
  // The keyboard turns the model; R puts it back exactly where it started.
  await stage.focus();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await canvas.screenshot()).equals(lKiaat)).toBe(false);
  await page.keyboard.press('r');
  await expect.poll(async () => (await canvas.screenshot()).equals(lKiaat)).toBe(true);
  // Closing disposes the renderer: its WebGL context is given back to the browser.
  const element = await canvas.elementHandle();
  await close3d(page);
  expect(await element?.evaluate((node) => (node as HTMLCanvasElement).getContext('webgl2')?.isContextLost())).toBe(
    true,
  );

  const lWalnut = await viewFromConfigurator(page, L_WALNUT);
  const uKiaat = await viewFromConfigurator(page, U_KIAAT);
  expect(lWalnut.equals(lKiaat), 'kiaat and walnut look different').toBe(false);
  expect(uKiaat.equals(lKiaat), 'an L and a U look different').toBe(false);
});

test('without WebGL the 3D control shows the 2D drawing instead, and axe finds nothing', async ({ page }) => {
  await page.addInitScript(() => {
    type GetContext = (this: HTMLCanvasElement, type: string, ...rest: unknown[]) => RenderingContext | null;
    const original = Reflect.get(HTMLCanvasElement.prototype, 'getContext') as GetContext;
    const withoutWebGl: GetContext = function (type, ...rest) {
      return /webgl/.test(type) ? null : original.call(this, type, ...rest);
    };
    Reflect.set(HTMLCanvasElement.prototype, 'getContext', withoutWebGl);
  });
  const requested = watchThree(page);
  await openConfigurator(page, `/configurator?c=${encodeSurfaceLink(U_KIAAT)}`);
  await page.getByTestId('view-in-3d').first().click();
  const fallback = page.getByTestId('model3d-fallback');
  await expect(fallback).toContainText('cannot show the 3D view');
  await expect(fallback.getByTestId('surface-drawing').locator('rect[data-section]')).toHaveCount(3);
  expect(requested.filter((url) => url.includes('three-view'))).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await close3d(page);
});
