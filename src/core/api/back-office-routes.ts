import { defineRoute } from './route';

/** The staff home's counts of what needs attention (STAFF-11). */
export const attentionRoute = defineRoute({ method: 'GET', path: '/api/admin/attention', access: 'staff' });
/** The outbox's latest e-mails (STAFF-09). */
export const outboxRoute = defineRoute({ method: 'GET', path: '/api/admin/outbox', access: 'staff' });
/** What one e-mail said (STAFF-09). */
export const outboxMessageRoute = defineRoute({ method: 'GET', path: '/api/admin/outbox/:id', access: 'staff' });
/** Send a failed e-mail again (STAFF-09). */
export const retryOutboxMessageRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/outbox/:id/retry',
  access: 'staff',
});
