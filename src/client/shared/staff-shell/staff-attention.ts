import { useQuery, type QueryClient } from '@tanstack/react-query';
import { attentionRoute } from '#core/api/back-office-routes';
import { callQuery, keyOf } from '#client/shared/call-api';

/**
 * What needs attention (STAFF-11): the staff nav's badges and the staff home's panel
 * share this one query. `refetchInterval` picks up what others changed; what this person
 * changes is refreshed at once with `refreshStaffAttention`.
 */
export function useStaffAttention({ refetchInterval }: { refetchInterval?: number } = {}) {
  return useQuery({ ...callQuery(attentionRoute), retry: false, refetchInterval });
}

/** After a change that moves one of the counts (a decision on an application, a quote marked won or lost). */
export function refreshStaffAttention(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: keyOf(attentionRoute) });
}
