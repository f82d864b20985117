import type { Kysely } from 'kysely';
import type { InboxQuoteDetail, QuoteHistoryEntry } from '#core/back-office/quotes-inbox';
import { quoteResponse } from '#core/quotes/quote-reply';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { listOutbox } from '../mail/outbox-repository';
import { quoteEmailKeyPrefix } from '../quotes/email-quote';
import { workshopNoticeKey } from '../quotes/notify-workshop';
import { listQuoteHistory } from '../quotes/quote-history-repository';
import { quoteViewFromRow } from '../quotes/quote-view-from-row';
import { findInboxQuote, listQuoteSketches } from './quote-inbox-repository';

/** A quote as staff open it (STAFF-08): what the customer saw, sketches, e-mails, history. */
export async function showInboxQuote({
  db,
  id,
  now,
}: {
  db: Kysely<Database>;
  id: number;
  now: Date;
}): Promise<InboxQuoteDetail> {
  const row = await findInboxQuote(db, id);
  if (!row) throw new AppError('not_found', 'Quote not found');
  const view = quoteViewFromRow(row, now);
  const number = view.quoteNumber;
  const [sketches, emails, events] = await Promise.all([
    listQuoteSketches(db, id),
    listOutbox(db, {
      dedupeKeyPrefixes: [
        quoteEmailKeyPrefix(number, false),
        quoteEmailKeyPrefix(number, true),
        workshopNoticeKey('new_quote', number),
        workshopNoticeKey('quote_accepted', number),
      ],
      limit: 50,
    }),
    listQuoteHistory(db, id),
  ]);
  const history: QuoteHistoryEntry[] = events.map((event) => ({
    at: event.occurred_at,
    kind: event.kind,
    by: event.staff_name,
    note: event.note,
  }));
  // Expiry is a date passing, not an event anyone records.
  if (view.status === 'expired') history.push({ at: view.validUntil, kind: 'expired', by: null, note: null });
  history.sort((a, b) => a.at.localeCompare(b.at));
  return {
    id,
    // Staff see both prices of a partner's quote (PARTNER-21 to PARTNER-24).
    quote: quoteResponse(view, { forPartnerOrStaff: true }),
    partnerName: row.partner_name,
    outcome: row.outcome,
    outcomeNote: row.outcome_note,
    sketches,
    emails: emails.map((email) => ({
      id: email.id,
      kind: email.kind,
      to: email.to,
      subject: email.subject,
      status: email.status,
      attempts: email.attempts,
      createdAt: email.createdAt.toISOString(),
      sentAt: email.sentAt?.toISOString() ?? null,
      lastError: email.lastError,
    })),
    history,
  };
}
