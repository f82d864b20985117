import type { Kysely } from 'kysely';
import type { PartnerClient } from '#core/partner-area/partner-area-schemas';
import type { Database } from '../db/schema';
import { findAllPartnerQuotes } from './partner-quote-repository';

/** More quotes than a partner makes in years; keeps one request bounded all the same. */
const MAX_QUOTES_GROUPED = 5000;

/**
 * The Clients tab (PARTNER-17): everyone the partner quoted, one entry per e-mail
 * address, with their number of quotes, accepted quotes, total value and the quotes themselves.
 * The name and phone are those of the newest quote.
 */
export async function listPartnerClients(options: {
  db: Kysely<Database>;
  partnerId: number;
  now: Date;
}): Promise<PartnerClient[]> {
  const quotes = await findAllPartnerQuotes(options.db, {
    partnerId: options.partnerId,
    limit: MAX_QUOTES_GROUPED,
    now: options.now,
  });
  const clients = new Map<string, PartnerClient>();
  for (const quote of quotes) {
    const key = quote.clientEmail.toLowerCase();
    const client = clients.get(key) ?? {
      name: quote.clientName,
      email: quote.clientEmail,
      phone: quote.clientPhone,
      quoteCount: 0,
      acceptedCount: 0,
      totalValueCents: 0,
      lastQuoteAt: quote.createdAt,
      quotes: [],
    };
    client.quoteCount += 1;
    if (quote.status === 'accepted') client.acceptedCount += 1;
    client.totalValueCents += quote.totalCents;
    client.quotes.push(quote);
    clients.set(key, client);
  }
  return [...clients.values()];
}
