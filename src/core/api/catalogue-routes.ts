import { defineRoute } from './route';

/*
 * The catalogue (PRICE-28): the price book for the browser's own engine and the records the
 * configurator shows. The first screen's part is also written into the page, keyed by these
 * paths (`PAGE_CATALOGUE_URLS`, ADR 008).
 */
export const priceBookRoute = defineRoute({ method: 'GET', path: '/api/pricing/price-book', access: 'public' });
/** `{ version }` of the price book in force (ADR 020). */
export const priceBookVersionRoute = defineRoute({
  method: 'GET',
  path: '/api/pricing/price-book/version',
  access: 'public',
});
export const woodSpeciesRecordsRoute = defineRoute({
  method: 'GET',
  path: '/api/pricing/wood-species',
  access: 'public',
});
export const woodSpeciesSummariesRoute = defineRoute({ method: 'GET', path: '/api/wood-species', access: 'public' });
export const edgeProfilesRoute = defineRoute({ method: 'GET', path: '/api/pricing/edge-profiles', access: 'public' });
export const pricingModifiersRoute = defineRoute({ method: 'GET', path: '/api/pricing/modifiers', access: 'public' });
export const surfaceTypesRoute = defineRoute({ method: 'GET', path: '/api/pricing/surface-types', access: 'public' });
/**
 * The lead time a quote made now promises (OPS-19). Here, beside the first screen's routes, so the
 * lazy parts that ask it (a wood's dialog, the quote summary) share it without a chunk of its own.
 */
export const leadTimeRoute = defineRoute({ method: 'GET', path: '/api/pricing/lead-time', access: 'public' });
