import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_SPECIES } from '../../core/catalogue/default-price-book';
import { WOOD_ASSET_PATH, WOOD_GALLERY_SIZE, woodImageFileName, woodThumbnailFileName } from '../../core/catalogue/wood-image-urls';
import { AppError, errorBody } from '../errors';
import { WOOD_TEXTURE_VERSION, renderWoodTexture, type WoodTextureInput } from './wood-texture';

export interface WoodAssetRouteOptions {
  cacheDir: string;
  /** Tests substitute a counting renderer; production uses the generator. */
  render?: (input: WoodTextureInput) => Promise<Buffer>;
}

interface CachedImage {
  bytes: Buffer;
  etag: string;
}

const CARD_SIZE = { width: 800, height: 800 };
const GALLERY_SIZE = { width: 1200, height: 800 };
/** The wood picker's cards: 2× their largest CSS size, about a fifth of the card image's bytes. */
const THUMBNAIL_SIZE = { width: 480, height: 360 };
/** About 4 MB of JPEGs: the cards and a few galleries stay hot, the disk holds the rest. */
const MEMORY_ENTRIES = 48;
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Every servable file name, decided up front from DEFAULT_SPECIES (DECISIONS §7.7). Looking a
 * request up in this map, rather than parsing it, is what makes traversal and junk names
 * harmless: anything not listed is a 404 before it can reach the file system.
 */
function servableImages(): Map<string, WoodTextureInput> {
  const images = new Map<string, WoodTextureInput>();
  for (const species of DEFAULT_SPECIES) {
    for (const grain of species.grains) {
      images.set(woodImageFileName(species.speciesId, grain), { speciesId: species.speciesId, grain, variant: 0, ...CARD_SIZE });
      images.set(woodThumbnailFileName(species.speciesId, grain), { speciesId: species.speciesId, grain, variant: 0, ...CARD_SIZE, resizeTo: THUMBNAIL_SIZE });
      for (let index = 1; index <= WOOD_GALLERY_SIZE; index += 1) {
        images.set(woodImageFileName(species.speciesId, grain, index), { speciesId: species.speciesId, grain, variant: index, ...GALLERY_SIZE });
      }
    }
  }
  return images;
}

function isCompleteJpeg(bytes: Buffer): boolean {
  return bytes.length > 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff && bytes[bytes.length - 2] === 0xff && bytes[bytes.length - 1] === 0xd9;
}

function cachedImage(bytes: Buffer): CachedImage {
  return { bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"` };
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

export async function woodAssetRoutes(app: FastifyInstance, options: WoodAssetRouteOptions): Promise<void> {
  const images = servableImages();
  const render = options.render ?? renderWoodTexture;
  // Versioned, so files from an older generator are never served after it changes.
  const directory = path.join(options.cacheDir, `v${WOOD_TEXTURE_VERSION}`);
  const memory = new Map<string, CachedImage>();
  const inFlight = new Map<string, Promise<CachedImage>>();

  function remember(file: string, image: CachedImage): void {
    memory.delete(file);
    memory.set(file, image);
    const oldest = memory.keys().next();
    if (memory.size > MEMORY_ENTRIES && !oldest.done) memory.delete(oldest.value);
  }

  async function readFromDisk(target: string): Promise<Buffer | undefined> {
    try {
      const bytes = await readFile(target);
      return isCompleteJpeg(bytes) ? bytes : undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') app.log.warn({ err: error, target }, 'wood image cache unreadable');
      return undefined;
    }
  }

  async function writeToDisk(target: string, bytes: Buffer): Promise<void> {
    // Write aside, then rename: a crash mid-write leaves a stray temp file, never half an image.
    const temporary = `${target}.${process.pid}.${randomUUID()}.tmp`;
    try {
      await mkdir(directory, { recursive: true });
      await writeFile(temporary, bytes);
      await rename(temporary, target);
    } catch (error) {
      // The image is still served from memory; the disk cache is an optimisation.
      app.log.warn({ err: error, target }, 'wood image cache not written');
      await rm(temporary, { force: true }).catch(() => undefined);
    }
  }

  async function load(file: string, input: WoodTextureInput): Promise<CachedImage> {
    const target = path.join(directory, file);
    const stored = await readFromDisk(target);
    if (stored) return cachedImage(stored);
    const bytes = await render(input);
    await writeToDisk(target, bytes);
    return cachedImage(bytes);
  }

  function imageFor(file: string, input: WoodTextureInput): Promise<CachedImage> {
    const hit = memory.get(file);
    if (hit) {
      remember(file, hit);
      return Promise.resolve(hit);
    }
    // Concurrent first requests share one render.
    let pending = inFlight.get(file);
    if (!pending) {
      pending = load(file, input)
        .then((image) => {
          remember(file, image);
          return image;
        })
        .finally(() => inFlight.delete(file));
      inFlight.set(file, pending);
    }
    return pending;
  }

  // A wildcard rather than `:file`, so over-long or slash-bearing names still get our 404 body
  // instead of falling through to another handler (parametric segments are capped at 100 chars).
  app.get<{ Params: { '*': string } }>(`${WOOD_ASSET_PATH}/*`, async (request, reply) => {
    const file = request.params['*'];
    const input = images.get(file);
    if (!input) return reply.status(404).send(errorBody(new AppError('not_found', 'Image not found')));
    const image = await imageFor(file, input);
    reply.header('content-type', 'image/jpeg').header('cache-control', CACHE_CONTROL).header('etag', image.etag);
    if (matchesEtag(request.headers['if-none-match'], image.etag)) return reply.status(304).send();
    return reply.send(image.bytes);
  });
}
