import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { PriceBookStore } from '../catalogue/price-book-repository';
import type { Database } from '../db/schema';
import { createTextureCache, type TextureCache, type TexturePainter } from './texture-cache';
import { allTextureFiles } from './texture-files';
import { createTextureRenderer } from './texture-renderer';
import { createWoodPhotoIndexStore, type WoodPhotoIndexStore } from './wood-photo-index';

export interface WoodImageServices {
  textures: TextureCache;
  photos: WoodPhotoIndexStore;
  /**
   * ADR 012: paints every texture of the price book that is not on disk yet, in the
   * worker thread, behind any visitor's request, so a wood opened for the first time is served
   * from the cache. Resolves when done (or stopped); never rejects.
   */
  pregenerate(): Promise<{ rendered: number; ms: number }>;
  close(): Promise<void>;
}

export function createWoodImageServices(options: {
  db: Kysely<Database>;
  priceBooks: PriceBookStore;
  cacheDir: string;
  log: FastifyBaseLogger;
  /** Tests substitute a counting painter; production paints in a worker thread. */
  painter?: TexturePainter;
}): WoodImageServices {
  const renderer = options.painter ? undefined : createTextureRenderer();
  const painter = options.painter ?? renderer;
  if (!painter) throw new Error('unreachable: a painter is always chosen');
  const textures = createTextureCache({ cacheDir: options.cacheDir, painter, log: options.log });
  let stopped = false;
  return {
    textures,
    photos: createWoodPhotoIndexStore(options.db),
    async pregenerate() {
      const started = performance.now();
      let rendered = 0;
      try {
        const { book } = await options.priceBooks.current();
        // One at a time: each waits in the worker's background queue, so a visitor's image goes first.
        for (const { file, input } of allTextureFiles(book)) {
          if (stopped) break;
          if (await textures.warm(file, input)) rendered += 1;
        }
      } catch (error) {
        if (!stopped)
          options.log.warn({ err: error }, 'wood textures not pre-generated; they are painted on first request');
      }
      return { rendered, ms: Math.round(performance.now() - started) };
    },
    async close() {
      stopped = true;
      await renderer?.close();
    },
  };
}
