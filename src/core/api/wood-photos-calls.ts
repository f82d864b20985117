import { z } from 'zod';
import { woodPhotoViewSchema } from '#core/catalogue/wood-photo-types';
import { GRAINS } from '#core/surface/surface-options';
import { defineCall } from './call';
import { rowId } from './id-params';
import { named } from './input-names';
import { json, ok } from './replies';
import { addWoodPhotoRoute, removeWoodPhotoRoute, woodPhotosRoute } from './wood-photos-routes';

export const woodPhotosCall = defineCall({
  route: woodPhotosRoute,
  summary: 'Staff photos of every species and grain',
  input: {},
  reply: json(z.array(woodPhotoViewSchema)),
});

export const addWoodPhotoCall = defineCall({
  route: addWoodPhotoRoute,
  summary: 'Add a photo of a species and grain (multipart/form-data, field "photo")',
  input: {
    params: named(
      z.object({
        speciesId: z.string().regex(/^[a-z][a-z_]{1,38}[a-z]$/, 'No such species'),
        grain: z.enum(GRAINS, { error: 'The grain is face, edge or end' }),
      }),
      'wood',
    ),
  },
  reply: json(woodPhotoViewSchema.pick({ id: true, thumbnailUrl: true }), 201),
});

export const removeWoodPhotoCall = defineCall({
  route: removeWoodPhotoRoute,
  summary: 'Remove a photo',
  input: { params: named(z.object({ id: rowId() }), 'photo') },
  // `{ success: true }` alone: the photo is gone.
  reply: ok(),
});
