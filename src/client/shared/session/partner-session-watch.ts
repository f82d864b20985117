import type { SessionState } from '#core/accounts/account-schemas';
import { sessionRoute } from '#core/api/session-routes';
import { callApi } from '../call-api';
import { resourceData, setResource } from '../resource-store';
import { useWhenPageReturns } from '../use-when-page-returns';
import { SESSION_URL } from './use-session';

/**
 * Staff may change a signed-in partner's discount while the partner's page is open (STAFF-07).
 * A partner's page reads its session again when it comes back into view, so the discount it
 * shows, and the prices it takes off, are the session's (ADR 020, item 7). Only the same
 * partner's session is taken: a page whose session ended stays as the partner left it, and
 * its next save or call says "Signed Out" in words rather than turning a client's quote into a
 * customer's under the partner's hands. A customer's page has no session to follow.
 */
export async function refreshPartnerSession(): Promise<void> {
  const shown = resourceData<SessionState>(SESSION_URL);
  if (shown?.kind !== 'partner') return;
  const current = await callApi(sessionRoute).catch(() => null);
  if (current?.kind === 'partner' && current.partner.id === shown.partner.id) setResource(SESSION_URL, current);
}

/** The partner's own pages outside the configurator (the dashboard) follow the session the same way. */
export function usePartnerSessionWatch(): void {
  useWhenPageReturns(() => void refreshPartnerSession());
}
