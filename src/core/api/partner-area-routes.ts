import { defineRoute } from './route';

/*
 * The partner area's calls (PARTNER-13 to PARTNER-24), each for the signed-in partner only (ADR 007);
 * a quote of another partner answers 404 exactly as a made-up id does.
 */

/** PARTNER-15: the partner's own quotes, a page at a time. */
export const partnerQuotesRoute = defineRoute({ method: 'GET', path: '/api/professional/quotes', access: 'partner' });
export const partnerQuoteRoute = defineRoute({
  method: 'GET',
  path: '/api/professional/quotes/:id',
  access: 'partner',
});
export const partnerQuotePdfRoute = defineRoute({
  method: 'GET',
  path: '/api/professional/quotes/:id/pdf',
  access: 'partner',
});
/** PARTNER-16: e-mail a quote to its client, white-labelled. */
export const sendPartnerQuoteRoute = defineRoute({
  method: 'POST',
  path: '/api/professional/send-quote',
  access: 'partner',
});
/** PARTNER-16: the e-mail 'Send' would queue, shown first; nothing is sent. */
export const previewPartnerQuoteRoute = defineRoute({
  method: 'POST',
  path: '/api/professional/send-quote/preview',
  access: 'partner',
});
export const partnerClientsRoute = defineRoute({ method: 'GET', path: '/api/professional/clients', access: 'partner' });
/** PARTNER-21 to PARTNER-24: the client price new quotes start with. */
export const clientPriceDefaultRoute = defineRoute({
  method: 'GET',
  path: '/api/professional/client-price',
  access: 'partner',
});
export const changeClientPriceDefaultRoute = defineRoute({
  method: 'PUT',
  path: '/api/professional/client-price',
  access: 'partner',
});
export const changePartnerPasswordRoute = defineRoute({
  method: 'POST',
  path: '/api/professional/password',
  access: 'partner',
});
/** PARTNER-18: the logo the partner's quotes carry. */
export const partnerLogoRoute = defineRoute({ method: 'GET', path: '/api/professional/logo', access: 'partner' });
export const replacePartnerLogoRoute = defineRoute({
  method: 'POST',
  path: '/api/professional/logo',
  access: 'partner',
});
