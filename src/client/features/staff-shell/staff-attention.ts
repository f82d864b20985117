import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { StaffAttention } from '#core/back-office/attention';
import { getData } from '#client/shared/api-client';

const ATTENTION_URL = '/api/admin/attention';
const ATTENTION_QUERY_KEY = [ATTENTION_URL];

/**
 * What needs attention (STAFF-11): the staff nav's badges and the staff home's panel
 * share this one query. `refetchInterval` picks up what others changed; what this person
 * changes is refreshed at once with `refreshStaffAttention`.
 */
export function useStaffAttention({ refetchInterval }: { refetchInterval?: number } = {}) {
  return useQuery({ queryKey: ATTENTION_QUERY_KEY, queryFn: () => getData<StaffAttention>(ATTENTION_URL), retry: false, refetchInterval });
}

/** After a change that moves one of the counts (a decision on an application, a quote marked won or lost). */
export function refreshStaffAttention(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ATTENTION_QUERY_KEY });
}
