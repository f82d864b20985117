import { defineRoute } from './route';

/** PRICE-28: price surfaces on the server with the price book in force (called on every change in the configurator). */
export const priceQuoteRoute = defineRoute({ method: 'POST', path: '/api/pricing/quote', access: 'public' });
