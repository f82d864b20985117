import { useEffect } from 'react';
import { trackingOff } from './tracking-off';

// The pre-rendered configurator can be clicked before the heatmaps' recorder has arrived
// (ADR 016); clicks from the moment this script runs are held and handed to it when it
// starts, so a visitor's first clicks count too. Bounded: a page held this long is rare.
const EARLY_CLICKS_KEPT = 20;
const earlyClicks: MouseEvent[] = [];
const holdEarlyClick = (event: MouseEvent) => {
  if (earlyClicks.length < EARLY_CLICKS_KEPT) earlyClicks.push(event);
};
const stopHoldingClicks = () => document.removeEventListener('click', holdEarlyClick, { capture: true });
if (typeof document !== 'undefined' && !trackingOff)
  document.addEventListener('click', holdEarlyClick, { capture: true, passive: true });

/**
 * Page-level visitor events (ANALYTICS-02, ANALYTICS-03): page_view on load, page_hidden whenever the tab is
 * hidden, and scroll depth at 25, 50 and 75 % once each; and the heatmaps' clicks (ANALYTICS-20).
 * What does it is fetched after the first screen (ADR 008's first-load budget), with the clicks
 * made meanwhile.
 */
export function useVisitorTracking(): void {
  useEffect(() => {
    if (trackingOff) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('./page-tracking').then(({ startPageTracking }) => {
      if (stopped) return;
      stopHoldingClicks();
      stop = startPageTracking(earlyClicks.splice(0));
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, []);
}
