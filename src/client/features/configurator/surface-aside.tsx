import { PRICE_NOTICE_SLOTS } from '#client/shared/catalogue/price-notice-slots';
import { lazy, memo, Suspense, useDeferredValue, useState } from 'react';
import type { SurfaceConfiguration } from '#core/surface/surface-schema';
import type { SurfaceDraft, SurfaceValidation } from '#core/surface/surface-rules';
import { AfterHydration } from '#client/shared/after-hydration';
import { DrawingCard } from './drawing-card';
import { PricingSummary } from './pricing-summary';
import { StepActions } from './step-actions';
import type { LivePrice } from './use-live-price';

// The list a printed page shows in place of the form: never on screen, so it loads on idle too.
export const loadPrintSummary = () => import('./print-summary');
// Memoised, like the sections: opening a wood or typing in a field re-renders this step, and
// neither part shows what those change (ADR 008).
const PrintSummary = memo(lazy(async () => ({ default: (await loadPrintSummary()).PrintSummary })));
// The share link sits below the price, far below the fold on a phone.
export const loadShareLink = () => import('./share-link');
const ShareLink = memo(lazy(async () => ({ default: (await loadShareLink()).ShareLink })));
// The advice (CONF-39 to CONF-41) sits beside the price but is not needed to paint it (ADR 008).
export const loadAdviceCard = () => import('./advice-card');
const AdviceCard = memo(lazy(async () => ({ default: (await loadAdviceCard()).AdviceCard })));

interface Props {
  validation: SurfaceValidation;
  price: LivePrice;
  woodLabel: string;
  speciesChosen: boolean;
  /** The advice's own field has just been typed in: it shows the surface as it is, not deferred (ADR 048). */
  adviceAhead: boolean;
  onAdviceUpdate: (rule: (draft: SurfaceDraft) => SurfaceDraft) => void;
  onBack: (() => void) | null;
  onAddToQuote: (surface: SurfaceConfiguration) => void;
}

function addHint(speciesChosen: boolean, valid: boolean): string {
  if (!speciesChosen) return 'Choose a wood species and its grain to continue.';
  return valid ? 'Adds this surface to your quote; you can add more.' : 'Fix the highlighted fields to continue.';
}

/**
 * The column beside the form: the drawing, the price, the advice, the share link and the step's
 * actions. Only the price and the actions follow a change at once; the drawing, the advice, the
 * share link and the printed list follow in a render of their own just after the one that paints
 * the choice and the price, so a tap or a keystroke is answered on the next frame (ADR 048).
 */
export const SurfaceAside = memo(function SurfaceAside({
  validation,
  price,
  woodLabel,
  speciesChosen,
  adviceAhead,
  onAdviceUpdate,
  onBack,
  onAddToQuote,
}: Props) {
  // The drawing keeps showing the last size that made sense while a field is being fixed.
  const [lastValidSurface, setLastValidSurface] = useState<SurfaceConfiguration | null>(null);
  if (validation.ok && validation.surface !== lastValidSurface) setLastValidSurface(validation.surface);
  const shownSurface = validation.ok ? validation.surface : lastValidSurface;
  const drawnSurface = useDeferredValue(shownSurface);
  const drawingValid = useDeferredValue(validation.ok);
  const validSurface = useDeferredValue(validation.ok ? validation.surface : null);
  const canAdd = speciesChosen && validation.ok && price.status === 'priced';

  return (
    // On a desktop the column scrolls with the page and then stays, its foot at the screen's
    // foot, until the form ends: all of it is reached by scrolling the page, never by a
    // scroll box of its own that hid its lower part (the line total, the share link). The
    // actions stay on screen while the column's foot is still lower down the page.
    <aside
      aria-label="Your surface"
      className="min-w-0 space-y-4 max-lg:below-first-screen lg:sticky lg:bottom-4 lg:self-end"
    >
      <AfterHydration>
        <Suspense fallback={null}>
          <PrintSummary surface={validSurface} />
        </Suspense>
      </AfterHydration>
      <DrawingCard surface={drawnSurface} valid={drawingValid} />
      <PricingSummary price={price} woodLabel={woodLabel} speciesChosen={speciesChosen} />
      <AfterHydration>
        <Suspense fallback={null}>
          <AdviceCard surface={adviceAhead ? shownSurface : drawnSurface} onUpdate={onAdviceUpdate} />
        </Suspense>
      </AfterHydration>
      {/* A link opens with its wood already chosen, so there is nothing to share before one is. */}
      <div className="print:hidden">
        <AfterHydration>
          <Suspense fallback={null}>
            <ShareLink surface={speciesChosen ? validSurface : null} />
          </Suspense>
        </AfterHydration>
      </div>
      <div className="lg:sticky lg:bottom-0 lg:border-t lg:border-line lg:bg-canvas lg:py-3 print:hidden">
        <div id={PRICE_NOTICE_SLOTS.actions} className="empty:hidden mb-3" />
        <StepActions
          hint={addHint(speciesChosen, validation.ok)}
          canAdd={canAdd}
          onBack={onBack}
          onAdd={() => {
            if (validation.ok) onAddToQuote(validation.surface);
          }}
        />
      </div>
    </aside>
  );
});
