import { cellOf, PAGE_GRID_PX } from './heatmap-events';

export type HeatmapCountKind = 'click' | 'rage' | 'scroll';

/** One row of a day's heatmap summary (`heatmap_day_cells`). */
export interface HeatmapCellCount {
  kind: HeatmapCountKind;
  view: string;
  width_bucket: string;
  /** The `data-hm` name; '' for the page (page-level clicks and scroll depth). */
  element: string;
  /** click: the 1/20 column; rage and scroll: 0. */
  cell_x: number;
  /** click: the 1/20 row in an element or the 16 px row of the page; scroll: the tenth reached (0–10); rage: 0. */
  cell_y: number;
  count: number;
}

export interface RawHeatmapClick {
  view: string;
  width_bucket: string;
  element: string;
  x: number;
  y: number;
  rage: number;
  /** How many identical clicks this row stands for (the roll-up groups them in SQL); 1 if absent. */
  count?: number;
}

export interface RawScrollDepth {
  view: string;
  width_bucket: string;
  depth: number;
  count?: number;
}

/** A day's raw clicks and scroll depths as counts per cell (ANALYTICS-20); pure, so SQLite and PostgreSQL agree. */
export function summarizeHeatmapDay(input: {
  clicks: readonly RawHeatmapClick[];
  scrolls: readonly RawScrollDepth[];
}): HeatmapCellCount[] {
  const counts = new Map<string, HeatmapCellCount>();
  const add = (row: Omit<HeatmapCellCount, 'count'>, times = 1) => {
    const key = [row.kind, row.view, row.width_bucket, row.element, row.cell_x, row.cell_y].join('\u0000');
    const existing = counts.get(key);
    if (existing) existing.count += times;
    else counts.set(key, { ...row, count: times });
  };
  for (const click of input.clicks) {
    const base = { view: click.view, width_bucket: click.width_bucket, element: click.element };
    const row = click.element === '' ? Math.floor(click.y / PAGE_GRID_PX) : cellOf(click.y);
    add({ ...base, kind: 'click', cell_x: cellOf(click.x), cell_y: row }, click.count);
    if (click.rage) add({ ...base, kind: 'rage', cell_x: 0, cell_y: 0 }, click.count);
  }
  for (const scroll of input.scrolls) {
    add(
      {
        kind: 'scroll',
        view: scroll.view,
        width_bucket: scroll.width_bucket,
        element: '',
        cell_x: 0,
        cell_y: Math.min(10, Math.floor(scroll.depth / 10)),
      },
      scroll.count,
    );
  }
  return [...counts.values()];
}

/**
 * The scroll-depth curve from counts of the furthest tenth each page view reached: the
 * share of page views that got at least to 0 %, 10 %, … 100 % of the page.
 */
export function scrollReach(countsByTenth: readonly number[]): { pageViews: number; reached: number[] } {
  const pageViews = countsByTenth.reduce((sum, count) => sum + count, 0);
  const reached: number[] = [];
  let atLeast = pageViews;
  for (let tenth = 0; tenth <= 10; tenth += 1) {
    reached.push(pageViews === 0 ? 0 : atLeast / pageViews);
    atLeast -= countsByTenth[tenth] ?? 0;
  }
  return { pageViews, reached };
}
