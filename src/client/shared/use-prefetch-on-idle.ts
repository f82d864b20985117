import { useEffect } from 'react';

/** Fetches a lazily loaded part once the browser is idle after the first screen, so it is there before it is needed. */
export function usePrefetchOnIdle(load: () => Promise<unknown>): void {
  useEffect(() => {
    // A failed prefetch (offline) is not an error: the part loads again when it is needed.
    const prefetch = () => void load().catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(prefetch, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(prefetch, 1500);
    return () => clearTimeout(id);
  }, [load]);
}
