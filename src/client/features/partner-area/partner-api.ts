import type { PartnerApplicationInput } from '#core/accounts/account-schemas';
import {
  partnerApplyRoute,
  partnerSetupRoute,
  partnerSignInRoute,
  partnerSignOutRoute,
  setupLinkRoute,
} from '#core/api/partners-routes';
import { callApi, callWithForm, keyOf } from '#client/shared/call-api';

/** The partner calls of PARTNER-06 to PARTNER-16, with ADR 007's cookie session instead of a stored token. */

export const submitApplication = (application: PartnerApplicationInput) =>
  callApi(partnerApplyRoute, { body: application });

export const setupLinkQueryKey = (token: string) => keyOf(setupLinkRoute, { params: { setupToken: token } });

export const fetchSetupLink = (token: string) => callApi(setupLinkRoute, { params: { setupToken: token } });

export interface SetupSubmission {
  token: string;
  professionalUserId: number;
  username: string;
  password: string;
  logo: File | null;
}

export function completeSetup({ token, professionalUserId, username, password, logo }: SetupSubmission) {
  const form = new FormData();
  form.append('token', token);
  form.append('professionalUserId', String(professionalUserId));
  form.append('username', username);
  form.append('password', password);
  // The file goes last: the server reads the text fields before it streams the upload.
  if (logo) form.append('logo', logo, logo.name);
  return callWithForm(partnerSetupRoute, form);
}

export const signInPartner = (credentials: { username: string; password: string }) =>
  callApi(partnerSignInRoute, { body: credentials });

export const signOutPartner = () => callApi(partnerSignOutRoute);
