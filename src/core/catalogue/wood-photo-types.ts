import { z } from 'zod';
import { GRAINS } from '../surface/surface-options';

/** GET /api/admin/wood-photos: one staff photo of a species and grain (ADR 012). */
export const woodPhotoViewSchema = z.object({
  id: z.number().int(),
  speciesId: z.string(),
  grain: z.enum(GRAINS),
  position: z.number().int().describe("1 for the photo that stands in for the texture on the wood's card"),
  thumbnailUrl: z.string(),
  galleryUrl: z.string(),
  createdAt: z.string(),
});
export type WoodPhotoView = z.infer<typeof woodPhotoViewSchema>;

export const WOOD_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
