import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, QuoteHistoryTable } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** A step in a quote's history (STAFF-08): created, sent, accepted, won, lost. */
export async function recordQuoteHistory(db: Executor, event: Insertable<QuoteHistoryTable>): Promise<void> {
  await db.insertInto('quote_history').values(event).execute();
}

export async function listQuoteHistory(db: Executor, quoteId: number): Promise<Selectable<QuoteHistoryTable>[]> {
  return db
    .selectFrom('quote_history')
    .selectAll()
    .where('quote_id', '=', quoteId)
    .orderBy('occurred_at')
    .orderBy('id')
    .execute();
}
