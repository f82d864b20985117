import { defineRoute } from './route';

/** Leads as CSV (STAFF-10). */
export const leadsCsvRoute = defineRoute({ method: 'GET', path: '/api/exports/leads.csv', access: 'staff' });
/** Quotes as CSV (STAFF-10). */
export const quotesCsvRoute = defineRoute({ method: 'GET', path: '/api/exports/quotes.csv', access: 'staff' });
/** The per-day visitor analytics as CSV (STAFF-10). */
export const analyticsDaysCsvRoute = defineRoute({
  method: 'GET',
  path: '/api/exports/analytics-days.csv',
  access: 'staff',
});
