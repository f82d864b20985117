import type { Kysely } from 'kysely';
import type { BusinessDetails } from '../../core/quotes/quote-view';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { emailQuote } from '../quotes/email-quote';
import { findOwnedQuoteToken } from './partner-quote-repository';
import type { QuoteEmailQueued } from '../../core/quotes/quote-response-schema';

/**
 * PARTNER-16, POST /api/professional/send-quote: e-mails a quote the partner owns to the client
 * they name, through the outbox and within the customers' limit of 5 a day per quote.
 */
export async function sendPartnerQuote(options: {
  db: Kysely<Database>;
  partnerId: number;
  quoteId: number;
  client: { email: string; name: string };
  business: BusinessDetails;
  perRecipientPerDay: number;
  now: Date;
}): Promise<QuoteEmailQueued> {
  const token = await findOwnedQuoteToken(options.db, { partnerId: options.partnerId, quoteId: options.quoteId });
  if (!token) throw new AppError('not_found', 'Quote not found');
  return emailQuote({
    db: options.db,
    token,
    sendBusinessCopy: false,
    // Every click is a message of its own: a partner may send one quote to two people.
    requestId: `partner-${options.now.getTime()}`,
    recipient: options.client,
    business: options.business,
    perRecipientPerDay: options.perRecipientPerDay,
    now: options.now,
  });
}
