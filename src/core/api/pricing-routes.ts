import { defineRoute } from './route';

/**
 * PRICE-31: price surfaces on the server with the price book in force. The configurator prices in
 * the browser with the same engine and does not call it.
 */
export const priceQuoteRoute = defineRoute({ method: 'POST', path: '/api/pricing/quote', access: 'public' });
