import { defineRoute } from './route';

/** The security log, a page at a time (STAFF-14, ADR 022). */
export const securityLogRoute = defineRoute({ method: 'GET', path: '/api/admin/security-log', access: 'owner' });
/** The whole security log as CSV (STAFF-14). */
export const securityLogCsvRoute = defineRoute({ method: 'GET', path: '/api/admin/security-log.csv', access: 'owner' });
