import type { SignedInStaff, StaffListEntry, StaffMember, StaffRole } from '#core/accounts/account-schemas';
import { getData, postData, sendData } from '#client/shared/api-client';

/** ADR 007's staff calls. */

export const STAFF_USERS_QUERY_KEY = ['/api/staff/users'] as const;
export const SECURITY_LOG_QUERY_KEY = ['/api/admin/security-log'] as const;

export const SECOND_FACTOR_QUERY_KEY = ['/api/staff/second-factor'] as const;

/** The password step: signed in, or (STAFF-16) the code is asked for next. */
export type PasswordStepAnswer = { staff: SignedInStaff } | { secondFactorRequired: true; pendingSignIn: string };

export const signInStaff = (credentials: { email: string; password: string }) => postData<PasswordStepAnswer>('/api/staff/login', credentials);

export const signInStaffWithCode = (body: { pendingSignIn: string; code: string }) =>
  postData<{ staff: SignedInStaff }>('/api/staff/login/second-factor', body);

export interface SecondFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
}

export const getSecondFactor = () => getData<SecondFactorStatus>('/api/staff/second-factor');

export const startSecondFactorEnrolment = () => postData<{ secret: string; uri: string }>('/api/staff/second-factor/enrolment', {});

export const confirmSecondFactor = (code: string) => postData<{ recoveryCodes: string[] }>('/api/staff/second-factor/enrolment/confirm', { code });

export const disableSecondFactor = (body: { code?: string; password?: string }) => postData<unknown>('/api/staff/second-factor/disable', body);

/** STAFF-18: an owner resets a colleague's second factor (a lost phone). */
export const resetStaffSecondFactor = (id: number) => postData<unknown>(`/api/staff/users/${id}/second-factor/reset`, {});

export const signOutStaff = () => postData<{ signedOut: true }>('/api/staff/logout', {});

export const changeOwnPassword = (body: { currentPassword: string; newPassword: string }) => postData<unknown>('/api/staff/password', body);

export const listStaffUsers = () => getData<StaffListEntry[]>('/api/staff/users');

/** STAFF-15: an owner clears a colleague's sign-in delay. */
export const clearStaffSignInDelay = (id: number) => postData<unknown>(`/api/staff/users/${id}/sign-in-lock/clear`, {});

export const addStaffUser = (body: { email: string; name: string; role: StaffRole; password: string }) => postData<StaffMember>('/api/staff/users', body);

export const removeStaffUser = (id: number) => sendData<unknown>('DELETE', `/api/staff/users/${id}`);

export const resetStaffPassword = (id: number, newPassword: string) => postData<unknown>(`/api/staff/users/${id}/password`, { newPassword });
