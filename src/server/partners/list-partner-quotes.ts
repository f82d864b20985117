import type { Kysely } from 'kysely';
import { PARTNER_QUOTES_PAGE_SIZE, type PartnerQuoteList } from '#core/partner-area/partner-area-schemas';
import type { Database } from '../db/schema';
import { findPartnerQuotes, partnerQuoteTotals } from './partner-quote-repository';

/** PARTNER-15, GET /api/professional/quotes: only the signed-in partner's, a page at a time. */
export async function listPartnerQuotes(options: {
  db: Kysely<Database>;
  partnerId: number;
  search: string | undefined;
  page: number;
  now: Date;
}): Promise<PartnerQuoteList> {
  const { db, partnerId, page } = options;
  const [found, totals] = await Promise.all([
    findPartnerQuotes(db, {
      partnerId,
      search: options.search,
      limit: PARTNER_QUOTES_PAGE_SIZE,
      offset: (page - 1) * PARTNER_QUOTES_PAGE_SIZE,
      now: options.now,
    }),
    partnerQuoteTotals(db, partnerId),
  ]);
  return { quotes: found.quotes, matching: found.matching, page, pageSize: PARTNER_QUOTES_PAGE_SIZE, totals };
}
