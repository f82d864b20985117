import { useEffect } from 'react';
import { trackInteraction, trackingOff } from './visitor-tracker';

const SCROLL_MILESTONES = [25, 50, 75] as const;
// Once per page load, even when React mounts effects twice in development.
let pageViewSent = false;
const reachedMilestones = new Set<number>();

/**
 * Page-level visitor events (SPEC §7): page_view on load, page_hidden whenever the tab is
 * hidden, and scroll depth at 25, 50 and 75 % once each; and the heatmaps' clicks (issue 16).
 */
export function useVisitorTracking(): void {
  useEffect(() => {
    if (trackingOff) return;
    // The heatmaps' click recorder is fetched after the first screen (ADR 008's first-load
    // budget): a click in the page's first moment may go unrecorded, nothing else is lost.
    let stopHeatmap: (() => void) | undefined;
    let stopped = false;
    void import('./heatmap-tracker').then(({ startHeatmapTracking }) => {
      if (!stopped) stopHeatmap = startHeatmapTracking();
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
