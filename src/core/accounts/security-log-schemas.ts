import { z } from 'zod';
import { bigintColumn } from '#core/api/storable';

/** What the security log records (STAFF-14, ADR 022), with the words an owner reads for each. */
export const SECURITY_EVENT_LABELS = {
  sign_in: 'Signed in',
  sign_in_failed: 'Sign-in failed',
  sign_in_delayed: 'Sign-in delayed after failed attempts',
  sign_in_delay_cleared: 'Sign-in delay cleared',
  password_changed: 'Password changed',
  password_reset: 'Password reset',
  password_set: 'Password set at account setup',
  second_factor_enabled: 'Second factor turned on',
  second_factor_disabled: 'Second factor turned off',
  second_factor_reset: 'Second factor reset',
  second_factor_failed: 'Sign-in code not right',
  staff_added: 'Staff member added',
  staff_removed: 'Staff member removed',
  partner_approved: 'Partner approved',
  partner_rejected: 'Partner application rejected',
  partner_suspended: 'Partner suspended',
  partner_reinstated: 'Partner reinstated',
  partner_discount_changed: 'Partner discount changed',
  price_book_saved: 'Price book saved',
  price_book_restored: 'Price book version restored',
  data_exported: 'Data exported',
  personal_data_erased: 'Personal data erased',
  security_log_exported: 'Security log exported',
  owner_settings_saved: 'Business details saved',
  job_moved_unpaid: 'Job moved before it was paid',
} as const;

export type SecurityEventKind = keyof typeof SECURITY_EVENT_LABELS;
export const SECURITY_EVENT_KINDS = Object.keys(SECURITY_EVENT_LABELS) as [SecurityEventKind, ...SecurityEventKind[]];

export const SECURITY_ACTOR_KINDS = ['staff', 'partner', 'visitor', 'system'] as const;
export type SecurityActorKind = (typeof SECURITY_ACTOR_KINDS)[number];

export const securityLogEntrySchema = z.object({
  id: z.number().int(),
  occurredAt: z.string().describe('ISO 8601, UTC'),
  kind: z.enum(SECURITY_EVENT_KINDS),
  actor: z.object({
    kind: z.enum(SECURITY_ACTOR_KINDS).describe('visitor: not signed in (a sign-in attempt); system: the command line'),
    id: z.number().int().nullable(),
    name: z.string().nullable().describe('As named when it happened'),
  }),
  subject: z.string().nullable().describe('What it was done to: an account, a price-book version, a file'),
  detail: z.string().nullable(),
  clientHash: z
    .string()
    .nullable()
    .describe('The client’s keyed hash (an IPv4 address or IPv6 /64); never the address'),
});
export type SecurityLogEntry = z.infer<typeof securityLogEntrySchema>;

export const SECURITY_LOG_PAGE_SIZE = 50;

export const securityLogQuerySchema = z.object({
  before: bigintColumn(z.coerce.number().int().positive())
    .optional()
    .describe('Entries older than this id (the previous page’s `nextBefore`)'),
});

export const securityLogPageSchema = z.object({
  entries: z.array(securityLogEntrySchema),
  /** The `before` of the next (older) page; null on the last. */
  nextBefore: z.number().int().nullable(),
});
export type SecurityLogPage = z.infer<typeof securityLogPageSchema>;
