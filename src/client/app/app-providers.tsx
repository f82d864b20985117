import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createQueryClient } from './query-client';

// ADR 008: the toast region (and its Radix code) arrives after the first screen. Toasts live in
// an outside store, so one raised before it has loaded is shown as soon as it has.
const Toaster = lazy(async () => ({ default: (await import('../shared/toast/toaster')).Toaster }));

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
