import type { Kysely } from 'kysely';
import { summarizeHeatmapDay } from '#core/heatmaps/summarize-heatmap-day';
import type { Database } from '../db/schema';

const ROWS_PER_STATEMENT = 500;

/**
 * Recomputes one day's heatmap counts from its raw clicks and scroll depths; idempotent like
 * `rollupDay`. Identical clicks are counted in SQL first (ADR 021): x and y are whole
 * hundredths or 16 px rows, so the rows read are bounded by the places on the pages, not by
 * how many clicks arrived.
 */
export async function rollupHeatmapDay(options: { db: Kysely<Database>; day: string }): Promise<void> {
  const { db, day } = options;
  const clickColumns = ['view', 'width_bucket', 'element', 'x', 'y', 'rage'] as const;
  const clicks = await db
    .selectFrom('heatmap_clicks')
    .select([...clickColumns, (eb) => eb.fn.countAll().as('count')])
    .where('day', '=', day)
    .groupBy([...clickColumns])
    .execute();
  const scrolls = await db
    .selectFrom('heatmap_scrolls')
    .select(['view', 'width_bucket', 'depth', (eb) => eb.fn.countAll().as('count')])
    .where('day', '=', day)
    .groupBy(['view', 'width_bucket', 'depth'])
    .execute();
  const rows = summarizeHeatmapDay({
    clicks: clicks.map((click) => ({ ...click, count: Number(click.count) })),
    scrolls: scrolls.map((scroll) => ({ ...scroll, count: Number(scroll.count) })),
  }).map((count) => ({ day, ...count }));
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('heatmap_day_cells').where('day', '=', day).execute();
    for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
      await trx
        .insertInto('heatmap_day_cells')
        .values(rows.slice(start, start + ROWS_PER_STATEMENT))
        .execute();
    }
  });
}
