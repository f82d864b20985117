import type { QueryClient } from '@tanstack/react-query';
import type { PartnerAccount, SessionState } from '../../../core/accounts/account-schemas';
import { getData } from '../api-client';
import { refreshResource, setResource, useResource } from '../resource-store';

/**
 * Who this browser is signed in as (ADR 007: GET /api/session). The session itself is the
 * httpOnly cookie; the browser keeps nothing in storage, it only asks the server. Kept in the
 * small resource store rather than React Query, which the configurator's first load leaves
 * out (ADR 008).
 */
const SESSION_URL = '/api/session';

export function useSession() {
  return useResource(SESSION_URL, () => getData<SessionState>(SESSION_URL));
}

/** Asks the server again (a partner's own details changed, or a protected call answered 401: staff-page.tsx). */
export function refreshSession(): Promise<void> {
  return refreshResource(SESSION_URL);
}

/**
 * After a sign-in or sign-out: drop everything the previous person's session fetched, so no
 * staff or partner data outlives it, and record the new state without another round trip.
 */
export function replaceSession(queryClient: QueryClient, session: SessionState): void {
  queryClient.removeQueries();
  setResource<SessionState>(SESSION_URL, session);
}

/** The signed-in partner, or null for a customer, staff or while the session is loading. */
export function useSignedInPartner(): PartnerAccount | null {
  const session = useSession().data;
  return session?.kind === 'partner' ? session.partner : null;
}

/** The engine's discount input: the signed-in partner's, else none (PRICE-11). */
export function usePartnerDiscount(): number | undefined {
  return useSignedInPartner()?.discountPercentage;
}
