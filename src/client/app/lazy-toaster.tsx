import { lazy, Suspense, useCallback, useState, useSyncExternalStore } from 'react';
import { getToasts, subscribeToToasts } from '../shared/toast/toast-store';
import { usePrefetchOnIdle } from '../shared/use-prefetch-on-idle';

// ADR 008 and 016: the toast region (and its Radix code) is not part of the first load, nor of
// the work right after it: it is mounted when the first toast is raised, or once the customer
// has started and paused (the prefetch queue), whichever comes first. Toasts live in an outside
// store, so one raised before the region has loaded is shown as soon as it has, with its full time.
const loadToaster = () => import('../shared/toast/toaster');
const Toaster = lazy(async () => ({ default: (await loadToaster()).Toaster }));

const hasToastsNow = () => getToasts().length > 0;
const noToastsInThePage = () => false;

/** The toast region, mounted when it is first needed or once the page is quiet. */
export function LazyToaster() {
  const [loaded, setLoaded] = useState(false);
  const hasToasts = useSyncExternalStore(subscribeToToasts, hasToastsNow, noToastsInThePage);
  usePrefetchOnIdle(useCallback(() => loadToaster().then(() => setLoaded(true)), []));
  return loaded || hasToasts ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
