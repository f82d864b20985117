import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { WoodImageSet } from '#core/catalogue/catalogue-types';
import { WOOD_ASSET_PATH, woodGalleryUrls, woodImageUrl, woodThumbnailUrl } from '#core/catalogue/wood-image-urls';
import type { Grain } from '#core/surface/surface-options';
import type { Database } from '../db/schema';
import { listWoodPhotos, type WoodPhoto } from './wood-photo-repository';
import { PHOTO_FORMAT, type WoodImageSize } from './wood-image-sizes';

/** How stale another process's view of the photos may be: the same bound as the price book's. */
export const WOOD_PHOTO_RECHECK_MS = 1000;
export const WOOD_PHOTO_PATH = `${WOOD_ASSET_PATH}/photos`;

export interface WoodPhotoIndex {
  /** Changes whenever any photo is added, removed or reordered: part of the catalogue's ETag. */
  revision: string;
  photos: WoodPhoto[];
  photosOf(speciesId: string, grain: Grain): WoodPhoto[];
}

export interface WoodPhotoIndexStore {
  current(): Promise<WoodPhotoIndex>;
  /** After this process changed the photos: the next read goes to the database. */
  invalidate(): void;
}

/** `/assets/woods/photos/12-3f9a…-card.webp`: the content hash makes it immutable, so it is cached for a year. */
export function woodPhotoUrl(photo: Pick<WoodPhoto, 'id' | 'contentHash'>, size: WoodImageSize): string {
  return `${WOOD_PHOTO_PATH}/${photo.id}-${photo.contentHash}-${size}.${PHOTO_FORMAT[size] === 'jpeg' ? 'jpg' : 'webp'}`;
}

/**
 * The images the browser shows for a species and grain: its photos when staff uploaded some, else the generated
 * textures.
 */
export function woodImageSet(index: WoodPhotoIndex, speciesId: string, grain: Grain): WoodImageSet {
  const photos = index.photosOf(speciesId, grain);
  const [first] = photos;
  if (!first) {
    return {
      imageUrl: woodImageUrl(speciesId, grain),
      thumbnailUrl: woodThumbnailUrl(speciesId, grain),
      galleryUrls: woodGalleryUrls(speciesId, grain),
      photoCount: 0,
    };
  }
  return {
    imageUrl: woodPhotoUrl(first, 'card'),
    thumbnailUrl: woodPhotoUrl(first, 'thumbnail'),
    galleryUrls: photos.map((photo) => woodPhotoUrl(photo, 'gallery')),
    photoCount: photos.length,
  };
}

function indexOf(photos: WoodPhoto[]): WoodPhotoIndex {
  const byWood = new Map<string, WoodPhoto[]>();
  for (const photo of photos) {
    const key = `${photo.speciesId}|${photo.grain}`;
    byWood.set(key, [...(byWood.get(key) ?? []), photo]);
  }
  const revision = createHash('sha256')
    .update(photos.map((photo) => `${photo.id}:${photo.contentHash}:${photo.position}`).join(','))
    .digest('hex')
    .slice(0, 12);
  return { revision, photos, photosOf: (speciesId, grain) => byWood.get(`${speciesId}|${grain}`) ?? [] };
}

/**
 * The list of photos (not their bytes) in memory, read again at most once a second, so a
 * photo uploaded through another server process shows within that bound.
 */
export function createWoodPhotoIndexStore(
  db: Kysely<Database>,
  recheckMs = WOOD_PHOTO_RECHECK_MS,
): WoodPhotoIndexStore {
  let cached: { index: WoodPhotoIndex; at: number } | undefined;
  let loading: Promise<WoodPhotoIndex> | undefined;
  let generation = 0;
  return {
    current() {
      if (cached && Date.now() - cached.at < recheckMs) return Promise.resolve(cached.index);
      if (!loading) {
        const started = generation;
        loading = listWoodPhotos(db)
          .then((photos) => {
            const index = indexOf(photos);
            if (started === generation) cached = { index, at: Date.now() };
            return index;
          })
          .finally(() => {
            loading = undefined;
          });
      }
      return loading;
    },
    invalidate() {
      generation += 1;
      cached = undefined;
      loading = undefined;
    },
  };
}
