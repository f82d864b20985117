import type { Kysely, Transaction } from 'kysely';
import { analyticsDay } from '#core/analytics/analytics-day';
import type { Database, QuoteEventTable } from '../db/schema';

/**
 * A quote saved (with its lead), sent or accepted, for the dashboards (ANALYTICS-05). Called by
 * the quote use cases, in their transaction where they have one, only when the quote's state
 * really changed, so a second download or acceptance is not counted twice.
 */
export async function recordQuoteEvent(
  db: Kysely<Database> | Transaction<Database>,
  event: { type: QuoteEventTable['type']; quoteId: number; now: Date },
): Promise<void> {
  await db
    .insertInto('quote_events')
    .columns(['occurred_at', 'day', 'type', 'quote_id', 'client_type', 'total_cents'])
    .expression((eb) =>
      eb
        .selectFrom('quotes')
        .select([
          eb.val(event.now.toISOString()).as('occurred_at'),
          eb.val(analyticsDay(event.now)).as('day'),
          eb.val(event.type).as('type'),
          'id',
          'client_type',
          'total_cents',
        ])
        .where('id', '=', event.quoteId),
    )
    .execute();
}
