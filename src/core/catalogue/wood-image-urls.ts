import type { Grain } from '../surface/surface-options';

/** Where generated (later: uploaded) wood images are served; CONF-32. */
export const WOOD_ASSET_PATH = '/assets/woods';
/** Gallery images per wood and grain; the dialog shows the first 4 and a '+N' overlay (CONF-24). */
export const WOOD_GALLERY_SIZE = 6;

// CONF-29 keys grain availability off the image file name, so the grain must stay in it verbatim.
export function woodImageFileName(speciesId: string, grain: Grain, galleryIndex?: number): string {
  return galleryIndex === undefined ? `${speciesId}_${grain}.jpg` : `${speciesId}_${grain}_gallery_${galleryIndex}.jpg`;
}

/** A small copy of the card image for the wood picker's cards. */
export function woodThumbnailFileName(speciesId: string, grain: Grain): string {
  return `${speciesId}_${grain}_thumb.jpg`;
}

export function woodThumbnailUrl(speciesId: string, grain: Grain): string {
  return `${WOOD_ASSET_PATH}/${woodThumbnailFileName(speciesId, grain)}`;
}

export function woodImageUrl(speciesId: string, grain: Grain): string {
  return `${WOOD_ASSET_PATH}/${woodImageFileName(speciesId, grain)}`;
}

export function woodGalleryUrls(speciesId: string, grain: Grain, count = WOOD_GALLERY_SIZE): string[] {
  const total = Math.max(0, Math.min(Math.floor(count), WOOD_GALLERY_SIZE));
  return Array.from(
    { length: total },
    (_, index) => `${WOOD_ASSET_PATH}/${woodImageFileName(speciesId, grain, index + 1)}`,
  );
}
