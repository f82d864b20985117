import { z } from 'zod';

/** SPEC §7 and §9: the dashboards' periods, in days, with the buttons' labels. */
export const ANALYTICS_PERIODS = [
  { days: 1, label: '24h' },
  { days: 3, label: '3d' },
  { days: 7, label: '7d' },
  { days: 30, label: '30d' },
] as const;

/** The longest period a call answers: the raw events are kept 180 days, the summaries for good. */
export const MAX_PERIOD_DAYS = 400;

/** `?days=` of every dashboard call, with that call's SPEC default (3 for analytics, 7 for leads and visitors). */
export function periodQuerySchema(defaultDays: 3 | 7) {
  return z.object({
    days: z.coerce.number().int('Days must be a whole number').min(1, 'Days must be at least 1').max(MAX_PERIOD_DAYS, `Days must be at most ${MAX_PERIOD_DAYS}`).default(defaultDays),
  });
}
