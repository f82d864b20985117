import type { PartnerAccount, PartnerApplicationInput, SetupLinkDetails } from '#core/accounts/account-schemas';
import { getData, postData, postForm } from '#client/shared/api-client';

/** The partner calls of PARTNER-06 to PARTNER-16, with ADR 007's cookie session instead of a stored token. */

export const submitApplication = (application: PartnerApplicationInput) => postData<unknown>('/api/professional-users/apply', application);

export const setupLinkQueryKey = (token: string) => ['/api/professional-users', 'setup-link', token];

export const fetchSetupLink = (token: string) => getData<SetupLinkDetails>(`/api/professional-users/${encodeURIComponent(token)}`);

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
  return postForm<{ username: string }>('/api/professional-users/setup', form);
}

export const signInPartner = (credentials: { username: string; password: string }) =>
  postData<{ partner: PartnerAccount }>('/api/professional-auth/login', credentials);

export const signOutPartner = () => postData<{ signedOut: true }>('/api/professional-auth/logout', {});
