import { trackingOff } from './tracking-off';
import type * as VisitorTracker from './visitor-tracker';
import type { InteractionOptions, InteractionType } from './visitor-tracker';

export type { ConfiguratorData, InteractionType } from './visitor-tracker';

/**
 * What the configurator's first screen calls to record an interaction (ANALYTICS-02): the
 * tracker itself, its batching and its beacon, is fetched after the first screen (ADR 008's
 * first-load budget), and what happens before it arrives is held with its time and handed on.
 */
let tracker: typeof VisitorTracker | undefined;
let loading: Promise<void> | undefined;
const held: { type: InteractionType; options: InteractionOptions }[] = [];
/** Bounded: a page whose tracker never arrives holds no more than this. */
const HELD_AT_MOST = 50;

export function trackInteraction(type: InteractionType, options: InteractionOptions = {}): void {
  if (trackingOff) return;
  if (tracker) {
    tracker.trackInteraction(type, options);
    return;
  }
  if (held.length < HELD_AT_MOST) held.push({ type, options: { at: new Date().toISOString(), ...options } });
  loading ??= import('./visitor-tracker').then(
    (loaded) => {
      tracker = loaded;
      for (const { type: heldType, options: heldOptions } of held.splice(0))
        loaded.trackInteraction(heldType, heldOptions);
    },
    (error: unknown) => {
      // Tracking must never disturb a customer: the next interaction tries again.
      loading = undefined;
      console.warn('Visitor tracking failed to load', error);
    },
  );
}
