import { analyticsDay } from '#core/analytics/analytics-day';
import type { HeatmapClick, ScrollDepth } from '#core/heatmaps/heatmap-events';
import type { NewHeatmapClick, NewHeatmapScroll } from '../db/schema';

/** A client clock may be wrong: its time is trusted only within the last day (as for visitor events). */
function plausibleTime(at: string | undefined, now: Date): Date {
  if (!at) return now;
  const time = new Date(at);
  return time.getTime() <= now.getTime() && now.getTime() - time.getTime() < 86_400_000 ? time : now;
}

/**
 * A beacon's heatmap clicks and scroll depths as rows (ANALYTICS-20, ADR 014). Nothing that identifies the
 * visitor is kept with them: a click is a place on the page, not a person's path. The
 * tracking call commits them with the beacon's events (ADR 021).
 */
export function heatmapRowsOf(options: {
  clicks: readonly HeatmapClick[];
  scrollDepths: readonly ScrollDepth[];
  now: Date;
}): {
  clicks: NewHeatmapClick[];
  scrolls: NewHeatmapScroll[];
} {
  const { now } = options;
  const clicks = options.clicks.map((click) => {
    const at = plausibleTime(click.at, now);
    return {
      occurred_at: at.toISOString(),
      day: analyticsDay(at),
      view: click.view,
      width_bucket: click.width,
      element: click.element ?? '',
      x: click.x,
      y: click.y,
      rage: click.rage ? 1 : 0,
    };
  });
  const scrolls = options.scrollDepths.map((scroll) => {
    const at = plausibleTime(scroll.at, now);
    return {
      occurred_at: at.toISOString(),
      day: analyticsDay(at),
      view: scroll.view,
      width_bucket: scroll.width,
      depth: scroll.depth,
    };
  });
  return { clicks, scrolls };
}
