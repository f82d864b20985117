import { z } from 'zod';
import { QUOTE_STATUSES } from '../quotes/quote-view';
import { quoteResponseSchema } from '../quotes/quote-response-schema';
import { outboxRowViewSchema } from './outbox-view';

/** What staff filter the inbox by: the quote's status, or how staff recorded it ended. */
export const INBOX_FILTERS = ['draft', 'sent', 'accepted', 'expired', 'won', 'lost'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];
export const INBOX_PAGE_SIZE = 25;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date such as 2026-11-24');

/** GET /api/admin/quotes's query: paged on the server, newest first. */
export const inboxQuerySchema = z.object({
  search: z.string().trim().max(100, 'Keep the search under 100 characters').optional(),
  status: z.enum(INBOX_FILTERS, 'Unknown status').optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

const QUOTE_OUTCOMES = ['won', 'lost'] as const;
export type QuoteOutcome = (typeof QUOTE_OUTCOMES)[number];

export const inboxQuoteRowSchema = z.object({
  id: z.number().int(),
  quoteNumber: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  companyName: z.string().nullable(),
  partnerName: z.string().nullable(),
  totalCents: z
    .number()
    .int()
    .describe('What the workshop charges: the trade total of a partner’s quote (PARTNER-21 to PARTNER-24)'),
  clientTotalCents: z
    .number()
    .int()
    .describe('What the client was quoted; the same as totalCents for a customer’s own quote'),
  status: z.enum(QUOTE_STATUSES),
  outcome: z.enum(QUOTE_OUTCOMES).nullable(),
  createdAt: z.string(),
  validUntil: z.string(),
});
export type InboxQuoteRow = z.infer<typeof inboxQuoteRowSchema>;

/** GET /api/admin/quotes: one page of the inbox. */
export const inboxPageSchema = z.object({
  quotes: z.array(inboxQuoteRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

const quoteHistoryEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(['created', 'sent', 'accepted', 'expired', ...QUOTE_OUTCOMES]),
  by: z.string().nullable(),
  note: z.string().nullable(),
});
export type QuoteHistoryEntry = z.infer<typeof quoteHistoryEntrySchema>;

/** A quote's e-mail, as the outbox lists it. */
const quoteEmailEntrySchema = outboxRowViewSchema.omit({ nextAttemptAt: true });
export type QuoteEmailEntry = z.infer<typeof quoteEmailEntrySchema>;

const quoteSketchEntrySchema = z.object({
  id: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
});
export type QuoteSketchEntry = z.infer<typeof quoteSketchEntrySchema>;

/** GET /api/admin/quotes/:id: what the customer saw, and what staff need to follow it up. */
export const inboxQuoteDetailSchema = z.object({
  id: z.number().int(),
  quote: quoteResponseSchema,
  partnerName: z.string().nullable(),
  outcome: z.enum(QUOTE_OUTCOMES).nullable(),
  outcomeNote: z.string().nullable(),
  sketches: z.array(quoteSketchEntrySchema),
  emails: z.array(quoteEmailEntrySchema),
  history: z.array(quoteHistoryEntrySchema),
});
export type InboxQuoteDetail = z.infer<typeof inboxQuoteDetailSchema>;

export const quoteOutcomeSchema = z.object({
  outcome: z.enum(QUOTE_OUTCOMES, 'Choose won or lost'),
  note: z.string().trim().max(1_000, 'Keep the note under 1,000 characters').optional(),
});
