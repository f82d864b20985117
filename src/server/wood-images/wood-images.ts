import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Grain } from '#core/surface/surface-options';
import type { Database } from '../db/schema';
import type { TextureCache } from './texture-cache';
import { textureInput } from './texture-files';
import { readWoodPhotoFile, type WoodPhoto } from './wood-photo-repository';
import {
  MIME_TYPES,
  PHOTO_FORMAT,
  WOOD_IMAGE_SIZES,
  type WoodImageFormat,
  type WoodImageSize,
} from './wood-image-sizes';
import { woodImageFileName, woodThumbnailFileName } from '#core/catalogue/wood-image-urls';
import { renderWoodTexture } from './wood-texture';

export interface WoodImageRequest {
  speciesId: string;
  grain: Grain;
  size: WoodImageSize;
  format: WoodImageFormat;
  /** Which gallery image, from 1; the card, thumbnail and PDF use the first photo. */
  galleryIndex?: number;
}

export interface WoodImage {
  bytes: Buffer;
  mimeType: string;
  /** Which photo it is, or null for the generated texture. */
  photo: Pick<WoodPhoto, 'id' | 'contentHash'> | null;
}

export interface WoodImageSources {
  db: Kysely<Database>;
  /** The process's texture cache; without one (a PDF made outside a server) the texture is painted here. */
  textures?: TextureCache;
}

/** The photo that stands for a species and grain at this size, or undefined while the texture does. */
export async function photoFor(
  db: Kysely<Database>,
  request: Pick<WoodImageRequest, 'speciesId' | 'grain' | 'size' | 'galleryIndex'>,
) {
  const offset = request.size === 'gallery' ? Math.max(0, (request.galleryIndex ?? 1) - 1) : 0;
  const row = await db
    .selectFrom('wood_photos')
    .select(['id', 'content_hash'])
    .where('species_id', '=', request.speciesId)
    .where('grain', '=', request.grain)
    .orderBy('position')
    .orderBy('id')
    .limit(1)
    .offset(offset)
    .executeTakeFirst();
  return row && { id: Number(row.id), contentHash: row.content_hash };
}

async function inFormat(bytes: Buffer, from: WoodImageFormat, to: WoodImageFormat): Promise<Buffer> {
  if (from === to) return bytes;
  return to === 'webp' ? sharp(bytes).webp({ quality: 80 }).toBuffer() : sharp(bytes).jpeg({ quality: 85 }).toBuffer();
}

async function textureFor(sources: WoodImageSources, request: WoodImageRequest): Promise<Buffer> {
  const { speciesId, grain, size } = request;
  if (sources.textures && size !== 'pdf') {
    const galleryIndex = request.galleryIndex ?? 1;
    const [file, input] =
      size === 'card'
        ? [woodImageFileName(speciesId, grain), textureInput(speciesId, grain, 'card')]
        : size === 'thumbnail'
          ? [woodThumbnailFileName(speciesId, grain), textureInput(speciesId, grain, 'thumbnail')]
          : [
              woodImageFileName(speciesId, grain, galleryIndex),
              textureInput(speciesId, grain, { gallery: galleryIndex }),
            ];
    return (await sources.textures.get(file, input)).bytes;
  }
  // The PDF's square is small enough (a few milliseconds) to paint where it is asked for.
  return renderWoodTexture({
    speciesId,
    grain,
    variant: size === 'gallery' ? (request.galleryIndex ?? 1) : 0,
    ...WOOD_IMAGE_SIZES[size],
  });
}

/**
 * The one way to a wood image (ADR 012): the staff photo of that species and grain
 * when there is one, else the generated texture (CONF-32), at one of the sizes the
 * product uses and in the format asked for.
 */
export async function imageFor(sources: WoodImageSources, request: WoodImageRequest): Promise<WoodImage> {
  const photo = await photoFor(sources.db, request);
  if (photo) {
    const file = await readWoodPhotoFile(sources.db, { ...photo, size: request.size });
    if (file) {
      return {
        bytes: await inFormat(file.bytes, PHOTO_FORMAT[request.size], request.format),
        mimeType: MIME_TYPES[request.format],
        photo,
      };
    }
  }
  const texture = await textureFor(sources, request);
  return { bytes: await inFormat(texture, 'jpeg', request.format), mimeType: MIME_TYPES[request.format], photo: null };
}
