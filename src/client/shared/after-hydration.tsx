import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * False in the pre-rendered page (ADR 016), in the render that hydrates it and in a component's
 * first render in the browser; true from the render after. That render is a transition: what
 * it reveals (every wood thumbnail, the lazily loaded parts) renders in slices the browser can
 * interrupt. `useSyncExternalStore`, which React re-renders synchronously, did it in one task
 * right after hydration: 40 ms on this machine, 160 ms on Lighthouse's phone (ADR 016).
 */
export function useHydrated(waits = true): boolean {
  // A component that never waits (`waits` false) is hydrated from its first render, with no render after.
  const [hydrated, setHydrated] = useState(!waits);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * Parts only the browser shows (lazily loaded ones: the print list, the share link): left out
 * of the pre-rendered page and of the render that hydrates it, so the two match, and shown
 * right after.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
