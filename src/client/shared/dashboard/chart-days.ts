import { periodDays } from '#core/analytics/analytics-day';

/**
 * What a count is on a day the server sent nothing for: the roll-up keeps no row for a day with
 * nothing in it (`replaceDaySummary`), so a count is 0 there; any other figure (an average, a
 * rate) is unknown, a gap in its line.
 */
export type SeriesKind = 'count' | 'measure';

/**
 * The days a chart spans, oldest first: the selected period up to today (Africa/Johannesburg,
 * as the server counts), widened to any day the data holds, should this browser's clock
 * disagree with the server's about which day it is.
 */
export function chartDays({
  period,
  dataDays,
  now,
}: {
  period: number;
  dataDays: readonly string[];
  now: Date;
}): string[] {
  return [...new Set([...periodDays(now, period).days, ...dataDays])].sort();
}

/** One series laid over `days`: its value on each day it has one, else 0 for a count and null (a gap) otherwise. */
export function seriesOverDays({
  days,
  dataDays,
  values,
  kind,
}: {
  days: readonly string[];
  dataDays: readonly string[];
  values: readonly number[];
  kind: SeriesKind;
}): (number | null)[] {
  const byDay = new Map(dataDays.map((day, index) => [day, values[index]]));
  return days.map((day) => byDay.get(day) ?? (kind === 'count' ? 0 : null));
}
