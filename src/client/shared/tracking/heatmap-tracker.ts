import {
  createRageDetector,
  ELEMENT_NAME,
  toHundredths,
  toPageGrid,
  widthBucketOf,
} from '#core/heatmaps/heatmap-events';
import { queueHeatmapClick, queueScrollDepth, trackingOff } from './visitor-tracker';

/** The page says what the visitor is looking at (`data-hm-view` on the configurator's step). */
const DEFAULT_VIEW = 'page';

function viewAround(element: Element | null): string {
  const named = element?.closest('[data-hm-view]') ?? document.querySelector('[data-hm-view]');
  return named?.getAttribute('data-hm-view') ?? DEFAULT_VIEW;
}

function scrollFraction(): number {
  const page = document.documentElement.scrollHeight;
  return page > 0 ? toHundredths(window.scrollY + window.innerHeight, page) : 100;
}

/**
 * ANALYTICS-20's click heatmaps and scroll depth. A click inside an element named with `data-hm`
 * is kept as that name and the position inside it (hundredths), so it maps onto the same
 * element at any layout; any other click falls back to the page. Clicks are queued into the
 * tracker's batch, never sent one by one. A page view's furthest scroll is reported once, when
 * the page is hidden or the step changes.
 */
export function startHeatmapTracking(earlierClicks: readonly MouseEvent[] = []): () => void {
  if (trackingOff) return () => undefined;
  const isRage = createRageDetector();
  let view = viewAround(null);
  let furthest = scrollFraction();
  let reported = false;

  const reportScroll = () => {
    if (!reported)
      queueScrollDepth({
        view,
        width: widthBucketOf(window.innerWidth),
        depth: furthest,
        at: new Date().toISOString(),
      });
    reported = true;
  };
  // A new step is a new page view: the old one's depth goes out and the count starts again.
  const followView = () => {
    const current = viewAround(null);
    if (current === view) return;
    reportScroll();
    view = current;
    furthest = scrollFraction();
    reported = false;
  };

  const onClick = (event: MouseEvent) => {
    // A keyboard's "click" (detail 0) has no position worth drawing.
    if (event.detail === 0 || !(event.target instanceof Element)) return;
    followView();
    const named = event.target.closest('[data-hm]');
    const name = named?.getAttribute('data-hm') ?? '';
    const width = widthBucketOf(window.innerWidth);
    const at = new Date().toISOString();
    if (named && ELEMENT_NAME.test(name)) {
      const box = named.getBoundingClientRect();
      const rage = isRage(name, event.timeStamp);
      queueHeatmapClick({
        view,
        width,
        element: name,
        x: toHundredths(event.clientX - box.left, box.width),
        y: toHundredths(event.clientY - box.top, box.height),
        at,
        ...(rage ? { rage } : {}),
      });
      return;
    }
    queueHeatmapClick({
      view,
      width,
      element: null,
      x: toHundredths(event.clientX, document.documentElement.clientWidth),
      y: toPageGrid(event.clientY + window.scrollY),
      at,
    });
  };
  const onScroll = () => {
    followView();
    furthest = Math.max(furthest, scrollFraction());
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') reportScroll();
  };

  // Clicks made before this module arrived, in their order, measured against the page as it is now.
  for (const event of earlierClicks) onClick(event);
  document.addEventListener('click', onClick, { capture: true, passive: true });
  window.addEventListener('scroll', onScroll, { passive: true });
  // Registered before the tracker's own visibilitychange handler, so page_hidden carries the depth.
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    document.removeEventListener('click', onClick, { capture: true });
    window.removeEventListener('scroll', onScroll);
    document.removeEventListener('visibilitychange', onHidden);
  };
}
