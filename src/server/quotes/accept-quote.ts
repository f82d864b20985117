import type { Kysely } from 'kysely';
import type { QuoteView } from '../../core/quotes/quote-view';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { loadQuote } from './load-quote';
import { updateQuoteStatus } from './quote-repository';

/**
 * The customer accepts their quote (DECISIONS §5); accepting twice is harmless. A `draft`
 * (stored, not yet downloaded or e-mailed) may be accepted too: whoever holds its link is
 * the customer who saved it, and making them download it first would only be in the way.
 */
export async function acceptQuote(options: { db: Kysely<Database>; token: string; now: Date }): Promise<QuoteView> {
  const { db, token, now } = options;
  const { row, view } = await loadQuote(db, token, now);
  if (view.status === 'accepted') return view;
  if (view.status === 'expired') {
    throw new AppError('conflict', 'This quote has expired and can no longer be accepted. Please ask us for a new quote.');
  }
  await updateQuoteStatus(db, { id: Number(row.id), from: ['draft', 'sent'], to: 'accepted', acceptedAt: now.toISOString() });
  return (await loadQuote(db, token, now)).view;
}

/** A quote becomes `sent` once the customer has it, as a download or an e-mail. */
export async function markQuoteSent(db: Kysely<Database>, quoteId: number): Promise<void> {
  await updateQuoteStatus(db, { id: quoteId, from: ['draft'], to: 'sent' });
}
