import type { Kysely } from 'kysely';
import { periodDays } from '#core/analytics/analytics-day';
import {
  visitorAnalytics,
  visitorBehavior,
  type VisitorAnalytics,
  type VisitorBehavior,
} from '#core/analytics/dashboard-figures';
import type { Database } from '../db/schema';
import { readDayRows, readPeriodCounts, readPeriodTraffic } from './analytics-repository';

/**
 * GET /api/visitors/analytics (ANALYTICS-21): daily stats and geography, from the day summaries, and what they leave
 * out (ADR 021).
 */
export async function getVisitorAnalytics(options: {
  db: Kysely<Database>;
  days: number;
  now: Date;
}): Promise<VisitorAnalytics> {
  const period = periodDays(options.now, options.days);
  const [rows, country, source, page, wood, traffic] = await Promise.all([
    readDayRows(options.db, period),
    readPeriodCounts(options.db, 'country', period),
    readPeriodCounts(options.db, 'source', period),
    readPeriodCounts(options.db, 'page', period),
    readPeriodCounts(options.db, 'wood', period),
    readPeriodTraffic(options.db, period),
  ]);
  return visitorAnalytics(rows, { country, source, page, wood }, traffic);
}

/** GET /api/visitors/behavior (ANALYTICS-21): the four-stage funnel and where visitors left. */
export async function getVisitorBehavior(options: {
  db: Kysely<Database>;
  days: number;
  now: Date;
}): Promise<VisitorBehavior> {
  const period = periodDays(options.now, options.days);
  const [rows, dropOffs] = await Promise.all([
    readDayRows(options.db, period),
    readPeriodCounts(options.db, 'drop_off', period),
  ]);
  return visitorBehavior(rows, dropOffs);
}
