import { startHeatmapTracking } from './heatmap-tracker';
import { trackInteraction } from './visitor-tracker';

const SCROLL_MILESTONES = [25, 50, 75] as const;
// Once per page load, even when React mounts effects twice in development.
let pageViewSent = false;
const reachedMilestones = new Set<number>();

/**
 * ANALYTICS-02, ANALYTICS-03, ANALYTICS-20: the page's view, its scroll depth milestones, its
 * hiding, and the heatmaps' clicks (those made before this loaded first). Returns the stop.
 */
export function startPageTracking(earlyClicks: MouseEvent[]): () => void {
  const stopHeatmap = startHeatmapTracking(earlyClicks);
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
    stopHeatmap();
    window.removeEventListener('scroll', onScroll);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
