import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** The workshop's calendar day (South Africa is UTC+2 all year, no daylight saving). */
export function workshopDay(now: Date): string {
  return new Date(now.getTime() + 2 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * `Q-20261122-0007` (QUOTE-12): the sequence comes from one atomic upsert, so numbers
 * stay unique with many requests at once, on SQLite and PostgreSQL alike.
 */
export async function nextQuoteNumber(db: Kysely<Database> | Transaction<Database>, now: Date): Promise<string> {
  const day = workshopDay(now);
  const row = await db
    .insertInto('quote_number_counters')
    .values({ day, last_value: 1 })
    .onConflict((oc) => oc.column('day').doUpdateSet({ last_value: sql<number>`quote_number_counters.last_value + 1` }))
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return `Q-${day.replaceAll('-', '')}-${String(row.last_value).padStart(4, '0')}`;
}
