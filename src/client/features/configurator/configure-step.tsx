import { useCallback, type Dispatch, type SetStateAction } from 'react';
import { grainLabel } from '#core/surface/grain-availability';
import type { Grain } from '#core/surface/surface-options';
import type { SurfaceConfiguration } from '#core/surface/surface-schema';
import { useEdgeProfiles, usePriceBook, useWoodSpeciesSummaries } from '#client/shared/catalogue/catalogue-queries';
import { STEP_HEADING_ID } from '#client/shared/focus-when-shown';
import { usePrefetchOnIdle } from '#client/shared/use-prefetch-on-idle';
import { usePartnerDiscount } from '#client/shared/session/use-session';
import { ConfigureForm, useSectionUpdaters } from './configure-form';
import { MobilePriceBar } from './mobile-price-bar';
import { scrollToSection } from './scroll-to-section';
import { loadAdviceCard, loadPrintSummary, loadShareLink, SurfaceAside } from './surface-aside';
import type { ConfiguratorDraft } from './use-configurator-draft';
import { useGrainDialog } from './use-grain-dialog';
import { useLivePrice } from './use-live-price';
import { useSectionDrafts } from './use-section-drafts';

const NO_ERRORS: Record<string, string> = {};

interface Props {
  configurator: ConfiguratorDraft;
  comparison: readonly string[];
  onComparisonChange: Dispatch<SetStateAction<readonly string[]>>;
  onInteraction: () => void;
  onAddToQuote: (surface: SurfaceConfiguration) => void;
  /** Back returns to the quote when it already holds surfaces; there is nothing before step 1. */
  onBack: (() => void) | null;
}

function StepIntro({ linkError, onDismissLinkError }: { linkError: string | null; onDismissLinkError: () => void }) {
  return (
    <>
      <div className="max-w-3xl">
        <h1 id={STEP_HEADING_ID} tabIndex={-1} className="text-3xl font-semibold text-ink outline-none sm:text-4xl">
          Configure Your Surface
        </h1>
        <p className="mt-2 text-ink-muted">
          Solid wood, made to your measurements in our Nelspruit workshop and delivered nationwide. Prices update as you
          go and include VAT.
        </p>
      </div>

      {linkError ? (
        <div
          role="alert"
          className="mt-5 flex items-start justify-between gap-3 rounded-xl border border-danger-700/30 bg-danger-50 p-4 text-danger-700"
        >
          <p>
            <span className="font-semibold">{linkError}</span> We have started you on a fresh configuration instead.
          </p>
          <button type="button" className="shrink-0 text-sm font-semibold underline" onClick={onDismissLinkError}>
            Dismiss
          </button>
        </div>
      ) : null}
    </>
  );
}

/**
 * Step 1. A change renders at once only the section it came from and the price; the other
 * sections, the drawing and the advice follow in a transition (ADR 048, use-section-drafts.ts).
 */
export function ConfigureStep({
  configurator,
  comparison,
  onComparisonChange,
  onInteraction,
  onAddToQuote,
  onBack,
}: Props) {
  const { draft, validation, speciesChosen, notice } = configurator;
  const priceBook = usePriceBook();
  const speciesList = useWoodSpeciesSummaries();
  const edgeProfiles = useEdgeProfiles();
  const book = priceBook.data;
  const discountPercentage = usePartnerDiscount();
  const price = useLivePrice(validation, book, priceBook.isError, discountPercentage);
  const errors = validation.ok ? NO_ERRORS : validation.errors;
  const sections = useSectionDrafts({ draft, errors, customThickness: configurator.customThickness });
  const updaters = useSectionUpdaters(configurator, sections.touch);

  usePrefetchOnIdle(loadPrintSummary);
  usePrefetchOnIdle(loadShareLink);
  usePrefetchOnIdle(loadAdviceCard);
  // After the new layout's extra fields have rendered, so the scroll lands where they end up.
  const scrollToDimensions = useCallback(() => requestAnimationFrame(() => scrollToSection('dimensions-heading')), []);
  const { chooseSpecies: choose } = configurator;
  const { touch } = sections;
  const chooseSpecies = useCallback(
    (speciesId: string, grain: Grain) => {
      touch('wood-species');
      choose(speciesId, grain);
    },
    [touch, choose],
  );
  const grainDialog = useGrainDialog({
    species: speciesList.data,
    selectedWood: speciesChosen ? draft.woodSpecies : null,
    surfaceType: draft.surfaceType,
    book,
    onInteraction,
    chooseSpecies,
  });

  const chosenSpeciesId = book?.species[draft.woodSpecies]?.speciesId;
  const chosenSpecies = speciesList.data?.find((s) => s.speciesId === chosenSpeciesId);
  const woodLabel = `${chosenSpecies?.name ?? 'Wood'}, ${grainLabel(draft.grainStyle).toLowerCase()} grain`;

  return (
    <div className="mx-auto max-w-7xl px-4 pb-8 sm:px-6 lg:px-8 lg:pb-16">
      <StepIntro linkError={configurator.linkError} onDismissLinkError={configurator.dismissLinkError} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_26rem] print:block">
        <ConfigureForm
          view={sections.of}
          deferredDraft={sections.deferred.draft}
          updaters={updaters}
          notice={notice}
          speciesChosen={speciesChosen}
          species={speciesList}
          edgeProfiles={edgeProfiles.data}
          book={book}
          discountPercentage={discountPercentage}
          comparison={comparison}
          onComparisonChange={onComparisonChange}
          onOpenSpecies={grainDialog.openSpecies}
          onLayoutPicked={scrollToDimensions}
        />
        <SurfaceAside
          validation={validation}
          price={price}
          woodLabel={woodLabel}
          speciesChosen={speciesChosen}
          adviceAhead={sections.ahead('advice')}
          onAdviceUpdate={updaters.advice}
          onBack={onBack}
          onAddToQuote={onAddToQuote}
        />
      </div>
      {grainDialog.dialog}
      <MobilePriceBar price={price} speciesChosen={speciesChosen} />
    </div>
  );
}
