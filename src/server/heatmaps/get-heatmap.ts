import { sql, type Kysely } from 'kysely';
import { periodDays } from '#core/analytics/analytics-day';
import { cellCentre, PAGE_GRID_PX, type HeatmapData, type WidthBucket } from '#core/heatmaps/heatmap-events';
import { scrollReach } from '#core/heatmaps/summarize-heatmap-day';
import type { Database } from '../db/schema';

/**
 * The Heatmaps tab's data for one view and width over a period (ANALYTICS-20), from the daily
 * counts only: a busy quarter costs what a quiet week does.
 */
export async function getHeatmap(options: {
  db: Kysely<Database>;
  days: number;
  view: string;
  width: WidthBucket;
  now: Date;
}): Promise<HeatmapData> {
  const { db, view, width } = options;
  const period = periodDays(options.now, options.days);
  const inPeriod = db.selectFrom('heatmap_day_cells').where('day', '>=', period.from).where('day', '<=', period.to);
  const total = sql<number>`sum(count)`.as('total');
  const [views, cells] = await Promise.all([
    inPeriod
      .select(['view', total])
      .where('kind', '=', 'click')
      .where('width_bucket', '=', width)
      .groupBy('view')
      .orderBy('view')
      .execute(),
    inPeriod
      .select(['kind', 'element', 'cell_x', 'cell_y', total])
      .where('view', '=', view)
      .where('width_bucket', '=', width)
      .groupBy(['kind', 'element', 'cell_x', 'cell_y'])
      .execute(),
  ]);
  const data: HeatmapData = {
    view,
    width,
    days: options.days,
    views: views.map((row) => ({ view: row.view, clicks: Number(row.total) })),
    elements: [],
    page: [],
    scroll: scrollReach([]),
    rage: [],
  };
  const scrollCounts: number[] = Array.from({ length: 11 }, () => 0);
  for (const cell of cells) {
    const count = Number(cell.total);
    if (cell.kind === 'scroll') scrollCounts[cell.cell_y] = (scrollCounts[cell.cell_y] ?? 0) + count;
    else if (cell.kind === 'rage') data.rage.push({ element: cell.element, count });
    else if (cell.element === '')
      data.page.push({ x: cellCentre(cell.cell_x), y: (cell.cell_y + 0.5) * PAGE_GRID_PX, count });
    else data.elements.push({ element: cell.element, x: cellCentre(cell.cell_x), y: cellCentre(cell.cell_y), count });
  }
  data.scroll = scrollReach(scrollCounts);
  data.rage.sort((a, b) => b.count - a.count || a.element.localeCompare(b.element));
  return data;
}
