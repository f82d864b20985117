import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ComponentProps } from 'react';
import { addToComparison } from '#core/surface/comparison';
import type { SurfaceConfiguration } from '#core/surface/surface-schema';
import { usePriceBook } from '#client/shared/catalogue/catalogue-queries';
import { AfterHydration } from '#client/shared/after-hydration';
import { AreaErrorBoundary } from '#client/shared/area-error-boundary';
import { cx } from '#client/shared/cx';
import { holdContentHeight, postStepChange, watchContentHeight } from '#client/shared/embed/post-resize';
import { focusWhenShown, STEP_HEADING_ID } from '#client/shared/focus-when-shown';
import { randomId } from '#client/shared/random-id';
import { addSavedSurface } from '#client/shared/saved-surfaces/saved-surfaces-store';
import { useSavedSurfaces } from '#client/shared/saved-surfaces/use-saved-surfaces';
import { useSignedInPartner } from '#client/shared/session/use-session';
import { trackInteraction } from '#client/shared/tracking/track';
import { useVisitorTracking } from '#client/shared/tracking/use-visitor-tracking';
import { useDocumentTitle } from '#client/shared/use-document-title';
import { usePrefetchOnIdle } from '#client/shared/use-prefetch-on-idle';
import { ConfigureStep } from './configure-step';
import { SiteHeader } from '#client/shared/ui/site-header';
import { StepIndicator } from './step-indicator';
import { SHARE_LINK_PARAM, useConfiguratorDraft } from './use-configurator-draft';
import { configuratorData, useConfiguratorStart } from './use-configurator-start';
import { useLeadCapture } from './use-lead-capture';
import { useLeavePrompt } from '#client/shared/use-leave-prompt';
import { useWizardStep } from './use-wizard-step';

// Step 2 (with the contact form and its form library) loads after the configurator is on
// screen, so a customer's first download is only what step 1 needs; it is fetched on idle,
// long before the customer can click 'Add & Get My Quote'.
// It uses React Query, which the configurator's first load leaves out (ADR 008): it brings it,
// and the page's query client, along.
const loadQuoteSummaryStep = () =>
  Promise.all([import('./quote-summary/quote-summary-step'), import('#client/shared/query-client-boundary')]);
const QuoteSummaryStep = lazy(async () => {
  const [{ QuoteSummaryStep: Step }, { QueryClientBoundary }] = await loadQuoteSummaryStep();
  return {
    default: (props: ComponentProps<typeof Step>) => (
      <QueryClientBoundary>
        <Step {...props} />
      </QueryClientBoundary>
    ),
  };
});
// ADR 020: the watch for new prices starts after the first screen; prices cannot change before.
const PriceUpdates = lazy(async () => ({
  default: (await import('#client/shared/catalogue/price-updates')).PriceUpdates,
}));
// A customer never downloads the partner bar: it loads once the session says partner (ADR 008).
// Start over (CONF-43) clears the work on purpose: not needed to paint the first screen.
const StartOver = lazy(() => import('./start-over'));
// 'Start from Q-…' (CONF-43) reads what an earlier quote left: after the first screen too.
const StartFromFinished = lazy(() => import('./start-from-finished'));
const PartnerBar = lazy(async () => ({ default: (await import('#client/shared/partner/partner-bar')).PartnerBar }));

function StepLoading() {
  // Embedded, the frame keeps the old step's height until the new step is there (ADR 011).
  useEffect(() => holdContentHeight(), []);
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center text-ink-muted">
      Loading your quote…
    </div>
  );
}

/** CONF-03's two-step wizard: configure a surface, then the quote summary. */
export function ConfiguratorPage() {
  useDocumentTitle(null);
  useVisitorTracking();
  useEffect(() => watchContentHeight(), []);
  usePrefetchOnIdle(loadQuoteSummaryStep);
  const { step, goToStep } = useWizardStep();
  const configurator = useConfiguratorDraft();
  const [comparison, setComparison] = useState<readonly string[]>([]);
  const saved = useSavedSurfaces();
  const book = usePriceBook().data;
  const partner = useSignedInPartner();
  const markStarted = useConfiguratorStart(configurator.draft);
  useLeadCapture(configurator.draft);
  useLeavePrompt(configurator.speciesChosen || saved.length > 0, { unlessStored: true });
  const { validation } = configurator;
  const discountPercentage = partner?.discountPercentage;
  const shownSurface = useMemo(
    () =>
      validation.ok
        ? { surfaces: [validation.surface], delivery: 'collect' as const, insurance: false, discountPercentage }
        : null,
    [validation, discountPercentage],
  );

  // CONF-03: every step change starts at the top of the page, and the keyboard and screen
  // reader start at the new step's heading rather than the page's body.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    postStepChange();
    return focusWhenShown(STEP_HEADING_ID);
  }, [step]);

  const addToQuote = (surface: SurfaceConfiguration) => {
    addSavedSurface({ ...surface, id: surface.id ?? randomId() });
    // CONF-22: a saved configuration's species joins the comparison if it is not there yet.
    const speciesId = book?.species[surface.woodSpecies]?.speciesId;
    if (speciesId) setComparison((current) => addToComparison(current, speciesId));
    trackInteraction('configurator_complete', { configuratorData: configuratorData(surface, true) });
    configurator.reset();
    // The shared link has done its job; a reload or Back should not bring it back over the fresh draft.
    goToStep(2, { dropParams: [SHARE_LINK_PARAM] });
  };

  return (
    // ANALYTICS-20: the step names the view of every click and scroll depth for the heatmaps.
    <div className="min-h-full" data-hm-view={step === 1 ? 'configure' : 'summary'}>
      <SiteHeader>
        <StepIndicator current={step} onGoTo={goToStep} />
        {/* The pre-rendered page holds Start over's place, so the header does not grow when it arrives. */}
        <div className="flex min-h-9 min-w-24 justify-end">
          <AfterHydration>
            <Suspense fallback={null}>
              <StartOver
                forPartner={partner !== null}
                onStartOver={() => {
                  configurator.reset();
                  setComparison([]);
                  goToStep(1, { dropParams: [SHARE_LINK_PARAM] });
                }}
              />
            </Suspense>
          </AfterHydration>
        </div>
      </SiteHeader>
      {partner ? (
        <Suspense fallback={null}>
          <PartnerBar partner={partner} />
        </Suspense>
      ) : null}
      <main className="pt-6 sm:pt-8">
        <AfterHydration>
          <Suspense fallback={null}>
            <div className="px-4 sm:px-6 lg:px-8">
              <PriceUpdates surface={step === 1 && configurator.speciesChosen ? shownSurface : null} />
              {step === 1 && saved.length === 0 ? (
                <StartFromFinished onStarted={() => goToStep(2, { dropParams: [SHARE_LINK_PARAM] })} />
              ) : null}
            </div>
          </Suspense>
        </AfterHydration>
        {/* OPS-20: a step that fails to render apologises in place; the header and the other step stay usable. */}
        <AreaErrorBoundary key={step}>
          {step === 1 ? (
            <ConfigureStep
              configurator={configurator}
              comparison={comparison}
              onComparisonChange={setComparison}
              onInteraction={markStarted}
              onAddToQuote={addToQuote}
              onBack={saved.length > 0 ? () => goToStep(2) : null}
            />
          ) : (
            <Suspense fallback={<StepLoading />}>
              <QuoteSummaryStep
                onBack={() => goToStep(1)}
                onAddAnother={() => {
                  configurator.reset();
                  goToStep(1);
                }}
              />
            </Suspense>
          )}
        </AreaErrorBoundary>
      </main>
      <PageFooter step={step} forPartner={partner !== null} />
    </div>
  );
}

/** The page's foot: the link for trade partners to apply. */
function PageFooter({ step, forPartner }: { step: 1 | 2; forPartner: boolean }) {
  return (
    // On a phone, step 1's price bar is fixed at the bottom: the page ends clear of it.
    <footer
      className={cx(
        'mx-auto max-w-7xl px-4 pt-8 text-sm text-ink-muted sm:px-6 lg:px-8 print:hidden',
        step === 1 ? 'pb-28 lg:pb-8' : 'pb-8',
      )}
    >
      {/* A signed-in partner has applied already. */}
      {forPartner ? null : (
        <a
          href="/professional/apply"
          className="font-medium text-walnut-700 underline underline-offset-4 hover:text-walnut-800"
        >
          Trade partners: apply
        </a>
      )}
    </footer>
  );
}
