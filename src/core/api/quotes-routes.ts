import { defineRoute } from './route';

/** Store a quote, priced again on the server (PRICE-14, QUOTE-11); idempotent by its `Idempotency-Key` header. */
export const createQuoteRoute = defineRoute({ method: 'POST', path: '/api/quotes', access: 'public' });
/** A stored quote by its link token (QUOTE-11, QUOTE-14). */
export const quoteRoute = defineRoute({ method: 'GET', path: '/api/quotes/:token', access: 'public' });
/** The stored quote as a PDF, made on the server (QUOTE-16). */
export const quotePdfRoute = defineRoute({ method: 'GET', path: '/api/quotes/:token/pdf', access: 'public' });
/** The quoting partner's logo for the white-label quote page (PARTNER-20). */
export const quoteLogoRoute = defineRoute({ method: 'GET', path: '/api/quotes/:token/logo', access: 'public' });
/** The customer accepts their quote from its link (QUOTE-14). */
export const acceptQuoteRoute = defineRoute({ method: 'POST', path: '/api/quotes/:token/accept', access: 'public' });
/** E-mail a stored quote's PDF to the customer on record (QUOTE-22). */
export const emailQuoteRoute = defineRoute({ method: 'POST', path: '/api/email/quote', access: 'public' });
