import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

// Small batches keep each delete short, so tracking beacons never wait long for the lock.
const ROWS_PER_BATCH = 5000;

/**
 * Deletes raw visitor events, quote events and lead captures older than `before` (ANALYTICS-05:
 * retention), `rowsPerBatch` rows a statement, each statement on its own (no transaction), so
 * the event writer's commits and the dashboards' reads take turns with them (ADR 021).
 */
export async function deleteRawEventsBefore(options: {
  db: Kysely<Database>;
  before: Date;
  rowsPerBatch?: number;
}): Promise<number> {
  const { db } = options;
  const batch = options.rowsPerBatch ?? ROWS_PER_BATCH;
  const cutoff = options.before.toISOString();
  let deleted = 0;
  const tables = [
    { table: 'visitor_events', time: 'occurred_at' },
    { table: 'quote_events', time: 'occurred_at' },
    { table: 'lead_captures', time: 'created_at' },
  ] as const;
  for (const { table, time } of tables) {
    for (;;) {
      const result = await db
        .deleteFrom(table)
        .where('id', 'in', (eb) => eb.selectFrom(table).select('id').where(time, '<', cutoff).limit(batch))
        .executeTakeFirst();
      const count = Number(result.numDeletedRows);
      deleted += count;
      if (count < batch) break;
    }
  }
  return deleted;
}
