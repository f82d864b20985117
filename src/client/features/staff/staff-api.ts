import type { StaffListEntry, StaffMember, StaffRole } from '../../../core/accounts/account-schemas';
import { getData, postData, sendData } from '../../shared/api-client';

/** ADR 007's staff calls. */

export const STAFF_USERS_QUERY_KEY = ['/api/staff/users'] as const;
export const SECURITY_LOG_QUERY_KEY = ['/api/admin/security-log'] as const;

export const signInStaff = (credentials: { email: string; password: string }) =>
  postData<{ staff: StaffMember }>('/api/staff/login', credentials);

export const signOutStaff = () => postData<{ signedOut: true }>('/api/staff/logout', {});

export const changeOwnPassword = (body: { currentPassword: string; newPassword: string }) => postData<unknown>('/api/staff/password', body);

export const listStaffUsers = () => getData<StaffListEntry[]>('/api/staff/users');

/** STAFF-15: an owner clears a colleague's sign-in delay. */
export const clearStaffSignInDelay = (id: number) => postData<unknown>(`/api/staff/users/${id}/sign-in-lock/clear`, {});

export const addStaffUser = (body: { email: string; name: string; role: StaffRole; password: string }) =>
  postData<StaffMember>('/api/staff/users', body);

export const removeStaffUser = (id: number) => sendData<unknown>('DELETE', `/api/staff/users/${id}`);

export const resetStaffPassword = (id: number, newPassword: string) => postData<unknown>(`/api/staff/users/${id}/password`, { newPassword });
