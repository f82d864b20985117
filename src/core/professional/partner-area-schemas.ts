import { z } from 'zod';
import { emailAddress, type BusinessType, type PartnerStatus } from '../accounts/account-schemas';
import { LEAD_MESSAGES } from '../quotes/lead-info-schema';
import type { QuoteStatus } from '../quotes/quote-view';

/** The Quotes tab shows this many a page (issue 13: search and paging once there are many). */
export const PARTNER_QUOTES_PAGE_SIZE = 20;

/** GET /api/professional/quotes?search=&page= */
export const partnerQuotesQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(100, 'Search for at most 100 characters')
    .optional()
    .transform((value) => (value ? value : undefined)),
  page: z.coerce.number('Page must be a number').int('Page must be a whole number').min(1, 'Page must be at least 1').max(10_000).default(1),
});

/** POST /api/professional/send-quote (SPEC §7). */
export const sendPartnerQuoteSchema = z.object({
  quoteId: z.number('Unknown quote').int('Unknown quote').positive('Unknown quote'),
  clientEmail: emailAddress,
  clientName: z
    .string(LEAD_MESSAGES.fullName)
    .trim()
    .min(2, LEAD_MESSAGES.fullName)
    .max(120, 'Name must be at most 120 characters')
    .refine((value) => ![...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f), 'Name contains characters we cannot store'),
});

/** One row of the partner's Quotes tab and Overview's Recent Quotes. */
export interface PartnerQuoteSummary {
  id: number;
  quoteNumber: string;
  token: string;
  status: QuoteStatus;
  createdAt: string;
  totalCents: number;
  discountPercentage: number;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
}

/** GET /api/professional/quotes. `totals` covers every quote of the partner, whatever the search. */
export interface PartnerQuoteList {
  quotes: PartnerQuoteSummary[];
  /** How many quotes match the search: the pages hold this many in all. */
  matching: number;
  page: number;
  pageSize: number;
  totals: { count: number; valueCents: number };
}

/** One client on the Clients tab: the people the partner quoted, by e-mail address. */
export interface PartnerClient {
  name: string;
  email: string;
  phone: string;
  quoteCount: number;
  acceptedCount: number;
  totalValueCents: number;
  lastQuoteAt: string;
  quotes: PartnerQuoteSummary[];
}

/** One approved (or suspended) partner on the Admin Dashboard, with their work (issue 13 item 6). */
export interface PartnerActivity {
  id: number;
  businessName: string;
  businessType: BusinessType;
  contactName: string;
  contactEmail: string;
  status: PartnerStatus;
  discountPercentage: number;
  quoteCount: number;
  quoteValueCents: number;
  suspendedAt: string | null;
}
