import { lazy, Suspense } from 'react';
import { AfterHydration } from '../shared/after-hydration';

// ADR 008: the toast region (and its Radix code) arrives after the first screen. Toasts live in
// an outside store, so one raised before it has loaded is shown as soon as it has.
const Toaster = lazy(async () => ({ default: (await import('../shared/toast/toaster')).Toaster }));

/** The toast region, loaded after the first screen. */
export function LazyToaster() {
  return (
    <AfterHydration>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </AfterHydration>
  );
}
