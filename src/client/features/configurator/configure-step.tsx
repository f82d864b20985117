import { lazy, memo, Suspense, useCallback, useDeferredValue, useRef, useState } from 'react';
import { grainLabel } from '#core/surface/grain-availability';
import type { Grain } from '#core/surface/surface-options';
import type { SurfaceConfiguration } from '#core/surface/surface-schema';
import { useEdgeProfiles, usePriceBook, useWoodSpeciesSummaries } from '#client/shared/catalogue/catalogue-queries';
import { AfterHydration } from '#client/shared/after-hydration';
import { afterNextPaint } from '#client/shared/after-next-paint';
import { STEP_HEADING_ID } from '#client/shared/focus-when-shown';
import { usePrefetchOnIdle } from '#client/shared/use-prefetch-on-idle';
import { MobilePriceBar } from './mobile-price-bar';
import { ChangeNoticeBanner } from './change-notice';
import { DrawingCard } from './drawing-card';
import { PricingSummary } from './pricing-summary';
import { scrollToSection } from './scroll-to-section';
import { BacksplashSection } from './sections/backsplash-section';
import { CutoutsSection } from './sections/cutouts-section';
import { DimensionsSection } from './sections/dimensions-section';
import { EdgeSection } from './sections/edge-section';
import { FinishSection } from './sections/finish-section';
import { SurfaceTypeSection } from './sections/surface-type-section';
import { ThicknessSection } from './sections/thickness-section';
import { WoodSpeciesSection } from './sections/wood-species-section';
import { StepActions } from './step-actions';
import { TypeOptionsSection } from './type-options/type-options-section';
import type { ConfiguratorDraft } from './use-configurator-draft';
import type { SurfaceDraft } from '#core/surface/surface-rules';
import { useLivePrice } from './use-live-price';
import { usePartnerDiscount } from '#client/shared/session/use-session';

// ADR 008: the grain dialog (with Radix's collapsible) is not needed before a wood card is
// clicked, so it stays out of the first load; it is fetched on idle, and mounted from the first
// click on (kept mounted after). It is held in state rather than React.lazy: a lazy component
// suspends on its first render even when its module is there, and React then holds the
// dialog back for 300 ms (its fallback throttle) after the click (ADR 008).
const loadGrainDialog = () => import('../grain-dialog/grain-dialog');
type GrainDialogModule = Awaited<ReturnType<typeof loadGrainDialog>>;
// The list a printed page shows in place of the form: never on screen, so it loads on idle too.
const loadPrintSummary = () => import('./print-summary');
// Memoised, like the sections: opening a wood or typing in a field re-renders this step, and
// neither part shows what those change (ADR 008).
const PrintSummary = memo(lazy(async () => ({ default: (await loadPrintSummary()).PrintSummary })));
// The share link sits below the price, far below the fold on a phone.
const loadShareLink = () => import('./share-link');
const ShareLink = memo(lazy(async () => ({ default: (await loadShareLink()).ShareLink })));
// The advice (CONF-39 to CONF-41) sits beside the price but is not needed to paint it (ADR 008).
const loadAdviceCard = () => import('./advice-card');
const AdviceCard = memo(lazy(async () => ({ default: (await loadAdviceCard()).AdviceCard })));

type DraftRule = (draft: SurfaceDraft) => SurfaceDraft;
const NO_ERRORS: Record<string, string> = {};

interface Props {
  configurator: ConfiguratorDraft;
  comparison: readonly string[];
  onComparisonChange: (next: readonly string[]) => void;
  onInteraction: () => void;
  onAddToQuote: (surface: SurfaceConfiguration) => void;
  /** Back returns to the quote when it already holds surfaces; there is nothing before step 1. */
  onBack: (() => void) | null;
}

export function ConfigureStep({ configurator, comparison, onComparisonChange, onInteraction, onAddToQuote, onBack }: Props) {
  const { draft, validation, speciesChosen, update, notice } = configurator;
  const priceBook = usePriceBook();
  const speciesList = useWoodSpeciesSummaries();
  const edgeProfiles = useEdgeProfiles();
  const book = priceBook.data;
  const discountPercentage = usePartnerDiscount();
  const price = useLivePrice(validation, book, priceBook.isError, discountPercentage);
  const errors = validation.ok ? NO_ERRORS : validation.errors;

  // The wood last opened stays while its dialog closes, so the closing dialog is not first
  // rendered again without it; the dialog is mounted from the first opening on.
  const [dialogSpeciesId, setDialogSpeciesId] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [grainDialog, setGrainDialog] = useState<GrainDialogModule | null>(null);
  const fetchGrainDialog = useCallback(() => loadGrainDialog().then(setGrainDialog), []);
  usePrefetchOnIdle(fetchGrainDialog);
  usePrefetchOnIdle(loadPrintSummary);
  usePrefetchOnIdle(loadShareLink);
  usePrefetchOnIdle(loadAdviceCard);
  const scrollAfterClose = useRef<string | null>(null);
  // Stable, so the memoised sections (draft-section.ts) skip the changes they do not show.
  const updateSurfaceType = useCallback((rule: DraftRule) => update(rule, 'surface-type'), [update]);
  const updateTypeOptions = useCallback((rule: DraftRule) => update(rule, 'type-options'), [update]);
  // After the new layout's extra fields have rendered, so the scroll lands where they end up.
  const scrollToDimensions = useCallback(() => requestAnimationFrame(() => scrollToSection('dimensions-heading')), []);
  const { chooseSpecies } = configurator;
  const surfaceType = draft.surfaceType;
  const selectSpecies = useCallback(
    (speciesId: string, grain: Grain) => {
      chooseSpecies(speciesId, grain);
      // CONF-05: next comes the layout for a countertop, otherwise the dimensions.
      scrollAfterClose.current = surfaceType === 'countertop' ? 'layout-heading' : 'dimensions-heading';
    },
    [chooseSpecies, surfaceType],
  );
  const closeSpecies = useCallback(() => setDialogOpen(false), []);
  const scrollAfterDialog = useCallback((event: Event) => {
    const target = scrollAfterClose.current;
    if (!target) return;
    scrollAfterClose.current = null;
    event.preventDefault();
    scrollToSection(target);
  }, []);
  const openSpecies = useCallback(
    (speciesId: string) => {
      onInteraction();
      setDialogSpeciesId(speciesId);
      setDialogOpen(true);
      // Clicked before the idle prefetch: the dialog opens once its module is in, asked for
      // after this frame, as asking adds the module's preload links to the document's head,
      // which costs the frame that answers the tap a restyle of the whole page (ADR 008).
      if (!grainDialog) afterNextPaint(() => void fetchGrainDialog());
    },
    [onInteraction, grainDialog, fetchGrainDialog],
  );
  // The drawing keeps showing the last size that made sense while a field is being fixed.
  const [lastValidSurface, setLastValidSurface] = useState<SurfaceConfiguration | null>(null);
  if (validation.ok && validation.surface !== lastValidSurface) setLastValidSurface(validation.surface);
  const drawnSurface = validation.ok ? validation.surface : lastValidSurface;
  // The drawing (its geometry and label layout are the costliest part of a change) follows in a
  // render of its own just after the one that paints the choice and the price, so a tap or a
  // keystroke is answered on the next frame (ADR 008).
  const deferredDrawing = { surface: useDeferredValue(drawnSurface), valid: useDeferredValue(validation.ok) };
  // Only a printed page shows this list: it follows in a render after the one the customer sees.
  const printedSurface = useDeferredValue(validation.ok ? validation.surface : null);

  const dialogSpecies = speciesList.data?.find((s) => s.speciesId === dialogSpeciesId) ?? null;
  const chosenSpeciesId = book?.species[draft.woodSpecies]?.speciesId;
  const chosenSpecies = speciesList.data?.find((s) => s.speciesId === chosenSpeciesId);
  const woodLabel = `${chosenSpecies?.name ?? 'Wood'}, ${grainLabel(draft.grainStyle).toLowerCase()} grain`;
  const canAdd = speciesChosen && validation.ok && price.status === 'priced';

  const showsBacksplash = draft.surfaceType === 'countertop' && draft.countertopLayout !== 'island';
  const showsCutouts = draft.surfaceType === 'countertop';
  // Sections are numbered as shown; backsplash and cutouts come and go with the surface type.
  const shownSections = [
    'surface-type',
    'wood-species',
    'type-options',
    'dimensions',
    'thickness',
    ...(showsBacksplash ? ['backsplash'] : []),
    ...(showsCutouts ? ['cutouts'] : []),
    'edges',
    'finish',
  ];
  const numberOf = (section: string) => shownSections.indexOf(section) + 1;

  return (
    <div className="mx-auto max-w-7xl px-4 pb-8 sm:px-6 lg:px-8 lg:pb-16">
      <div className="max-w-3xl">
        <h1 id={STEP_HEADING_ID} tabIndex={-1} className="text-3xl font-semibold text-ink outline-none sm:text-4xl">
          Configure Your Surface
        </h1>
        <p className="mt-2 text-ink-muted">
          Solid wood, made to your measurements in our Nelspruit workshop and delivered nationwide. Prices update as you go and include VAT.
        </p>
      </div>

      {configurator.linkError ? (
        <div role="alert" className="mt-5 flex items-start justify-between gap-3 rounded-xl border border-danger-700/30 bg-danger-50 p-4 text-danger-700">
          <p>
            <span className="font-semibold">{configurator.linkError}</span> We have started you on a fresh configuration instead.
          </p>
          <button type="button" className="shrink-0 text-sm font-semibold underline" onClick={configurator.dismissLinkError}>
            Dismiss
          </button>
        </div>
      ) : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_26rem] print:block">
        <div className="min-w-0 space-y-5 print:hidden">
          <SurfaceTypeSection number={numberOf('surface-type')} draft={draft} onUpdate={updateSurfaceType} />
          {notice?.origin === 'surface-type' ? <ChangeNoticeBanner notice={notice} /> : null}
          <WoodSpeciesSection
            number={numberOf('wood-species')}
            draft={draft}
            speciesChosen={speciesChosen}
            species={speciesList.data}
            speciesError={speciesList.isError}
            book={book}
            discountPercentage={discountPercentage}
            comparison={comparison}
            onComparisonChange={onComparisonChange}
            onOpenSpecies={openSpecies}
          />
          <TypeOptionsSection
            number={numberOf('type-options')}
            draft={draft}
            errors={errors}
            book={book}
            onUpdate={updateTypeOptions}
            onLayoutPicked={scrollToDimensions}
          />
          {notice?.origin === 'type-options' ? <ChangeNoticeBanner notice={notice} /> : null}
          <DimensionsSection number={numberOf('dimensions')} draft={draft} errors={errors} onUpdate={update} />
          <ThicknessSection
            number={numberOf('thickness')}
            draft={draft}
            customThickness={configurator.customThickness}
            error={errors.thicknessMm}
            onPreset={configurator.chooseThicknessPreset}
            onCustom={configurator.typeCustomThickness}
            onCustomDone={configurator.settleCustomThickness}
          />
          {showsBacksplash ? <BacksplashSection number={numberOf('backsplash')} draft={draft} error={errors.backsplashHeightMm} onUpdate={update} /> : null}
          {showsCutouts ? <CutoutsSection number={numberOf('cutouts')} draft={draft} book={book} error={errors.cutouts} onUpdate={update} /> : null}
          <EdgeSection number={numberOf('edges')} draft={draft} profiles={edgeProfiles.data} onUpdate={update} />
          <FinishSection number={numberOf('finish')} draft={draft} book={book} onUpdate={update} />
        </div>

        {/* On a desktop the column scrolls with the page and then stays, its foot at the screen's
            foot, until the form ends: all of it is reached by scrolling the page, never by a
            scroll box of its own that hid its lower part (the line total, the share link). The
            actions stay on screen while the column's foot is still lower down the page. */}
        <aside aria-label="Your surface" className="min-w-0 space-y-4 max-lg:below-first-screen lg:sticky lg:bottom-4 lg:self-end">
          <AfterHydration>
            <Suspense fallback={null}>
              <PrintSummary surface={printedSurface} />
            </Suspense>
          </AfterHydration>
          <DrawingCard surface={deferredDrawing.surface} valid={deferredDrawing.valid} />
          <PricingSummary price={price} woodLabel={woodLabel} speciesChosen={speciesChosen} />
          <AfterHydration>
            <Suspense fallback={null}>
              <AdviceCard surface={drawnSurface} onUpdate={update} />
            </Suspense>
          </AfterHydration>
          {/* A link opens with its wood already chosen, so there is nothing to share before one is. */}
          <div className="print:hidden">
            <AfterHydration>
              <Suspense fallback={null}>
                <ShareLink surface={validation.ok && configurator.speciesChosen ? validation.surface : null} />
              </Suspense>
            </AfterHydration>
          </div>
          <div className="lg:sticky lg:bottom-0 lg:border-t lg:border-line lg:bg-canvas lg:py-3 print:hidden">
            <StepActions
              hint={
                !speciesChosen
                  ? 'Choose a wood species and its grain to continue.'
                  : !validation.ok
                    ? 'Fix the highlighted fields to continue.'
                    : 'Adds this surface to your quote; you can add more.'
              }
              canAdd={canAdd}
              onBack={onBack}
              onAdd={() => {
                if (validation.ok) onAddToQuote(validation.surface);
              }}
            />
          </div>
        </aside>
      </div>

      {grainDialog && dialogSpeciesId !== null ? (
        <grainDialog.GrainDialog
          open={dialogOpen && dialogSpecies !== null}
          onClose={closeSpecies}
          species={dialogSpecies}
          selectedWood={speciesChosen ? draft.woodSpecies : null}
          surfaceType={draft.surfaceType}
          book={book}
          onSelect={selectSpecies}
          onCloseAutoFocus={scrollAfterDialog}
        />
      ) : null}

      <MobilePriceBar price={price} speciesChosen={speciesChosen} />
    </div>
  );
}
