import sharp from 'sharp';
import { AppError } from '../errors';
import { sniffSketchType } from '../sketches/sniff-file-type';

export const LOGO_MAX_WIDTH = 600;
export const LOGO_TYPE_MESSAGE = 'The logo must be a PNG, JPEG or WebP image';

export interface ProcessedLogo {
  bytes: Buffer;
  mimeType: 'image/png';
  width: number;
  height: number;
}

/**
 * PARTNER-09: the logo is judged by its own bytes (png, jpeg, webp; an SVG or a renamed
 * .exe is refused), then re-encoded as PNG without metadata, at most 600 px wide, so what
 * heads a partner's PDF is an image we made, not one we were handed.
 */
export async function processPartnerLogo(bytes: Buffer): Promise<ProcessedLogo> {
  const type = sniffSketchType(bytes);
  if (type !== 'image/png' && type !== 'image/jpeg' && type !== 'image/webp') {
    throw new AppError('unsupported_media_type', LOGO_TYPE_MESSAGE, { fields: { logo: LOGO_TYPE_MESSAGE } });
  }
  try {
    // limitInputPixels refuses a decompression bomb before it is decoded.
    const { data, info } = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: LOGO_MAX_WIDTH, withoutEnlargement: true })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, mimeType: 'image/png', width: info.width, height: info.height };
  } catch (cause) {
    throw new AppError('unprocessable', 'The logo could not be read as an image', {
      fields: { logo: 'The logo could not be read as an image' },
      cause,
      detail: String(cause),
    });
  }
}
