import { useEffect } from 'react';
import { trackInteraction, trackingOff } from './visitor-tracker';

const SCROLL_MILESTONES = [25, 50, 75] as const;
// Once per page load, even when React mounts effects twice in development.
let pageViewSent = false;
const reachedMilestones = new Set<number>();

// The pre-rendered configurator can be clicked before the heatmaps' recorder has arrived
// (ADR 016); clicks from the moment this script runs are held and handed to it when it
// starts, so a visitor's first clicks count too. Bounded: a page held this long is rare.
const EARLY_CLICKS_KEPT = 20;
const earlyClicks: MouseEvent[] = [];
const holdEarlyClick = (event: MouseEvent) => {
  if (earlyClicks.length < EARLY_CLICKS_KEPT) earlyClicks.push(event);
};
const stopHoldingClicks = () => document.removeEventListener('click', holdEarlyClick, { capture: true });
if (typeof document !== 'undefined' && !trackingOff) document.addEventListener('click', holdEarlyClick, { capture: true, passive: true });

/**
 * Page-level visitor events (ANALYTICS-02, ANALYTICS-03): page_view on load, page_hidden whenever the tab is
 * hidden, and scroll depth at 25, 50 and 75 % once each; and the heatmaps' clicks (ANALYTICS-20).
 */
export function useVisitorTracking(): void {
  useEffect(() => {
    if (trackingOff) return;
    // The heatmaps' click recorder is fetched after the first screen (ADR 008's first-load
    // budget); the clicks made meanwhile wait for it above.
    let stopHeatmap: (() => void) | undefined;
    let stopped = false;
    void import('./heatmap-tracker').then(({ startHeatmapTracking }) => {
      if (stopped) return;
      stopHoldingClicks();
      stopHeatmap = startHeatmapTracking(earlyClicks.splice(0));
    });
    if (!pageViewSent) {
      pageViewSent = true;
      trackInteraction('page_view');
    }
    const onScroll = () => {
      const scrollable = document.documentElement.scrollHeight - window.innerHeight;
      if (scrollable <= 0) return;
      const percent = (window.scrollY / scrollable) * 100;
      for (const milestone of SCROLL_MILESTONES) {
        if (percent >= milestone && !reachedMilestones.has(milestone)) {
          reachedMilestones.add(milestone);
          trackInteraction('scroll_depth', { value: milestone });
        }
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') trackInteraction('page_hidden');
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      stopHeatmap?.();
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
}
