import { defineRoute } from './route';

/** One's own second factor at /admin/account (STAFF-16). */
export const secondFactorRoute = defineRoute({ method: 'GET', path: '/api/staff/second-factor', access: 'staff' });
export const startEnrolmentRoute = defineRoute({
  method: 'POST',
  path: '/api/staff/second-factor/enrolment',
  access: 'staff',
});
export const confirmEnrolmentRoute = defineRoute({
  method: 'POST',
  path: '/api/staff/second-factor/enrolment/confirm',
  access: 'staff',
});
export const disableSecondFactorRoute = defineRoute({
  method: 'POST',
  path: '/api/staff/second-factor/disable',
  access: 'staff',
});
/** STAFF-18: an owner resets a colleague's second factor (a lost phone). */
export const resetSecondFactorRoute = defineRoute({
  method: 'POST',
  path: '/api/staff/users/:id/second-factor/reset',
  access: 'owner',
  secondFactor: true,
});
