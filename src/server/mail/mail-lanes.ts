/**
 * ADR 040: the outbox sends the workshop's lane before the anonymous one, so mail anyone can
 * cause (a quote saved or e-mailed without signing in, a partner application) never holds back
 * what staff, partners, acceptances and jobs send. The number is what the `outbox.lane` column
 * stores and what the claim orders by: the lower lane goes first.
 */
export const MAIL_LANES = { workshop: 0, anonymous: 1 } as const;

export type MailLane = keyof typeof MAIL_LANES;

/** Who caused a message: an anonymous visitor's goes in the last lane. */
export const laneOf = (anonymous: boolean): MailLane => (anonymous ? 'anonymous' : 'workshop');
