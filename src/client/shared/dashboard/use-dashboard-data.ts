import { useQuery } from '@tanstack/react-query';
import type { ReplyData } from '#core/api/call';
import type { CallAt } from '#core/api/call-types';
import type {
  analyticsReportRoute,
  conversionFunnelRoute,
  leadStatsRoute,
  realLeadsRoute,
  visitorAnalyticsRoute,
  visitorBehaviorRoute,
} from '#core/api/analytics-routes';
import { callApi, keyOf } from '../call-api';

/** The dashboards' calls: each takes the period and nothing else. */
type DashboardRoute =
  | typeof analyticsReportRoute
  | typeof conversionFunnelRoute
  | typeof realLeadsRoute
  | typeof leadStatsRoute
  | typeof visitorAnalyticsRoute
  | typeof visitorBehaviorRoute;

/**
 * One dashboard call for a period (ANALYTICS-06: `?days=`); the previous period's figures stay until the new ones
 * arrive.
 */
export function useDashboardData<R extends DashboardRoute>(route: R, days: number) {
  const input = { query: { days } };
  return useQuery({
    queryKey: keyOf<DashboardRoute>(route, input),
    queryFn: () => callApi<DashboardRoute>(route, input) as Promise<ReplyData<CallAt<R>>>,
  });
}
