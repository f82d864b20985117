import type { SentInput } from '#core/api/call';
import type { CallAt } from '#core/api/call-types';
import type { Route } from '#core/api/route';
import { securityLogRoute } from '#core/api/security-log-routes';
import {
  confirmEnrolmentRoute,
  disableSecondFactorRoute,
  resetSecondFactorRoute,
  secondFactorRoute,
  startEnrolmentRoute,
} from '#core/api/second-factor-routes';
import {
  addStaffUserRoute,
  clearSignInLockRoute,
  ownPasswordRoute,
  removeStaffUserRoute,
  resetStaffPasswordRoute,
  staffLoginCodeRoute,
  staffLoginRoute,
  staffLogoutRoute,
  staffUsersRoute,
} from '#core/api/staff-routes';
import { callApi, keyOf } from '#client/shared/call-api';

/** ADR 007's staff calls, each from its one definition (ADR 034). */

/** What a call takes as its body, as the browser sends it. */
type BodyOf<R extends Route> = SentInput<CallAt<R>> extends { body: infer B } ? B : never;

export const STAFF_USERS_QUERY_KEY = keyOf(staffUsersRoute);
/**
 * The security log's pages, one infinite query: the key `keyOf` gives a call without its input (its typing asks for
 * one).
 */
export const SECURITY_LOG_QUERY_KEY = [securityLogRoute.path] as const;

export const SECOND_FACTOR_QUERY_KEY = keyOf(secondFactorRoute);

/** The password step: signed in, or (STAFF-16) the code is asked for next. */
export const signInStaff = (credentials: BodyOf<typeof staffLoginRoute>) =>
  callApi(staffLoginRoute, { body: credentials });

export const signInStaffWithCode = (body: BodyOf<typeof staffLoginCodeRoute>) => callApi(staffLoginCodeRoute, { body });

export const getSecondFactor = () => callApi(secondFactorRoute);

export type SecondFactorStatus = Awaited<ReturnType<typeof getSecondFactor>>;

export const startSecondFactorEnrolment = () => callApi(startEnrolmentRoute);

export const confirmSecondFactor = (code: string) => callApi(confirmEnrolmentRoute, { body: { code } });

export const disableSecondFactor = (body: BodyOf<typeof disableSecondFactorRoute>) =>
  callApi(disableSecondFactorRoute, { body });

/** STAFF-18: an owner resets a colleague's second factor (a lost phone). */
export const resetStaffSecondFactor = (id: number) => callApi(resetSecondFactorRoute, { params: { id: String(id) } });

export const signOutStaff = () => callApi(staffLogoutRoute);

export const changeOwnPassword = (body: BodyOf<typeof ownPasswordRoute>) => callApi(ownPasswordRoute, { body });

export const listStaffUsers = () => callApi(staffUsersRoute);

/** STAFF-15: an owner clears a colleague's sign-in delay. */
export const clearStaffSignInDelay = (id: number) => callApi(clearSignInLockRoute, { params: { id: String(id) } });

export const addStaffUser = (body: BodyOf<typeof addStaffUserRoute>) => callApi(addStaffUserRoute, { body });

export const removeStaffUser = (id: number) => callApi(removeStaffUserRoute, { params: { id: String(id) } });

export const resetStaffPassword = (id: number, newPassword: string) =>
  callApi(resetStaffPasswordRoute, { params: { id: String(id) }, body: { newPassword } });
