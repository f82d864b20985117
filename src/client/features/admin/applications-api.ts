import type { PartnerStatus } from '#core/accounts/account-schemas';
import {
  approveApplicationRoute,
  partnerApplicationsRoute,
  rejectApplicationRoute,
  resendSetupLinkRoute,
} from '#core/api/partners-routes';
import { callApi, keyOf } from '#client/shared/call-api';

/** The application calls of STAFF-04 and STAFF-05 (ADR 007 adds the discount and a fresh setup link). */

/** Without a status: the prefix of every filter's key (the route's path), for invalidation. */
export const applicationsQueryKey = (status?: PartnerStatus) =>
  status ? keyOf(partnerApplicationsRoute, { query: { status } }) : [partnerApplicationsRoute.path];

export const fetchApplications = (status: PartnerStatus) => callApi(partnerApplicationsRoute, { query: { status } });

export const approveApplication = ({ id, discountPercentage }: { id: number; discountPercentage: number }) =>
  callApi(approveApplicationRoute, { params: { id: String(id) }, body: { discountPercentage } });

export const rejectApplication = ({ id, rejectionReason }: { id: number; rejectionReason: string }) =>
  callApi(rejectApplicationRoute, { params: { id: String(id) }, body: { rejectionReason } });

export const sendSetupLink = (id: number) => callApi(resendSetupLinkRoute, { params: { id: String(id) } });
