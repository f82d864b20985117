import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { WOOD_ASSET_PATH } from '#core/catalogue/wood-image-urls';
import { addWoodPhotoCall, removeWoodPhotoCall, woodPhotosCall } from '#core/api/wood-photos-calls';
import type { PriceBookStore } from '../catalogue/price-book-repository';
import type { Database } from '../db/schema';
import { AppError, errorBody } from '../errors';
import { serveCall } from '../http/serve-call';
import { addWoodPhoto } from './add-wood-photo';
import { PHOTO_MAX_BYTES, PHOTO_SIZE_MESSAGE } from './process-wood-photo';
import { removeWoodPhoto } from './remove-wood-photo';
import { cachedImage, type CachedImage, type TextureCache } from './texture-cache';
import { textureForFile } from './texture-files';
import { woodPhotoUrl, type WoodPhotoIndexStore } from './wood-photo-index';
import { readWoodPhotoFile } from './wood-photo-repository';
import { MIME_TYPES, PHOTO_FORMAT, type WoodImageSize } from './wood-image-sizes';

export interface WoodImageRouteOptions {
  db: Kysely<Database>;
  priceBooks: PriceBookStore;
  textures: TextureCache;
  photos: WoodPhotoIndexStore;
}

const CACHE_CONTROL = 'public, max-age=31536000, immutable';
const PHOTO_FILE = /^photos\/(\d{1,12})-([0-9a-f]{16})-(card|thumbnail|gallery|pdf)\.(webp|jpg)$/;
/** Photo bytes kept in memory: immutable by URL, so never stale; about 5 MB at most. */
const PHOTO_MEMORY_ENTRIES = 64;

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/**
 * ADR 012: wood images for everyone (generated textures and staff photos, each at an
 * immutable URL) and the photo administration: staff see the photos, owners add and remove
 * them, as with the price book.
 */
export async function woodImageRoutes(app: FastifyInstance, options: WoodImageRouteOptions): Promise<void> {
  const { db, priceBooks, textures, photos } = options;
  const photoMemory = new Map<string, CachedImage & { mimeType: string }>();

  async function photoFile(file: string): Promise<(CachedImage & { mimeType: string }) | undefined> {
    const hit = photoMemory.get(file);
    if (hit) return hit;
    const match = PHOTO_FILE.exec(file);
    if (!match) return undefined;
    const [, id, contentHash = '', size, extension] = match;
    if ((PHOTO_FORMAT[size as WoodImageSize] === 'jpeg' ? 'jpg' : 'webp') !== extension) return undefined;
    const stored = await readWoodPhotoFile(db, { id: Number(id), contentHash, size: size as WoodImageSize });
    if (!stored) return undefined;
    const image = { ...cachedImage(stored.bytes), mimeType: stored.mimeType };
    photoMemory.set(file, image);
    const oldest = photoMemory.keys().next();
    if (photoMemory.size > PHOTO_MEMORY_ENTRIES && !oldest.done) photoMemory.delete(oldest.value);
    return image;
  }

  async function imageAt(file: string): Promise<(CachedImage & { mimeType: string }) | undefined> {
    if (file.startsWith('photos/')) return photoFile(file);
    const input = textureForFile(file, (await priceBooks.current()).book);
    return input && { ...(await textures.get(file, input)), mimeType: MIME_TYPES.jpeg };
  }

  // A wildcard rather than `:file`, so over-long or slash-bearing names still get our 404 body
  // instead of falling through to another handler (parametric segments are capped at 100 chars).
  app.get<{ Params: { '*': string } }>(`${WOOD_ASSET_PATH}/*`, async (request, reply) => {
    const image = await imageAt(request.params['*']);
    if (!image) return reply.status(404).send(errorBody(new AppError('not_found', 'Image not found')));
    reply.header('content-type', image.mimeType).header('cache-control', CACHE_CONTROL).header('etag', image.etag);
    if (matchesEtag(request.headers['if-none-match'], image.etag)) return reply.status(304).send();
    return reply.send(image.bytes);
  });

  serveCall(app, woodPhotosCall, async (_request, reply) => {
    photos.invalidate();
    const index = await photos.current();
    reply.header('cache-control', 'no-store');
    return index.photos.map((photo) => ({
      id: photo.id,
      speciesId: photo.speciesId,
      grain: photo.grain,
      position: index.photosOf(photo.speciesId, photo.grain).indexOf(photo) + 1,
      thumbnailUrl: woodPhotoUrl(photo, 'thumbnail'),
      galleryUrl: woodPhotoUrl(photo, 'gallery'),
      createdAt: photo.createdAt,
    }));
  });

  serveCall(app, addWoodPhotoCall, async (request) => {
    const { speciesId, grain } = request.params;
    if (!request.isMultipart())
      throw new AppError('bad_request', 'Send the photo as multipart form data in the field "photo"', {
        fields: { photo: 'Required' },
      });
    const tooLarge = () =>
      new AppError('payload_too_large', PHOTO_SIZE_MESSAGE, { fields: { photo: PHOTO_SIZE_MESSAGE } });
    const unreadable = (cause: unknown) =>
      cause instanceof app.multipartErrors.RequestFileTooLargeError
        ? tooLarge()
        : new AppError('bad_request', 'The upload could not be read. Please choose the photo again.', {
            detail: String(cause),
            fields: { photo: 'Unreadable upload' },
          });
    const file = await request.file({ limits: { fileSize: PHOTO_MAX_BYTES } }).catch((cause: unknown) => {
      throw unreadable(cause);
    });
    if (!file || file.fieldname !== 'photo')
      throw new AppError('bad_request', 'Send the photo as multipart form data in the field "photo"', {
        fields: { photo: 'Required' },
      });
    const bytes = await file.toBuffer().catch((cause: unknown) => {
      throw unreadable(cause);
    });
    if (file.file.truncated) throw tooLarge();
    const added = await addWoodPhoto({
      db,
      priceBooks,
      speciesId,
      grain,
      bytes,
      staffId: request.principal?.kind === 'staff' ? request.principal.staffId : null,
      now: new Date(),
    });
    photos.invalidate();
    return { id: added.id, thumbnailUrl: woodPhotoUrl({ id: added.id, contentHash: added.contentHash }, 'thumbnail') };
  });

  serveCall(app, removeWoodPhotoCall, async (request) => {
    const { id } = request.params;
    await removeWoodPhoto({ db, id });
    photos.invalidate();
    // No page names the photo any more; this process stops serving it at once (others when it leaves their memory).
    for (const file of photoMemory.keys()) if (file.startsWith(`photos/${id}-`)) photoMemory.delete(file);
    return undefined;
  });
}
