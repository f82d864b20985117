import { z } from 'zod';

/** ANALYTICS-06: the dashboards' periods, in days, with the buttons' labels. */
export const ANALYTICS_PERIODS = [
  { days: 1, label: '24h' },
  { days: 3, label: '3d' },
  { days: 7, label: '7d' },
  { days: 30, label: '30d' },
] as const;

/** The longest period an export answers: the raw events are kept 180 days, the summaries for good. */
export const MAX_PERIOD_DAYS = 400;

const DASHBOARD_DAYS = [1, 3, 7, 30] as const;

/**
 * `?days=` of the dashboards' calls (ANALYTICS-06: `days={1|3|7|30}`, periods 1, 3,
 * 7, 30 days), with that call's default: 3 for analytics, 7 for leads and visitors.
 */
export function dashboardPeriodQuerySchema(defaultDays: 3 | 7) {
  return z.object({
    days: z.coerce
      .number('Days must be 1, 3, 7 or 30')
      .pipe(z.literal(DASHBOARD_DAYS, 'Days must be 1, 3, 7 or 30'))
      .default(defaultDays)
      // The query string is text, coerced; the contract (ADR 015) still lists the four values.
      .meta({ type: 'integer', enum: [...DASHBOARD_DAYS] }),
  });
}

/** `?days=` of the CSV exports: any whole number of days up to MAX_PERIOD_DAYS (default 7). */
export function periodQuerySchema(defaultDays: 3 | 7) {
  return z.object({
    days: z.coerce
      .number()
      .int('Days must be a whole number')
      .min(1, 'Days must be at least 1')
      .max(MAX_PERIOD_DAYS, `Days must be at most ${MAX_PERIOD_DAYS}`)
      .default(defaultDays),
  });
}
