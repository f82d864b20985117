import type { Kysely } from 'kysely';
import { dayBoundsUtc, periodDays } from '#core/analytics/analytics-day';
import {
  analyticsReport,
  conversionFunnel,
  type AnalyticsReport,
  type ConversionFunnel,
} from '#core/analytics/dashboard-figures';
import type { Database } from '../db/schema';
import { readAcceptedQuotes, readDayRows } from './analytics-repository';

/** GET /api/analytics (ANALYTICS-12): totals and per-day visitors, leads and quotes, from the day summaries. */
export async function getAnalyticsReport(options: {
  db: Kysely<Database>;
  days: number;
  now: Date;
}): Promise<AnalyticsReport> {
  const period = periodDays(options.now, options.days);
  // ANALYTICS-27: revenue is read from the quotes, by the rule the summaries count acceptance with (ANALYTICS-09).
  const [rows, accepted] = await Promise.all([
    readDayRows(options.db, period),
    readAcceptedQuotes(options.db, { from: dayBoundsUtc(period.from).from, to: dayBoundsUtc(period.to).to }),
  ]);
  return analyticsReport(
    rows,
    accepted.reduce((sum, quote) => sum + Number(quote.total_cents), 0),
  );
}

/** GET /api/analytics/conversion-funnel (ANALYTICS-12): visitors → leads → quotes → accepted. */
export async function getConversionFunnel(options: {
  db: Kysely<Database>;
  days: number;
  now: Date;
}): Promise<ConversionFunnel> {
  return conversionFunnel(await readDayRows(options.db, periodDays(options.now, options.days)));
}
