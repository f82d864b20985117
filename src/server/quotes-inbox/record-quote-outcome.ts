import type { Kysely } from 'kysely';
import type { QuoteOutcome } from '#core/back-office/quotes-inbox';
import type { BusinessDetails } from '#core/quotes/quote-view';
import { lockQuoteAcceptance } from '../analytics/analytics-repository';
import { recountAcceptedQuotes } from '../analytics/recount-accepted-quotes';
import type { StaffActor } from '../back-office/staff-actor';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { createJobForQuote } from '../jobs/create-job-for-quote';
import { issueDepositInvoice } from '../invoicing/issue-job-invoices';
import { recordQuoteHistory } from '../quotes/quote-history-repository';
import { findInboxQuote, setQuoteOutcome } from './quote-inbox-repository';

/**
 * Staff record how a quote ended (STAFF-08, ANALYTICS-09): won or lost, with a note. The analytics'
 * acceptance figures follow in the same transaction: won counts as accepted, lost does not,
 * whatever the customer clicked. Changing one’s mind is allowed; the history keeps both. A quote
 * marked won gets its deposit invoice (ADR 047): true when its e-mail was queued.
 */
export async function recordQuoteOutcome(options: {
  db: Kysely<Database>;
  id: number;
  outcome: QuoteOutcome;
  note: string | undefined;
  actor: StaffActor;
  /** The business as the deposit invoice of a quote marked won prints it (ADR 047). */
  business: BusinessDetails;
  now: Date;
}): Promise<boolean> {
  const { db, id, outcome, actor, now } = options;
  if (!(await findInboxQuote(db, id))) throw new AppError('not_found', 'Quote not found');
  const note = options.note?.trim() ? options.note.trim() : null;
  return db.transaction().execute(async (trx) => {
    const before = await lockQuoteAcceptance(trx, id);
    if (!before) throw new AppError('not_found', 'Quote not found');
    await setQuoteOutcome(trx, { id, outcome, note, at: now.toISOString() });
    await recordQuoteHistory(trx, {
      quote_id: id,
      occurred_at: now.toISOString(),
      kind: outcome,
      staff_user_id: actor.staffUserId,
      staff_name: actor.name,
      note,
    });
    await recountAcceptedQuotes({ trx, before, after: { ...before, outcome, outcome_at: now.toISOString() }, now });
    if (outcome !== 'won') return false;
    await createJobForQuote(trx, { quoteId: id, now, actor });
    return issueDepositInvoice(trx, { quoteId: id, business: options.business, now });
  });
}
