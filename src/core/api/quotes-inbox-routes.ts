import { defineRoute } from './route';

/** The quotes inbox: a page of quotes (STAFF-08). */
export const inboxQuotesRoute = defineRoute({ method: 'GET', path: '/api/admin/quotes', access: 'staff' });
/** One quote with its e-mails, sketches and history (STAFF-08). */
export const inboxQuoteRoute = defineRoute({ method: 'GET', path: '/api/admin/quotes/:id', access: 'staff' });
/** The quote's PDF, as staff open it (STAFF-08). */
export const inboxQuotePdfRoute = defineRoute({ method: 'GET', path: '/api/admin/quotes/:id/pdf', access: 'staff' });
/** A sketch the customer attached, as a download (STAFF-08). */
export const inboxSketchRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/quotes/:id/sketches/:sketchId',
  access: 'staff',
});
/** A sketch's preview picture (STAFF-08, ADR 026). */
export const inboxSketchPreviewRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/quotes/:id/sketches/:sketchId/preview',
  access: 'staff',
});
/** Mark a quote won or lost (STAFF-08). */
export const quoteOutcomeRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/quotes/:id/outcome',
  access: 'staff',
});
