import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SPECIES, buildDefaultPriceBook } from '#core/catalogue/default-price-book';
import { woodGalleryUrls, woodImageUrl } from '#core/catalogue/wood-image-urls';
import type { PriceBookStore } from '../catalogue/price-book-repository';
import type { Database } from '../db/schema';
import { zodSerializerCompiler, zodValidatorCompiler } from '../http/zod-compilers';
import type { Kysely } from 'kysely';
import { createTextureCache } from './texture-cache';
import { woodImageRoutes } from './wood-image-routes';
import type { WoodPhotoIndexStore } from './wood-photo-index';
import { WOOD_TEXTURE_VERSION, renderWoodTexture, type WoodTextureInput } from './wood-texture';

const NOT_FOUND = { success: false, error: { code: 'not_found', message: 'Image not found' } };

let tinyJpeg: Buffer;
let cacheDir: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  tinyJpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#a0522d' } })
    .jpeg()
    .toBuffer();
});

beforeEach(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), 'grainline-woods-'));
});

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  await rm(cacheDir, { recursive: true, force: true });
});

/** An app with a counting fake renderer, unless the real generator is wanted. */
async function makeApp(options: { real?: boolean; cacheDir?: string } = {}) {
  const renders: WoodTextureInput[] = [];
  const app = Fastify();
  // The routes declare zod schemas (ADR 015); the app compiles them as the real one does.
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler({ checkResponses: true }));
  apps.push(app);
  const render = async (input: WoodTextureInput) => {
    renders.push(input);
    return options.real ? renderWoodTexture(input) : tinyJpeg;
  };
  // The texture routes read only the price book; photos have their integration suite
  // (tests/integration/wood-photos.test.ts).
  const priceBooks = { current: () => Promise.resolve({ book: buildDefaultPriceBook() }) } as unknown as PriceBookStore;
  const photos = {
    current: () => Promise.reject(new Error('not used')),
    invalidate: () => undefined,
  } as unknown as WoodPhotoIndexStore;
  await app.register(woodImageRoutes, {
    db: {} as Kysely<Database>,
    priceBooks,
    photos,
    textures: createTextureCache({ cacheDir: options.cacheDir ?? cacheDir, painter: { render }, log: app.log }),
  });
  return { app, renders };
}

const cachedFile = (file: string) => path.join(cacheDir, `v${WOOD_TEXTURE_VERSION}`, file);

describe('GET /assets/woods/:file', () => {
  it('serves a generated card image as a cacheable JPEG and stores it on disk', async () => {
    const { app } = await makeApp({ real: true });
    const response = await app.inject({ method: 'GET', url: '/assets/woods/kiaat_edge.jpg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 800 });
    expect((await readFile(cachedFile('kiaat_edge.jpg'))).equals(response.rawPayload)).toBe(true);
  });

  it('renders gallery images as 1200 × 800 lifestyle variants', async () => {
    const { app, renders } = await makeApp();
    const response = await app.inject({ method: 'GET', url: '/assets/woods/kiaat_face_gallery_3.jpg' });
    expect(response.statusCode).toBe(200);
    expect(renders).toEqual([{ speciesId: 'kiaat', grain: 'face', variant: 3, width: 1200, height: 800 }]);
  });

  it('serves the wood picker a small thumbnail of the card image', async () => {
    const { app } = await makeApp({ real: true });
    const thumbnail = await app.inject({ method: 'GET', url: '/assets/woods/kiaat_edge_thumb.jpg' });
    expect(thumbnail.statusCode).toBe(200);
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 480, height: 360 });
    const card = await app.inject({ method: 'GET', url: '/assets/woods/kiaat_edge.jpg' });
    expect(thumbnail.rawPayload.length).toBeLessThan(card.rawPayload.length / 3);
  });

  it('renders once, then serves from memory', async () => {
    const { app, renders } = await makeApp();
    const first = await app.inject({ method: 'GET', url: '/assets/woods/maple_end.jpg' });
    await rm(cachedFile('maple_end.jpg'));
    const second = await app.inject({ method: 'GET', url: '/assets/woods/maple_end.jpg' });
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(renders).toHaveLength(1);
  });

  it('serves from the disk cache after a restart without rendering again', async () => {
    const { app } = await makeApp();
    await app.inject({ method: 'GET', url: '/assets/woods/pine_face.jpg' });
    const { app: restarted, renders } = await makeApp();
    const response = await restarted.inject({ method: 'GET', url: '/assets/woods/pine_face.jpg' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(tinyJpeg)).toBe(true);
    expect(renders).toHaveLength(0);
  });

  it('renders once for concurrent first requests', async () => {
    const { app, renders } = await makeApp();
    const responses = await Promise.all(
      [1, 2, 3].map(() => app.inject({ method: 'GET', url: '/assets/woods/wenge_edge.jpg' })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(renders).toHaveLength(1);
  });

  it('re-renders a truncated cache file instead of serving it', async () => {
    await makeApp().then(({ app }) => app.inject({ method: 'GET', url: '/assets/woods/ash_face.jpg' }));
    await writeFile(cachedFile('ash_face.jpg'), tinyJpeg.subarray(0, tinyJpeg.length - 10));
    const { app, renders } = await makeApp();
    const response = await app.inject({ method: 'GET', url: '/assets/woods/ash_face.jpg' });
    expect(response.rawPayload.equals(tinyJpeg)).toBe(true);
    expect(renders).toHaveLength(1);
    expect((await readFile(cachedFile('ash_face.jpg'))).equals(tinyJpeg)).toBe(true);
  });

  it('still serves the image when the cache directory cannot be written', async () => {
    const blocker = path.join(cacheDir, 'not-a-directory');
    await writeFile(blocker, 'x');
    const { app } = await makeApp({ cacheDir: blocker });
    const response = await app.inject({ method: 'GET', url: '/assets/woods/beech_face.jpg' });
    expect(response.statusCode).toBe(200);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const { app } = await makeApp();
    const first = await app.inject({ method: 'GET', url: '/assets/woods/cherry_face.jpg' });
    const etag = String(first.headers.etag);
    const second = await app.inject({
      method: 'GET',
      url: '/assets/woods/cherry_face.jpg',
      headers: { 'if-none-match': etag },
    });
    expect(second.statusCode).toBe(304);
    expect(second.rawPayload).toHaveLength(0);
  });

  it('serves every URL the catalogue hands out', async () => {
    const { app } = await makeApp();
    for (const species of DEFAULT_SPECIES) {
      for (const grain of species.grains) {
        for (const url of [woodImageUrl(species.speciesId, grain), ...woodGalleryUrls(species.speciesId, grain)]) {
          expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
        }
      }
    }
  });

  it.each([
    ['a grain the species does not offer', 'walnut_edge.jpg'],
    ['end grain of a face-only wood', 'iroko_end.jpg'],
    ['an unknown species', 'teak_face.jpg'],
    ['gallery index 0', 'kiaat_face_gallery_0.jpg'],
    ['gallery index 7', 'kiaat_face_gallery_7.jpg'],
    ['another extension', 'kiaat_face.png'],
    ['upper case', 'KIAAT_FACE.jpg'],
    ['an encoded traversal', '..%2F..%2Fetc%2Fpasswd'],
    ['a nested path', 'woods/kiaat_face.jpg'],
    ['an encoded NUL', 'kiaat_face.jpg%00'],
    ['a very long name', `${'a'.repeat(5000)}.jpg`],
    ['nothing', ''],
  ])('answers 404 JSON for %s', async (_label, file) => {
    const { app, renders } = await makeApp();
    const response = await app.inject({ method: 'GET', url: `/assets/woods/${file}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
    expect(renders).toHaveLength(0);
  });

  it('never touches the file system for a dot-dot path', async () => {
    const { app, renders } = await makeApp();
    const response = await app.inject({ method: 'GET', url: '/assets/woods/../../etc/passwd' });
    expect(response.statusCode).toBe(404);
    expect(renders).toHaveLength(0);
    expect(existsSync(path.join(cacheDir, `v${WOOD_TEXTURE_VERSION}`))).toBe(false);
  });
});
