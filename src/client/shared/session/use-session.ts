import type { PartnerAccount } from '#core/accounts/account-schemas';
import { sessionRoute } from '#core/api/session-routes';
import { callApi } from '../call-api';
import { useResource } from '../resource-store';

/**
 * Who this browser is signed in as (ADR 007: GET /api/session). The session itself is the
 * httpOnly cookie; the browser keeps nothing in storage, it only asks the server. Kept in the
 * small resource store rather than React Query, which the configurator's first load leaves
 * out (ADR 008).
 */
export const SESSION_URL = sessionRoute.path;

export function useSession() {
  return useResource(SESSION_URL, () => callApi(sessionRoute));
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
