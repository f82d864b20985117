import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the pre-rendered page and in the render that hydrates it (ADR 016), true from the
 * render after; true at once on a page rendered in the browser.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Parts only the browser shows (lazily loaded ones: the print list, the share link): left out
 * of the pre-rendered page and of the render that hydrates it, so the two match, and shown
 * right after.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
