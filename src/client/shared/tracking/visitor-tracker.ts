import type { InteractionType } from '../../../core/tracking/tracking-schemas';
import type { SurfaceType } from '../../../core/surface/surface-options';
import { getSessionId } from './session-id';

export type { InteractionType };

export interface ConfiguratorData {
  started: boolean;
  completed: boolean;
  surfaceType: SurfaceType;
  woodSpecies: string;
  /** Whole millimetres, or null while a size is half typed. */
  dimensions: { length: number | null; width: number | null; thickness: number | null };
}

const TRACK_URL = '/api/visitors/track';
const pageLoadedAt = Date.now();

function secondsOnPage(): number {
  return Math.round((Date.now() - pageLoadedAt) / 1000);
}

/**
 * POST /api/visitors/track (SPEC §7). sendBeacon survives the tab closing, which is exactly
 * when page_hidden fires; fetch with keepalive is the fallback. Failures are only logged:
 * tracking must never disturb a customer.
 */
export function trackInteraction(type: InteractionType, options: { value?: number; configuratorData?: ConfiguratorData } = {}): void {
  const body = JSON.stringify({
    sessionId: getSessionId(),
    pageUrl: window.location.href,
    referrer: document.referrer,
    timeOnPage: secondsOnPage(),
    interactions: [{ type, at: new Date().toISOString(), ...(options.value === undefined ? {} : { value: options.value }) }],
    ...(options.configuratorData ? { configuratorData: options.configuratorData } : {}),
  });
  try {
    if (navigator.sendBeacon?.(TRACK_URL, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // Some browsers throw for beacons from hidden frames; fall through to fetch.
  }
  fetch(TRACK_URL, {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body,
  }).catch((error: unknown) => {
    console.warn('Visitor tracking failed', error);
  });
}
