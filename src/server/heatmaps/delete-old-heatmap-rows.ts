import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** ADR 014: raw clicks and scroll depths are kept 90 days; the daily counts stay. */
export const HEATMAP_RAW_RETENTION_DAYS = 90;
const ROWS_PER_BATCH = 5000;

/** Deletes raw heatmap rows older than `before`, in short batches so beacons never wait long. */
export async function deleteOldHeatmapRows(options: { db: Kysely<Database>; before: Date }): Promise<number> {
  const { db } = options;
  const cutoff = options.before.toISOString();
  let deleted = 0;
  for (const table of ['heatmap_clicks', 'heatmap_scrolls'] as const) {
    for (;;) {
      const result = await db
        .deleteFrom(table)
        .where('id', 'in', (eb) => eb.selectFrom(table).select('id').where('occurred_at', '<', cutoff).limit(ROWS_PER_BATCH))
        .executeTakeFirst();
      const count = Number(result.numDeletedRows);
      deleted += count;
      if (count < ROWS_PER_BATCH) break;
    }
  }
  return deleted;
}
