import { defineRoute } from './route';

// ADR 012: staff see the photos of every wood; owners add and remove them, as with the price book.

/** Staff photos of every species and grain. */
export const woodPhotosRoute = defineRoute({ method: 'GET', path: '/api/admin/wood-photos', access: 'staff' });
/** Add a photo of a species and grain (multipart form data, field "photo"). */
export const addWoodPhotoRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/wood-photos/:speciesId/:grain',
  access: 'owner',
});
/** Remove a photo. */
export const removeWoodPhotoRoute = defineRoute({
  method: 'DELETE',
  path: '/api/admin/wood-photos/:id',
  access: 'owner',
});
