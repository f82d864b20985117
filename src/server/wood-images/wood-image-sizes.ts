/**
 * The sizes wood images are made in, photo or texture alike: the wood picker's cards
 * (thumbnail: 2× their largest CSS size), the grain dialog's card and gallery, and the PDF's
 * 25 mm square (240 px is about 244 dpi there).
 */
export const WOOD_IMAGE_SIZES = {
  card: { width: 800, height: 800 },
  thumbnail: { width: 480, height: 360 },
  gallery: { width: 1200, height: 800 },
  pdf: { width: 240, height: 240 },
} as const;

export type WoodImageSize = keyof typeof WOOD_IMAGE_SIZES;
export const WOOD_IMAGE_SIZE_NAMES = Object.keys(WOOD_IMAGE_SIZES) as WoodImageSize[];

/**
 * WebP for the browser (every browser we support reads it, at about 70 % of a JPEG's bytes); JPEG for the PDF, which
 * pdfkit embeds as is.
 */
export type WoodImageFormat = 'webp' | 'jpeg';
export const PHOTO_FORMAT: Record<WoodImageSize, WoodImageFormat> = {
  card: 'webp',
  thumbnail: 'webp',
  gallery: 'webp',
  pdf: 'jpeg',
};
export const MIME_TYPES: Record<WoodImageFormat, string> = { webp: 'image/webp', jpeg: 'image/jpeg' };
