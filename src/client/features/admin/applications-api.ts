import type { PartnerApplication, PartnerStatus } from '#core/accounts/account-schemas';
import { getData, postData, sendData } from '#client/shared/api-client';

/** The application calls of STAFF-04 and STAFF-05 (ADR 007 adds the discount and a fresh setup link). */

const APPLICATIONS_URL = '/api/professional-users';

export const applicationsQueryKey = (status?: PartnerStatus) => (status ? [APPLICATIONS_URL, status] : [APPLICATIONS_URL]);

export const fetchApplications = (status: PartnerStatus) => getData<PartnerApplication[]>(`${APPLICATIONS_URL}?status=${encodeURIComponent(status)}`);

export const approveApplication = ({ id, discountPercentage }: { id: number; discountPercentage: number }) =>
  sendData<PartnerApplication>('PATCH', `${APPLICATIONS_URL}/${id}/approve`, { discountPercentage });

export const rejectApplication = ({ id, rejectionReason }: { id: number; rejectionReason: string }) =>
  sendData<PartnerApplication>('PATCH', `${APPLICATIONS_URL}/${id}/reject`, { rejectionReason });

export const sendSetupLink = (id: number) => postData<{ sent: true }>(`${APPLICATIONS_URL}/${id}/setup-link`, {});
