import { defineRoute } from './route';

// PRICE-32, PRICE-33: staff read the price book and its history; owners edit and restore, with a second factor
// (STAFF-17).

/** The current price book, for the editor. */
export const currentPriceBookRoute = defineRoute({ method: 'GET', path: '/api/admin/price-book', access: 'staff' });
/** Save a new price book version. */
export const savePriceBookRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/price-book',
  access: 'owner',
  secondFactor: true,
});
/** The price book's history. */
export const priceBookVersionsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/price-book/versions',
  access: 'staff',
});
/** One version of the price book with its changes. */
export const priceBookVersionRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/price-book/versions/:version',
  access: 'staff',
});
/** Restore an old version as the newest. */
export const restorePriceBookVersionRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/price-book/versions/:version/restore',
  access: 'owner',
  secondFactor: true,
});
