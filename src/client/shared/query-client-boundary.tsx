import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { pageQueryClient } from './query-client';

/** Provides the page's query client to a part loaded after the configurator's first screen (ADR 008). */
export function QueryClientBoundary({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={pageQueryClient()}>{children}</QueryClientProvider>;
}
