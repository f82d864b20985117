import { useEffect } from 'react';

/**
 * How long the customer must leave the page alone before a part is fetched. Longer than the
 * pauses inside one task (choosing a grain after opening a wood, typing a length), so a part's
 * evaluation, 100 ms and more on a slow phone, falls between tasks rather than under a tap.
 */
export const QUIET_MS = 2000;
const ENGAGEMENT_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

type Load = () => Promise<unknown>;

/** What the queue needs of the browser; a test passes its own. */
export interface PrefetchEnvironment {
  onInput(listener: () => void): void;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
  idle(run: () => void): void;
}

/**
 * Parts waiting to be fetched: none before the customer's first input, then one per idle
 * moment after QUIET_MS without input, in the order they were asked for. An input meanwhile
 * starts the quiet wait again. A failed fetch (offline) is not an error: the part loads again
 * when it is needed.
 */
export function createPrefetchQueue(environment: PrefetchEnvironment) {
  const waiting: Load[] = [];
  let engaged = false;
  let quietTimer: unknown;
  let loading = false;

  const loadNext = () => {
    if (!engaged || loading || quietTimer !== undefined || waiting.length === 0) return;
    loading = true;
    environment.idle(() => {
      loading = false;
      // The customer acted since this was asked for: the part waits for the next pause.
      const next = quietTimer === undefined ? waiting.shift() : undefined;
      if (!next) return;
      loading = true;
      void next()
        .catch(() => undefined)
        .finally(() => {
          loading = false;
          loadNext();
        });
    });
  };

  environment.onInput(() => {
    engaged = true;
    environment.clearTimeout(quietTimer);
    quietTimer = environment.setTimeout(() => {
      quietTimer = undefined;
      loadNext();
    }, QUIET_MS);
  });

  return {
    add(load: Load): () => void {
      waiting.push(load);
      loadNext();
      return () => {
        const index = waiting.indexOf(load);
        if (index >= 0) waiting.splice(index, 1);
      };
    },
  };
}

let browserQueue: ReturnType<typeof createPrefetchQueue> | undefined;
const queueInBrowser = () =>
  (browserQueue ??= createPrefetchQueue({
    onInput: (listener) => {
      for (const type of ENGAGEMENT_EVENTS) window.addEventListener(type, listener, { capture: true, passive: true });
    },
    setTimeout: (run, ms) => window.setTimeout(run, ms),
    clearTimeout: (timer) => window.clearTimeout(timer as number | undefined),
    idle: (run) =>
      void (typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(run, { timeout: QUIET_MS })
        : window.setTimeout(run, 0)),
  }));

/**
 * Fetches a lazily loaded part once the customer has started using the page and then paused,
 * so it is there before it is needed. Not during the first load (ADR 008): evaluating the
 * grain dialog, step 2 and the print list then held the phone's main thread for 80 ms and more
 * while the page was still appearing. A part asked for before it was fetched loads on demand.
 */
export function usePrefetchOnIdle(load: Load): void {
  useEffect(() => queueInBrowser().add(load), [load]);
}
