import type { Kysely } from 'kysely';
import { QUOTE_TOKEN_PATTERN } from '#core/quotes/quote-patterns';
import type { QuoteView } from '#core/quotes/quote-view';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { loadPartnerBranding } from '../partners/partner-branding';
import { findQuoteByToken, type QuoteRow } from './quote-repository';
import { quoteViewFromRow } from './quote-view-from-row';

/** A wrong or guessed token is a plain 404 that reveals nothing (QUOTE-14). */
export async function loadQuote(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<{ row: QuoteRow; view: QuoteView }> {
  const row = QUOTE_TOKEN_PATTERN.test(token) ? await findQuoteByToken(db, token) : undefined;
  if (!row) throw new AppError('not_found', 'Quote not found');
  const view = quoteViewFromRow(row, now);
  // A partner's quote is white-labelled with the partner's current branding (PARTNER-20).
  const partner = row.partner_id === null ? undefined : await loadPartnerBranding(db, Number(row.partner_id));
  return { row, view: partner ? { ...view, partner } : view };
}
