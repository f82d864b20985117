import { visitorTrackRoute } from '#core/api/tracking-routes';
import { MAX_SCROLL_DEPTHS_PER_BEACON, type HeatmapClick, type ScrollDepth } from '#core/heatmaps/heatmap-events';
import {
  TRACKER_FLUSH_AFTER_MS,
  TRACKER_FLUSH_AT_CLICKS,
  TRACKER_FLUSH_AT_INTERACTIONS,
} from '#core/tracking/beacon-limits';
import { PAGE_TOKEN_META } from '#core/tracking/page-token';
import type { InteractionType } from '#core/tracking/tracking-schemas';
import type { SurfaceType } from '#core/surface/surface-options';
import { getSessionId } from './session-id';
import { trackingOff } from './tracking-off';

export type { InteractionType };

export interface ConfiguratorData {
  started: boolean;
  completed: boolean;
  surfaceType: SurfaceType;
  woodSpecies: string;
  /** Whole millimetres, or null while a size is half typed. */
  dimensions: { length: number | null; width: number | null; thickness: number | null };
}

// Time on page counts from the page's start, not from this module's (which loads after the first screen).
const pageLoadedAt = typeof performance === 'undefined' ? Date.now() : Math.round(performance.timeOrigin);
/**
 * The token the server issued with this page (ADR 041), read once: a beacon without it is kept
 * out of the figures. Time on page counts from here, after the server issued it.
 */
const pageToken =
  typeof document === 'undefined'
    ? undefined
    : document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_TOKEN_META}"]`)?.content || undefined;
// A batch goes out after this long, at this size, when the page is hidden, or when the page
// changes; the server's caps on a beacon are these with room to spare (beacon-limits.ts).
const FLUSH_AFTER_MS = TRACKER_FLUSH_AFTER_MS;
const FLUSH_AT = TRACKER_FLUSH_AT_INTERACTIONS;
const FLUSH_AT_CLICKS = TRACKER_FLUSH_AT_CLICKS;

export { trackingOff };

interface QueuedInteraction {
  type: InteractionType;
  at: string;
  value?: number;
  configuratorData?: ConfiguratorData;
}

let queue: QueuedInteraction[] = [];
let clicks: HeatmapClick[] = [];
let scrollDepths: ScrollDepth[] = [];
let queuedPageUrl = '';
let flushTimer: ReturnType<typeof setTimeout> | undefined;

function secondsOnPage(): number {
  return Math.round((Date.now() - pageLoadedAt) / 1000);
}

/**
 * Sends the queued interactions as one beacon to POST /api/visitors/track (ANALYTICS-02, ADR 009).
 * sendBeacon survives the tab closing, which is exactly when page_hidden fires; fetch with
 * keepalive is the fallback. Failures are only logged: tracking must never disturb a customer.
 */
export function flushTracking(): void {
  clearTimeout(flushTimer);
  flushTimer = undefined;
  if (queue.length === 0 && clicks.length === 0 && scrollDepths.length === 0) return;
  const body = JSON.stringify({
    sessionId: getSessionId(),
    pageUrl: queuedPageUrl,
    referrer: document.referrer,
    timeOnPage: secondsOnPage(),
    ...(pageToken ? { pageToken } : {}),
    interactions: queue,
    ...(clicks.length > 0 ? { clicks } : {}),
    ...(scrollDepths.length > 0 ? { scrollDepths } : {}),
  });
  queue = [];
  clicks = [];
  scrollDepths = [];
  try {
    if (navigator.sendBeacon?.(visitorTrackRoute.path, new Blob([body], { type: 'text/plain' }))) return;
  } catch {
    // Some browsers throw for beacons from hidden frames; fall through to fetch.
  }
  fetch(visitorTrackRoute.path, {
    method: visitorTrackRoute.method,
    credentials: 'include',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body,
  }).catch((error: unknown) => {
    console.warn('Visitor tracking failed', error);
  });
}

/** What is queued was on another page: it goes out with that page's address first. */
function flushIfPageChanged(): void {
  const pending = queue.length + clicks.length + scrollDepths.length;
  if (pending > 0 && queuedPageUrl !== window.location.href) flushTracking();
  queuedPageUrl = window.location.href;
}

export interface InteractionOptions {
  value?: number;
  configuratorData?: ConfiguratorData;
  /** When it happened, for one held until this module loaded (`track.ts`); now, otherwise. */
  at?: string;
}

export function trackInteraction(type: InteractionType, options: InteractionOptions = {}): void {
  if (trackingOff) return;
  flushIfPageChanged();
  queue.push({ type, at: new Date().toISOString(), ...options });
  if (type === 'page_hidden' || queue.length >= FLUSH_AT) flushTracking();
  else flushTimer ??= setTimeout(flushTracking, FLUSH_AFTER_MS);
}

/** ANALYTICS-20: a click for the heatmaps rides in the next batch; a click never sends a request of its own. */
export function queueHeatmapClick(click: HeatmapClick): void {
  if (trackingOff) return;
  flushIfPageChanged();
  clicks.push(click);
  if (clicks.length >= FLUSH_AT_CLICKS) flushTracking();
  else flushTimer ??= setTimeout(flushTracking, FLUSH_AFTER_MS);
}

/** ANALYTICS-20: a page view's furthest scroll; the page_hidden that follows it sends it. */
export function queueScrollDepth(depth: ScrollDepth): void {
  if (trackingOff) return;
  flushIfPageChanged();
  scrollDepths.push(depth);
  if (scrollDepths.length >= MAX_SCROLL_DEPTHS_PER_BEACON) flushTracking();
  else flushTimer ??= setTimeout(flushTracking, FLUSH_AFTER_MS);
}
