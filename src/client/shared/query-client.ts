import { QueryClient } from '@tanstack/react-query';

/**
 * OPS-04 query defaults: results never go stale, no interval or focus refetch, no
 * retries. Catalogue data changes only when staff edit the price book, and a retry would
 * double every failing request.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

let created: QueryClient | undefined;

/**
 * The page's one query client. The routed app provides it at its root; the configurator, whose
 * first load leaves React Query out (ADR 008), provides it around each lazily loaded part that
 * uses it (QueryClientBoundary), and those parts share its cache.
 */
export function pageQueryClient(): QueryClient {
  created ??= createQueryClient();
  return created;
}
