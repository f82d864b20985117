import { z } from 'zod';
import type { QuoteResponse } from '../quotes/quote-response';

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

export type QuoteOutcome = 'won' | 'lost';

export interface InboxQuoteRow {
  id: number;
  quoteNumber: string;
  customerName: string;
  customerEmail: string;
  companyName: string | null;
  partnerName: string | null;
  totalCents: number;
  status: 'draft' | 'sent' | 'accepted' | 'expired';
  outcome: QuoteOutcome | null;
  createdAt: string;
  validUntil: string;
}

export interface InboxPage {
  quotes: InboxQuoteRow[];
  total: number;
  page: number;
  pageSize: number;
}

export interface QuoteHistoryEntry {
  at: string;
  kind: 'created' | 'sent' | 'accepted' | 'expired' | 'won' | 'lost';
  by: string | null;
  note: string | null;
}

export interface QuoteEmailEntry {
  id: number;
  kind: string;
  to: string | null;
  subject: string | null;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  createdAt: string;
  sentAt: string | null;
  lastError: string | null;
}

export interface QuoteSketchEntry {
  id: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
}

/** GET /api/admin/quotes/:id: what the customer saw, and what staff need to follow it up. */
export interface InboxQuoteDetail {
  id: number;
  quote: QuoteResponse;
  partnerName: string | null;
  outcome: QuoteOutcome | null;
  outcomeNote: string | null;
  sketches: QuoteSketchEntry[];
  emails: QuoteEmailEntry[];
  history: QuoteHistoryEntry[];
}

export const quoteOutcomeSchema = z.object({
  outcome: z.enum(['won', 'lost'], 'Choose won or lost'),
  note: z.string().trim().max(1_000, 'Keep the note under 1,000 characters').optional(),
});
