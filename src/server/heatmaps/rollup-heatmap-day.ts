import type { Kysely } from 'kysely';
import { summarizeHeatmapDay } from '../../core/heatmaps/summarize-heatmap-day';
import type { Database } from '../db/schema';

const ROWS_PER_STATEMENT = 500;

/** Recomputes one day's heatmap counts from its raw clicks and scroll depths; idempotent like `rollupDay`. */
export async function rollupHeatmapDay(options: { db: Kysely<Database>; day: string }): Promise<void> {
  const { db, day } = options;
  const clicks = await db.selectFrom('heatmap_clicks').select(['view', 'width_bucket', 'element', 'x', 'y', 'rage']).where('day', '=', day).execute();
  const scrolls = await db.selectFrom('heatmap_scrolls').select(['view', 'width_bucket', 'depth']).where('day', '=', day).execute();
  const rows = summarizeHeatmapDay({ clicks, scrolls }).map((count) => ({ day, ...count }));
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('heatmap_day_cells').where('day', '=', day).execute();
    for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
      await trx.insertInto('heatmap_day_cells').values(rows.slice(start, start + ROWS_PER_STATEMENT)).execute();
    }
  });
}
