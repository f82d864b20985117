import { defineRoute } from './route';

/** STAFF-07: every partner's quotes and clients at a glance, with any sign-in delay. */
export const partnerActivityRoute = defineRoute({
  method: 'GET',
  path: '/api/staff/partners/activity',
  access: 'staff',
});
/** Changes to a partner ask for a second factor when REQUIRE_SECOND_FACTOR does (STAFF-17). */
export const changePartnerDiscountRoute = defineRoute({
  method: 'PATCH',
  path: '/api/staff/partners/:id/discount',
  access: 'staff',
  secondFactor: true,
});
export const suspendPartnerRoute = defineRoute({
  method: 'POST',
  path: '/api/staff/partners/:id/suspend',
  access: 'staff',
  secondFactor: true,
});
export const reinstatePartnerRoute = defineRoute({
  method: 'POST',
  path: '/api/staff/partners/:id/reinstate',
  access: 'staff',
  secondFactor: true,
});
