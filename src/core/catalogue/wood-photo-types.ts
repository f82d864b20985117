import type { Grain } from '../surface/surface-options';

/** GET /api/admin/wood-photos: one staff photo of a species and grain (issue 15 item 5). */
export interface WoodPhotoView {
  id: number;
  speciesId: string;
  grain: Grain;
  /** 1 for the photo that stands in for the texture on the wood's card. */
  position: number;
  thumbnailUrl: string;
  galleryUrl: string;
  createdAt: string;
}

export const WOOD_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
