import type { Kysely } from 'kysely';
import { periodDays } from '../../core/analytics/analytics-day';
import { analyticsReport, conversionFunnel, type AnalyticsReport, type ConversionFunnel } from '../../core/analytics/dashboard-figures';
import type { Database } from '../db/schema';
import { readDayRows } from './analytics-repository';

/** GET /api/analytics (ANALYTICS-12): totals and per-day visitors, leads and quotes, from the day summaries. */
export async function getAnalyticsReport(options: { db: Kysely<Database>; days: number; now: Date }): Promise<AnalyticsReport> {
  return analyticsReport(await readDayRows(options.db, periodDays(options.now, options.days)));
}

/** GET /api/analytics/conversion-funnel (ANALYTICS-12): visitors → leads → quotes → accepted. */
export async function getConversionFunnel(options: { db: Kysely<Database>; days: number; now: Date }): Promise<ConversionFunnel> {
  return conversionFunnel(await readDayRows(options.db, periodDays(options.now, options.days)));
}
