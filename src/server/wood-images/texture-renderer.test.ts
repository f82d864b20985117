import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../project-root';
import { createTextureRenderer, textureWorkerEntry, type TextureRenderer } from './texture-renderer';
import { renderWoodTexture, type WoodTextureInput } from './wood-texture';

const renderers: TextureRenderer[] = [];
afterEach(async () => {
  await Promise.all(renderers.splice(0).map((renderer) => renderer.close()));
});

const input = (overrides: Partial<WoodTextureInput> = {}): WoodTextureInput => ({
  speciesId: 'kiaat',
  grain: 'face',
  variant: 0,
  width: 96,
  height: 64,
  ...overrides,
});

// A worker thread starts with its own TypeScript loader: seconds on a busy machine.
describe('createTextureRenderer', { timeout: 30_000 }, () => {
  it('paints in a worker thread the same bytes as in-process', async () => {
    const renderer = createTextureRenderer();
    renderers.push(renderer);
    const fromWorker = await renderer.render(input(), 'now');
    expect(fromWorker.equals(await renderWoodTexture(input()))).toBe(true);
    expect(await sharp(fromWorker).metadata()).toMatchObject({ format: 'jpeg', width: 96, height: 64 });
  });

  it('serves a visitor before the queued pre-generation', async () => {
    const renderer = createTextureRenderer();
    renderers.push(renderer);
    const finished: string[] = [];
    const background = [1, 2, 3].map((variant) =>
      renderer
        .render(input({ variant, width: 300, height: 200 }), 'later')
        .then(() => finished.push(`later ${variant}`)),
    );
    const urgent = renderer.render(input({ grain: 'edge' }), 'now').then(() => finished.push('now'));
    await Promise.all([...background, urgent]);
    // The first background render was already running; the visitor's goes next.
    expect(finished.indexOf('now')).toBeLessThanOrEqual(1);
  });

  it('rejects a bad input without stopping the worker', async () => {
    const renderer = createTextureRenderer();
    renderers.push(renderer);
    await expect(renderer.render(input({ width: 0 }), 'now')).rejects.toThrow(/whole pixels/);
    expect((await renderer.render(input(), 'now')).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it('refuses new work and fails queued work once closed', async () => {
    const renderer = createTextureRenderer();
    const queued = renderer.render(input({ variant: 2, width: 600, height: 400 }), 'later');
    await renderer.close();
    await expect(queued).rejects.toThrow(/closed|stopped/);
    await expect(renderer.render(input(), 'now')).rejects.toThrow(/closed/);
  });
});

describe('textureWorkerEntry', () => {
  it('is the worker bundled beside the server when there is one, and the tsx entry from the sources', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-texture-worker-'));
    try {
      const bundle = pathToFileURL(path.join(dist, 'main.mjs')).href;
      const sourcesEntry = path.join(PROJECT_ROOT, 'src', 'server', 'wood-images', 'texture-worker-entry.mjs');
      expect(textureWorkerEntry(bundle)).toBe(sourcesEntry);
      fs.writeFileSync(path.join(dist, 'texture-worker.mjs'), '');
      expect(textureWorkerEntry(bundle)).toBe(path.join(dist, 'texture-worker.mjs'));
      // Tests and `npm run dev` run the sources, where no bundle lies beside the renderer.
      expect(textureWorkerEntry()).toBe(sourcesEntry);
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
