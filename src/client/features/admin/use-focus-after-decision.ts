import { useEffect, useRef } from 'react';
import type { PartnerApplication } from '#core/accounts/account-schemas';
import { applicationHeadingId } from './application-card';

export const NO_APPLICATIONS_HEADING_ID = 'no-applications-heading';

/**
 * Where keyboard focus goes once an approved or rejected card has left the list (it held the
 * focus, which would otherwise fall to the page): the heading of the card that took its place,
 * or of the one before it for the last card, or the empty state's heading when none is left.
 * Returns what a card calls when it is decided.
 */
export function useFocusAfterDecision(applications: readonly PartnerApplication[] | undefined): (id: number) => void {
  const decided = useRef<{ id: number; index: number } | null>(null);

  useEffect(() => {
    const was = decided.current;
    // Until the refreshed list arrives without the decided card, focus stays where it is.
    if (!was || !applications || applications.some((application) => application.id === was.id)) return;
    decided.current = null;
    const next = applications[Math.min(was.index, applications.length - 1)];
    // The target is in this very render, so it is focused now (and scrolled to, unlike
    // focusWhenShown, which waits for lazily shown elements and leaves the scroll alone).
    // A closing reject dialog's own focus return aims at the removed card's button, so it
    // cannot take the focus back.
    document.getElementById(next ? applicationHeadingId(next.id) : NO_APPLICATIONS_HEADING_ID)?.focus();
  }, [applications]);

  return (id: number) => {
    decided.current = { id, index: Math.max(0, applications?.findIndex((application) => application.id === id) ?? 0) };
  };
}
