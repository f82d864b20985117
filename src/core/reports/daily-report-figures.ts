import { percentOf } from '../analytics/dashboard-figures';
import { surfaceTypeWords, woodWords, type NamedSpecies } from '../catalogue/product-words';
import { dayFigures, periodRates } from '../analytics/figure-definitions';
import type { DayCount, DayTotals } from '../analytics/summarize-day';

/** One Johannesburg day as the report reads it: the summary row and its counts by dimension. */
export interface ReportDay {
  day: string;
  totals: DayTotals;
  counts: readonly DayCount[];
  /** What the quotes that count as accepted that day are worth (ANALYTICS-22). */
  acceptedValueCents: number;
}

export interface Comparison {
  label: string;
  value: number;
  weekAgo: number;
  /** Whole per cent change against the same weekday a week earlier; null when that was 0 (and this is not). */
  changePercent: number | null;
  format: 'count' | 'percent' | 'rand' | 'seconds';
}

export interface RankedKey {
  key: string;
  visitors: number;
}

export interface DailyReportFigures {
  day: string;
  weekAgoDay: string;
  headline: Comparison[];
  funnel: { stage: string; visitors: number; weekAgo: number }[];
  devices: Comparison[];
  countries: RankedKey[];
  woods: RankedKey[];
  surfaceTypes: RankedKey[];
  dropOffs: RankedKey[];
}

// The dashboards' rule (ANALYTICS-08: one decimal), so the report and the dashboards agree.
export { percentOf };

function compare(label: string, value: number, weekAgo: number, format: Comparison['format'] = 'count'): Comparison {
  // 0 against 0 is no change, not a new figure.
  const changePercent = weekAgo === 0 ? (value === 0 ? 0 : null) : Math.round(((value - weekAgo) / weekAgo) * 100);
  return { label, value, weekAgo, format, changePercent };
}

function top(counts: readonly DayCount[], dimension: DayCount['dimension'], limit = 5): RankedKey[] {
  return counts
    .filter((count) => count.dimension === dimension)
    .map(({ key, visitors }) => ({ key, visitors }))
    .sort((a, b) => b.visitors - a.visitors || a.key.localeCompare(b.key))
    .slice(0, limit);
}

/**
 * The day with its woods and surface types in words ('Kiaat - Edge Grain', 'Desk top'), as the
 * price book names them: the report and its suggestions print keys, and staff read names.
 */
export function reportDayInWords(day: ReportDay, species: readonly NamedSpecies[]): ReportDay {
  const inWords = (count: DayCount): DayCount =>
    count.dimension === 'wood'
      ? { ...count, key: woodWords(count.key, species) }
      : count.dimension === 'surface_type'
        ? { ...count, key: surfaceTypeWords(count.key) }
        : count;
  return { ...day, counts: day.counts.map(inWords) };
}

/**
 * The conversion the Visitor Analytics Dashboard shows (ANALYTICS-16, ANALYTICS-28): visitors who left their details.
 */
export const conversionPercent = (totals: DayTotals) => periodRates(dayFigures(totals)).visitorConversion;

/**
 * The report's figures (ANALYTICS-22): the day against the same weekday a week earlier,
 * so a quiet Sunday is compared with a Sunday, not with a busy Saturday.
 */
export function dailyReportFigures({ day, weekAgo }: { day: ReportDay; weekAgo: ReportDay }): DailyReportFigures {
  const now = day.totals;
  const then = weekAgo.totals;
  const averageTime = (totals: DayTotals) =>
    totals.visitors === 0 ? 0 : Math.round(totals.time_on_site_s / totals.visitors);
  // Each figure by its one definition (ANALYTICS-24 to ANALYTICS-28), as the dashboards count it.
  const figures = dayFigures(now);
  const before = dayFigures(then);
  return {
    day: day.day,
    weekAgoDay: weekAgo.day,
    headline: [
      compare('Visitors', now.visitors, then.visitors),
      compare(
        'Conversion (visitors who left their details)',
        conversionPercent(now),
        conversionPercent(then),
        'percent',
      ),
      compare('Configurator started', now.configs_started, then.configs_started),
      compare('Configurator completed', now.configs_completed, then.configs_completed),
      compare('Leads', figures.leads, before.leads),
      compare('Leads from test addresses (left out)', figures.testLeads, before.testLeads),
      compare('Quotes saved', figures.quotes, before.quotes),
      compare('Quotes accepted', now.quotes_accepted, then.quotes_accepted),
      compare('Value of quotes accepted', day.acceptedValueCents, weekAgo.acceptedValueCents, 'rand'),
      compare('Value of quotes saved', now.quote_value_cents, then.quote_value_cents, 'rand'),
      compare('PDF downloads', now.pdf_downloads, then.pdf_downloads),
      compare('Average time on site', averageTime(now), averageTime(then), 'seconds'),
    ],
    funnel: [
      { stage: 'Visited', visitors: now.visitors, weekAgo: then.visitors },
      { stage: 'Started the configurator', visitors: now.configs_started, weekAgo: then.configs_started },
      { stage: 'Completed a configuration', visitors: now.configs_completed, weekAgo: then.configs_completed },
      { stage: 'Left their details (lead)', visitors: figures.convertedVisitors, weekAgo: before.convertedVisitors },
    ],
    devices: [
      compare('Mobile', now.mobile_visitors, then.mobile_visitors),
      compare('Desktop', now.desktop_visitors, then.desktop_visitors),
      compare('Tablet', now.tablet_visitors, then.tablet_visitors),
    ],
    countries: top(day.counts, 'country'),
    woods: top(day.counts, 'wood'),
    surfaceTypes: top(day.counts, 'surface_type'),
    dropOffs: top(day.counts, 'drop_off', 3),
  };
}
