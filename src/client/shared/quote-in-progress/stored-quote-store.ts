import { z } from 'zod';
import { QUOTE_TOKEN_PATTERN } from '#core/quotes/quote-patterns';
import type { LeadTime } from '#core/workshop/lead-time';
import { createStoredValue } from '#client/shared/stored-value';

/** The quote the server last stored for this customer, and what it was made from. */
export interface StoredQuote {
  quoteNumber: string;
  token: string;
  /** The server's total (PRICE-14: the server prices every quote it stores). */
  totalCents: number;
  /** ISO 8601; the quote cannot be e-mailed after it (QUOTE-11: valid 30 days). */
  validUntil: string;
  /** quoteFingerprint of the request it was made from. */
  fingerprint: string;
  /** The lead time it promises (OPS-19); absent in what a page stored before it was kept. */
  leadTime?: LeadTime;
}

const storedQuoteSchema = z.object({
  quoteNumber: z.string().min(1).max(40),
  token: z.string().regex(QUOTE_TOKEN_PATTERN),
  totalCents: z.number().int().min(0),
  validUntil: z.string().min(1),
  fingerprint: z.string().min(1),
  leadTime: z.object({ minWeeks: z.number().int().min(0), maxWeeks: z.number().int().min(0) }).optional(),
});

export const storedQuoteStore = createStoredValue<StoredQuote | null>({
  key: 'grainline.storedQuote',
  read: (json) => storedQuoteSchema.safeParse(json).data,
  fallback: null,
});
