import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { RenderPriority } from './texture-renderer';
import { WOOD_TEXTURE_VERSION, type WoodTextureInput } from './wood-texture';

export interface CachedImage {
  bytes: Buffer;
  etag: string;
}

export interface TexturePainter {
  render(input: WoodTextureInput, priority: RenderPriority): Promise<Buffer>;
  /** A visitor now waits for a texture queued for pre-generation: move it to the front. */
  promote?(input: WoodTextureInput): void;
}

export interface TextureCache {
  /** The texture's JPEG: from memory, else the disk, else rendered (once, however many ask). */
  get(file: string, input: WoodTextureInput): Promise<CachedImage>;
  /** Renders the file to disk unless it is there already; for pre-generation. True when it rendered. */
  warm(file: string, input: WoodTextureInput): Promise<boolean>;
}

/** About 4 MB of JPEGs: the cards and a few galleries stay hot, the disk holds the rest. */
const MEMORY_ENTRIES = 48;

function isCompleteJpeg(bytes: Buffer): boolean {
  return (
    bytes.length > 4 &&
    bytes[0] === 0xff &&
    bytes[1] === 0xd8 &&
    bytes[2] === 0xff &&
    bytes[bytes.length - 2] === 0xff &&
    bytes[bytes.length - 1] === 0xd9
  );
}

export function cachedImage(bytes: Buffer): CachedImage {
  return { bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"` };
}

/**
 * Generated textures (CONF-32) on disk under the data folder, with the most used in
 * memory. The folder is versioned, so files from an older generator are never served. Each
 * process keeps its own: a texture is a pure function of its name, so servers sharing one
 * database need not share it.
 */
export function createTextureCache(options: {
  cacheDir: string;
  painter: TexturePainter;
  log: FastifyBaseLogger;
}): TextureCache {
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
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
        options.log.warn({ err: error, target }, 'wood image cache unreadable');
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
      options.log.warn({ err: error, target }, 'wood image cache not written');
      await rm(temporary, { force: true }).catch(() => undefined);
    }
  }

  async function load(file: string, input: WoodTextureInput, priority: RenderPriority): Promise<CachedImage> {
    const target = path.join(directory, file);
    const stored = await readFromDisk(target);
    if (stored) return cachedImage(stored);
    const bytes = await options.painter.render(input, priority);
    await writeToDisk(target, bytes);
    return cachedImage(bytes);
  }

  /** Concurrent requests for one file share one render. */
  function shared(file: string, input: WoodTextureInput, priority: RenderPriority): Promise<CachedImage> {
    let pending = inFlight.get(file);
    if (pending && priority === 'now') options.painter.promote?.(input);
    if (!pending) {
      pending = load(file, input, priority).finally(() => inFlight.delete(file));
      inFlight.set(file, pending);
    }
    return pending;
  }

  return {
    async get(file, input) {
      const hit = memory.get(file);
      if (hit) {
        remember(file, hit);
        return hit;
      }
      const image = await shared(file, input, 'now');
      remember(file, image);
      return image;
    },
    async warm(file, input) {
      if (memory.has(file)) return false;
      const exists = await stat(path.join(directory, file)).then(
        (found) => found.size > 0,
        () => false,
      );
      if (exists) return false;
      await shared(file, input, 'later');
      return true;
    },
  };
}
