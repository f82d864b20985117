import { refreshResource, resourceData } from '../resource-store';
import { useWhenPageReturns } from '../use-when-page-returns';
import { SESSION_URL } from './use-session';

/**
 * Staff may change a signed-in partner's discount, or suspend the partner, while the partner's
 * page is open (STAFF-07). A partner's page reads its session again when it comes back into
 * view, so the discount it shows, and the prices it takes off, are the session's (ADR 020,
 * item 7). A customer's page has no session to follow and asks nothing.
 */
export function refreshPartnerSession(): Promise<void> {
  return resourceData<{ kind?: string }>(SESSION_URL)?.kind === 'partner' ? refreshResource(SESSION_URL) : Promise.resolve();
}

/** The partner's own pages outside the configurator (the dashboard) follow the session the same way. */
export function usePartnerSessionWatch(): void {
  useWhenPageReturns(() => void refreshPartnerSession());
}
