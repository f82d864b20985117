import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

// Raw clicks and scroll depths are kept as long as the other raw events (ANALYTICS_RETENTION_DAYS, ADR 021); the daily
// counts stay.
const ROWS_PER_BATCH = 5000;

/** Deletes raw heatmap rows older than `before`, in short batches so beacons never wait long. */
export async function deleteOldHeatmapRows(options: {
  db: Kysely<Database>;
  before: Date;
  rowsPerBatch?: number;
}): Promise<number> {
  const { db } = options;
  const batch = options.rowsPerBatch ?? ROWS_PER_BATCH;
  const cutoff = options.before.toISOString();
  let deleted = 0;
  for (const table of ['heatmap_clicks', 'heatmap_scrolls'] as const) {
    for (;;) {
      const result = await db
        .deleteFrom(table)
        .where('id', 'in', (eb) => eb.selectFrom(table).select('id').where('occurred_at', '<', cutoff).limit(batch))
        .executeTakeFirst();
      const count = Number(result.numDeletedRows);
      deleted += count;
      if (count < batch) break;
    }
  }
  return deleted;
}
