import type { ReactNode } from 'react';
import { QueryClientBoundary } from '../shared/query-client-boundary';
import { LazyToaster } from './lazy-toaster';

/** What every screen of the routed app sits in: the page's query client and the toast region. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientBoundary>
      {children}
      <LazyToaster />
    </QueryClientBoundary>
  );
}
