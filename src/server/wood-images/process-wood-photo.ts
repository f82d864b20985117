import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '../errors';
import { sniffSketchType } from '../sketches/sniff-file-type';
import {
  MIME_TYPES,
  PHOTO_FORMAT,
  WOOD_IMAGE_SIZES,
  WOOD_IMAGE_SIZE_NAMES,
  type WoodImageSize,
} from './wood-image-sizes';

export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_TYPE_MESSAGE = 'The photo must be a JPEG, PNG or WebP image';
export const PHOTO_SIZE_MESSAGE = 'The photo must be smaller than 10 MB';
/** 50 megapixels: any camera's photo, but a decompression bomb is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface PhotoFile {
  size: WoodImageSize;
  mimeType: string;
  bytes: Buffer;
}

export interface ProcessedPhoto {
  contentHash: string;
  files: PhotoFile[];
}

/**
 * ADR 012: a photo is judged by its own bytes (JPEG, PNG or WebP; the name and the
 * declared type are never trusted), then re-encoded, turned upright and stripped of metadata
 * (a phone's GPS position stays out of a public image) into each size the product shows.
 */
export async function processWoodPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  const type = sniffSketchType(bytes);
  if (type !== 'image/jpeg' && type !== 'image/png' && type !== 'image/webp') {
    throw new AppError('bad_request', PHOTO_TYPE_MESSAGE, { fields: { photo: PHOTO_TYPE_MESSAGE } });
  }
  try {
    const upright = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const source = () =>
      sharp(upright.data, {
        raw: { width: upright.info.width, height: upright.info.height, channels: upright.info.channels },
      });
    const files = await Promise.all(
      WOOD_IMAGE_SIZE_NAMES.map(async (size): Promise<PhotoFile> => {
        const resized = source()
          .resize({ ...WOOD_IMAGE_SIZES[size], fit: 'cover', position: 'attention' })
          .flatten({ background: '#ffffff' });
        const format = PHOTO_FORMAT[size];
        const encoded =
          format === 'webp'
            ? resized.webp({ quality: size === 'thumbnail' ? 72 : 80 })
            : resized.jpeg({ quality: 85, mozjpeg: true });
        return { size, mimeType: MIME_TYPES[format], bytes: await encoded.toBuffer() };
      }),
    );
    return { contentHash: createHash('sha256').update(bytes).digest('hex').slice(0, 16), files };
  } catch (cause) {
    const message = 'The photo could not be read as an image';
    throw new AppError('unprocessable', message, { fields: { photo: message }, cause, detail: String(cause) });
  }
}
