import { defineRoute } from './route';

/** PARTNER-03: a contractor or reseller asks for a trade account. */
export const partnerApplyRoute = defineRoute({
  method: 'POST',
  path: '/api/professional-users/apply',
  access: 'public',
});
/** STAFF-04: the applications, by status. */
export const partnerApplicationsRoute = defineRoute({
  method: 'GET',
  path: '/api/professional-users',
  access: 'staff',
});
/** STAFF-05: approve with a discount; the setup link is e-mailed. */
export const approveApplicationRoute = defineRoute({
  method: 'PATCH',
  path: '/api/professional-users/:id/approve',
  access: 'staff',
  secondFactor: true,
});
/** STAFF-05: reject with a reason. */
export const rejectApplicationRoute = defineRoute({
  method: 'PATCH',
  path: '/api/professional-users/:id/reject',
  access: 'staff',
  secondFactor: true,
});
/** STAFF-15: an owner clears a partner's sign-in delay. */
export const clearPartnerSignInLockRoute = defineRoute({
  method: 'POST',
  path: '/api/professional-users/:id/sign-in-lock/clear',
  access: 'owner',
  secondFactor: true,
});
/** STAFF-07: a fresh setup link for an approved partner. */
export const resendSetupLinkRoute = defineRoute({
  method: 'POST',
  path: '/api/professional-users/:id/setup-link',
  access: 'staff',
  secondFactor: true,
});
/** PARTNER-06: what a setup link is for; a non-OK answer means an invalid link. */
export const setupLinkRoute = defineRoute({
  method: 'GET',
  path: '/api/professional-users/:setupToken',
  access: 'public',
});
/** PARTNER-09: username, password and an optional logo (multipart). */
export const partnerSetupRoute = defineRoute({
  method: 'POST',
  path: '/api/professional-users/setup',
  access: 'public',
});
/** PARTNER-12: sign-in, which sets the session cookie (ADR 007). */
export const partnerSignInRoute = defineRoute({
  method: 'POST',
  path: '/api/professional-auth/login',
  access: 'public',
});
export const partnerSignOutRoute = defineRoute({
  method: 'POST',
  path: '/api/professional-auth/logout',
  access: 'partner',
});
/** The signed-in partner's account. */
export const partnerMeRoute = defineRoute({ method: 'GET', path: '/api/professional/me', access: 'partner' });
