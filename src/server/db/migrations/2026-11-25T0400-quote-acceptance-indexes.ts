import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; later changes are new migrations. Imports no app code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
type AnyDb = Kysely<any>;

/**
 * The analytics count a day's accepted quotes from the quotes themselves (ANALYTICS-09:
 * staff's won or lost overrides the customer's click): accepted online that day, or marked
 * won that day. Two indexes keep that a range read at every minute's roll-up.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.createIndex('quotes_accepted_at').on('quotes').column('accepted_at').execute();
  await db.schema.createIndex('quotes_outcome_at').on('quotes').columns(['outcome', 'outcome_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('quotes_outcome_at').ifExists().execute();
  await db.schema.dropIndex('quotes_accepted_at').ifExists().execute();
}
