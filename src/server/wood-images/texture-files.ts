import { WOOD_GALLERY_SIZE, woodImageFileName, woodThumbnailFileName } from '#core/catalogue/wood-image-urls';
import type { PriceBook } from '#core/pricing/price-book';
import type { Grain } from '#core/surface/surface-options';
import { WOOD_IMAGE_SIZES } from './wood-image-sizes';
import type { WoodTextureInput } from './wood-texture';

const TEXTURE_FILE = /^([a-z][a-z_]{1,38}[a-z])_(face|edge|end)(?:_(thumb)|_gallery_([1-9]))?\.jpg$/;

/** The texture behind one file name: card (variant 0), thumbnail (the card scaled down) or a gallery scene. */
export function textureInput(
  speciesId: string,
  grain: Grain,
  kind: 'card' | 'thumbnail' | { gallery: number },
): WoodTextureInput {
  if (kind === 'card') return { speciesId, grain, variant: 0, ...WOOD_IMAGE_SIZES.card };
  if (kind === 'thumbnail')
    return { speciesId, grain, variant: 0, ...WOOD_IMAGE_SIZES.card, resizeTo: WOOD_IMAGE_SIZES.thumbnail };
  return { speciesId, grain, variant: kind.gallery, ...WOOD_IMAGE_SIZES.gallery };
}

/**
 * The texture a file name asks for, or undefined. Only species and grains in the price book
 * (retired ones too, for old quotes) are servable: anything else is a 404 before it can reach
 * the renderer or the file system, so junk and traversal names cost nothing.
 */
export function textureForFile(file: string, book: PriceBook): WoodTextureInput | undefined {
  const match = TEXTURE_FILE.exec(file);
  if (!match) return undefined;
  const [, speciesId = '', grain = 'face', thumb, gallery] = match;
  if (!book.species[`${speciesId}_${grain}`]) return undefined;
  const galleryIndex = gallery === undefined ? undefined : Number(gallery);
  if (galleryIndex !== undefined && galleryIndex > WOOD_GALLERY_SIZE) return undefined;
  return textureInput(
    speciesId,
    grain as Grain,
    thumb ? 'thumbnail' : galleryIndex ? { gallery: galleryIndex } : 'card',
  );
}

/** Every texture file of the book, cards and thumbnails first: they are what the picker shows on load. */
export function allTextureFiles(book: PriceBook): { file: string; input: WoodTextureInput }[] {
  const grains = Object.values(book.species);
  const cards = grains.flatMap(({ speciesId, grain }) => [
    { file: woodThumbnailFileName(speciesId, grain), input: textureInput(speciesId, grain, 'thumbnail') },
    { file: woodImageFileName(speciesId, grain), input: textureInput(speciesId, grain, 'card') },
  ]);
  const galleries = grains.flatMap(({ speciesId, grain }) =>
    Array.from({ length: WOOD_GALLERY_SIZE }, (_, index) => ({
      file: woodImageFileName(speciesId, grain, index + 1),
      input: textureInput(speciesId, grain, { gallery: index + 1 }),
    })),
  );
  return [...cards, ...galleries];
}
