import { useEffect, useRef } from 'react';

/**
 * Runs `check` whenever the page comes back into view (the window regains focus, or the tab
 * becomes visible), and every `everyMs` while it is open if given: how an open page learns
 * what changed on the server while nobody was looking at it (ADR 020).
 */
export function useWhenPageReturns(check: () => void, everyMs?: number): void {
  const checkRef = useRef(check);
  useEffect(() => {
    checkRef.current = check;
  });
  useEffect(() => {
    const run = () => checkRef.current();
    const onVisible = () => {
      if (document.visibilityState === 'visible') run();
    };
    window.addEventListener('focus', run);
    document.addEventListener('visibilitychange', onVisible);
    const timer = everyMs === undefined ? undefined : window.setInterval(run, everyMs);
    return () => {
      window.removeEventListener('focus', run);
      document.removeEventListener('visibilitychange', onVisible);
      if (timer !== undefined) window.clearInterval(timer);
    };
  }, [everyMs]);
}
