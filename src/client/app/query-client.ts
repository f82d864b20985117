import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from '../shared/api-client';

/**
 * SPEC §7 query defaults: results never go stale, no interval or focus refetch, no
 * retries. Catalogue data changes only when staff edit the price book, and a retry would
 * double every failing request.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
