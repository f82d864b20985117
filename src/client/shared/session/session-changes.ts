import type { QueryClient } from '@tanstack/react-query';
import type { SessionState } from '#core/accounts/account-schemas';
import { refreshResource, setResource } from '../resource-store';
import { SESSION_URL } from './use-session';

/*
 * Changes of who is signed in, made only on the sign-in, account and staff screens: apart from
 * `use-session.ts`, which the configurator's first load carries, so they stay out of it (ADR 008).
 */

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
