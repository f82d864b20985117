import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => undefined;

/**
 * Parts only the browser shows (lazily loaded ones: toasts, the print list, the share link):
 * left out of the pre-rendered page and of the render that hydrates it (ADR 016), so the two
 * match, and shown right after. On a page rendered in the browser they show at once.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return hydrated ? children : null;
}
