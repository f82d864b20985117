/**
 * STAFF-10: the domains an erased lead's stand-in address is on; nobody can be written to there, so
 * a lead with one is known to be erased (ADR 041). A "real" address becomes one on the first, a placeholder on
 * the second, so a day's real-lead count stays as it was.
 */
export const ERASED_EMAIL_DOMAINS = ['erased.grainline.co.za', 'erased.invalid'] as const;

/** The stand-in address an erased lead keeps. */
export const erasedLeadEmail = (leadId: number, wasRealEmail: boolean): string =>
  `erased-${leadId}@${ERASED_EMAIL_DOMAINS[wasRealEmail ? 0 : 1]}`;
