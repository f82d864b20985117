import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { afterAll, afterEach, expect, it } from 'vitest';
import { PAGE_CATALOGUE_ELEMENT_ID, PAGE_CATALOGUE_URLS } from '#core/catalogue/page-catalogue';
import { FIRST_SCREEN_MODULE } from '#core/configurator-first-screen';
import { defaultContent } from '#core/price-book-admin/test-content';
import type { WoodPhotoIndex } from '../wood-images/wood-photo-index';
import { configuratorPageSource, type PageCatalogueSource } from './configurator-page';
import { createFirstScreenRenderer } from './first-screen-renderer';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
const renderer = createFirstScreenRenderer({ timeLimitMs: 1_000 });
afterAll(() => renderer.close());

const INDEX_HTML = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const photos: WoodPhotoIndex = { revision: 'r1', photos: [], photosOf: () => [] };
const catalogue = async (): Promise<PageCatalogueSource> => ({
  book: {
    ...defaultContent(),
    version: 1,
    createdAt: '2026-11-23T00:00:00.000Z',
    createdBy: null,
    reason: null,
    restoredFrom: null,
  },
  photos,
});

/** A client build folder with index.html and, when given, a pre-render module with this body. */
function clientBuild(moduleSource?: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-page-'));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  if (moduleSource !== undefined) {
    fs.mkdirSync(path.join(dir, path.dirname(FIRST_SCREEN_MODULE)), { recursive: true });
    fs.writeFileSync(path.join(dir, FIRST_SCREEN_MODULE), moduleSource);
  }
  return path.join(dir, 'index.html');
}

it('puts the first screen the build renders over the page catalogue into #root, marked for hydration', async () => {
  const file = clientBuild(
    `export const renderConfiguratorFirstScreen = async (catalogue) => '<h1>' + Object.keys(catalogue).length + ' resources, $& kept</h1>';`,
  );
  const html = await configuratorPageSource({
    file,
    renderer,
    currentCatalogue: catalogue,
    onRenderError: () => undefined,
  })();
  const resources = Object.keys(PAGE_CATALOGUE_URLS).length;
  expect(html).toContain(`<div id="root" data-prerendered><h1>${resources} resources, $& kept</h1></div>`);
  expect(html).toContain(`id="${PAGE_CATALOGUE_ELEMENT_ID}"`);
});

it('sends the page without a first screen when the build has none or its render fails, and reports the failure', async () => {
  const errors: unknown[] = [];
  const withoutModule = await configuratorPageSource({
    file: clientBuild(),
    renderer,
    currentCatalogue: catalogue,
    onRenderError: (error) => errors.push(error),
  })();
  expect(withoutModule).toContain('<div id="root"></div>');
  expect(errors).toEqual([]);

  const failing = clientBuild(
    `export const renderConfiguratorFirstScreen = async () => { throw new Error('broken component'); };`,
  );
  const html = await configuratorPageSource({
    file: failing,
    renderer,
    currentCatalogue: catalogue,
    onRenderError: (error) => errors.push(error),
  })();
  expect(html).toContain('<div id="root"></div>');
  expect(html).toContain(`id="${PAGE_CATALOGUE_ELEMENT_ID}"`);
  expect(errors).toHaveLength(1);
});

it('renders in a worker thread, so what the render turns on (async hooks) stays out of the thread that answers requests', async () => {
  const file = clientBuild(
    `import { AsyncLocalStorage } from 'node:async_hooks';
     import { threadId } from 'node:worker_threads';
     const storage = new AsyncLocalStorage();
     export const renderConfiguratorFirstScreen = async () => storage.run(1, () => '<p>thread ' + threadId + '</p>');`,
  );
  const html = await configuratorPageSource({
    file,
    renderer,
    currentCatalogue: catalogue,
    onRenderError: () => undefined,
  })();
  const rendered = /<p>thread (\d+)<\/p>/.exec(html);
  expect(rendered).not.toBeNull();
  expect(Number(rendered?.[1])).not.toBe(threadId);
});

it('gives up a render that never ends, or whose worker dies, and renders again afterwards', async () => {
  const errors: unknown[] = [];
  const hanging = clientBuild(`export const renderConfiguratorFirstScreen = () => new Promise(() => {});`);
  const waited = await configuratorPageSource({
    file: hanging,
    renderer,
    currentCatalogue: catalogue,
    onRenderError: (error) => errors.push(error),
  })();
  expect(waited).toContain('<div id="root"></div>');
  expect(String(errors[0])).toMatch(/took over 1000 ms/);

  const dying = clientBuild(`export const renderConfiguratorFirstScreen = async () => process.exit(3);`);
  const died = await configuratorPageSource({
    file: dying,
    renderer,
    currentCatalogue: catalogue,
    onRenderError: (error) => errors.push(error),
  })();
  expect(died).toContain('<div id="root"></div>');
  expect(String(errors[1])).toMatch(/exit code 3/);

  const working = clientBuild(`export const renderConfiguratorFirstScreen = async () => '<p>again</p>';`);
  const html = await configuratorPageSource({
    file: working,
    renderer,
    currentCatalogue: catalogue,
    onRenderError: (error) => errors.push(error),
  })();
  expect(html).toContain('<div id="root" data-prerendered><p>again</p></div>');
  expect(errors).toHaveLength(2);
});
