import { defineRoute } from './route';

/** Staff sign-in, first step: the password (STAFF-01, ADR 022). */
export const staffLoginRoute = defineRoute({ method: 'POST', path: '/api/staff/login', access: 'public' });
/** Staff sign-in, second step: the authenticator's or a recovery code (STAFF-16). */
export const staffLoginCodeRoute = defineRoute({
  method: 'POST',
  path: '/api/staff/login/second-factor',
  access: 'public',
});
export const staffLogoutRoute = defineRoute({ method: 'POST', path: '/api/staff/logout', access: 'staff' });
export const staffMeRoute = defineRoute({ method: 'GET', path: '/api/staff/me', access: 'staff' });
export const ownPasswordRoute = defineRoute({ method: 'POST', path: '/api/staff/password', access: 'staff' });
/** The staff accounts with any sign-in delay (STAFF-15). */
export const staffUsersRoute = defineRoute({ method: 'GET', path: '/api/staff/users', access: 'owner' });
export const addStaffUserRoute = defineRoute({
  method: 'POST',
  path: '/api/staff/users',
  access: 'owner',
  secondFactor: true,
});
export const removeStaffUserRoute = defineRoute({
  method: 'DELETE',
  path: '/api/staff/users/:id',
  access: 'owner',
  secondFactor: true,
});
/** STAFF-15: an owner clears a colleague's sign-in delay. */
export const clearSignInLockRoute = defineRoute({
  method: 'POST',
  path: '/api/staff/users/:id/sign-in-lock/clear',
  access: 'owner',
  secondFactor: true,
});
export const resetStaffPasswordRoute = defineRoute({
  method: 'POST',
  path: '/api/staff/users/:id/password',
  access: 'owner',
  secondFactor: true,
});
