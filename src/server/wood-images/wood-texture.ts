import sharp from 'sharp';
import type { Grain } from '#core/surface/surface-options';
import { hashSeed } from './wood-noise';
import { woodPalette } from './wood-palettes';
import { paintWoodPattern } from './wood-pattern';
import { composeLifestyleScene } from './wood-scene';

export interface WoodTextureInput {
  speciesId: string;
  grain: Grain;
  /** 0 = the plain texture (card image); 1..6 = a lifestyle scene for the gallery. */
  variant: number;
  width: number;
  height: number;
  /** Scaled down to this size after painting, so a thumbnail looks like its full image. */
  resizeTo?: { width: number; height: number };
}

/** Bump when the generator changes, so cached images from an older generator are not served. */
export const WOOD_TEXTURE_VERSION = 1;
export const WOOD_TEXTURE_MAX_VARIANT = 6;
const MAX_DIMENSION = 2400;

/**
 * CONF-32: a generated texture per species and grain until staff upload photos.
 * Deterministic: the same input always gives the same JPEG bytes.
 */
export async function renderWoodTexture(input: WoodTextureInput): Promise<Buffer> {
  const { speciesId, grain, width, height } = input;
  if (
    !Number.isInteger(width) ||
    !Number.isInteger(height) ||
    width < 1 ||
    height < 1 ||
    width > MAX_DIMENSION ||
    height > MAX_DIMENSION
  ) {
    throw new RangeError(`Wood texture size must be whole pixels from 1 to ${MAX_DIMENSION}, got ${width}×${height}`);
  }
  if (!Number.isInteger(input.variant) || input.variant < 0 || input.variant > WOOD_TEXTURE_MAX_VARIANT) {
    throw new RangeError(`Wood texture variant must be 0..${WOOD_TEXTURE_MAX_VARIANT}, got ${input.variant}`);
  }
  const seed = hashSeed(`${speciesId}|${grain}|${input.variant}|v${WOOD_TEXTURE_VERSION}`);
  const palette = woodPalette(speciesId);
  const image =
    input.variant === 0
      ? paintWoodPattern({ palette, grain, width, height, seed })
      : composeLifestyleScene({ palette, grain, width, height, seed, variant: input.variant });
  const raw = Buffer.from(image.pixels.buffer, image.pixels.byteOffset, image.pixels.byteLength);
  const jpeg = sharp(raw, { raw: { width, height, channels: 3 } });
  if (input.resizeTo)
    return jpeg
      .resize({ ...input.resizeTo, fit: 'cover' })
      .jpeg({ quality: 72, mozjpeg: true })
      .toBuffer();
  return jpeg.jpeg({ quality: 80 }).toBuffer();
}
