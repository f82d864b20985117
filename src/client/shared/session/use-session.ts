import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PartnerAccount, SessionState } from '../../../core/accounts/account-schemas';
import { getData, statusOf } from '../api-client';

/**
 * Who this browser is signed in as (ADR 007: GET /api/session). The session itself is the
 * httpOnly cookie; the browser keeps nothing in storage, it only asks the server.
 */
export const SESSION_QUERY_KEY = ['/api/session'] as const;

export function useSession() {
  return useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: () => getData<SessionState>('/api/session') });
}

/**
 * After a sign-in or sign-out: drop everything the previous person's session fetched, so no
 * staff or partner data outlives it, and record the new state without another round trip.
 */
export function replaceSession(queryClient: QueryClient, session: SessionState): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  queryClient.setQueryData<SessionState>(SESSION_QUERY_KEY, session);
}

/**
 * A protected call answered 401: the session expired or was ended elsewhere. Asking for the
 * session again lets the guard send the person to the sign-in screen.
 */
export function useRecheckSessionOn401(error: unknown): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (statusOf(error) === 401) void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  }, [error, queryClient]);
}

/** The signed-in partner, or null for a customer, staff or while the session is loading. */
export function useSignedInPartner(): PartnerAccount | null {
  const session = useSession().data;
  return session?.kind === 'partner' ? session.partner : null;
}

/** The engine's discount input: the signed-in partner's, else none (DECISIONS §2.11). */
export function usePartnerDiscount(): number | undefined {
  return useSignedInPartner()?.discountPercentage;
}
