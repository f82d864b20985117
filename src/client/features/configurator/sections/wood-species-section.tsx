import { lazy, Suspense, useCallback, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import type { WoodSpeciesSummary } from '#core/catalogue/catalogue-types';
import { TIER_INFO } from '#core/catalogue/tiers';
import { TIERS, type PriceBook } from '#core/pricing/price-book';
import { addToComparison, MAX_COMPARED_SPECIES, removeFromComparison } from '#core/surface/comparison';
import { availableGrains } from '#core/surface/grain-availability';
import type { SurfaceDraft } from '#core/surface/surface-rules';
import { ConfigSection } from '../config-section';
import { speciesPriceHintCents } from '../species-price-hint';
import { SpeciesCard } from './species-card';
import type { ComparedSpecies } from './species-comparison';
import { draftSection } from '../draft-section';
import { retryWoodSpeciesSummaries } from '#client/shared/catalogue/catalogue-queries';
import { Button } from '#client/shared/ui/button';

// ADR 008: the comparison table shows only once a customer compares woods, so it is not in the
// first load; it loads on the first comparison.
const SpeciesComparison = lazy(async () => ({ default: (await import('./species-comparison')).SpeciesComparison }));

/** The draft's fields this section shows (draft-section.ts). */
const SHOWN_FIELDS = ['surfaceType', 'thicknessMm', 'woodSpecies', 'grainStyle'] as const;

interface Props {
  number: number;
  draft: Pick<SurfaceDraft, (typeof SHOWN_FIELDS)[number]>;
  speciesChosen: boolean;
  species: readonly WoodSpeciesSummary[] | undefined;
  speciesError: boolean;
  book: PriceBook | undefined;
  /** A signed-in partner's discount: the cards' 'from' prices are theirs (PRICE-11). */
  discountPercentage: number | undefined;
  comparison: readonly string[];
  onComparisonChange: Dispatch<SetStateAction<readonly string[]>>;
  onOpenSpecies: (speciesId: string) => void;
}

/** CONF-27: no woods to show (a failed fetch, or an answer that is not a list); the rest of step 1 stays usable. */
function SpeciesLoadFailed() {
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    void retryWoodSpeciesSummaries().finally(() => setRetrying(false));
  };
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-danger-50 p-3 text-sm text-danger-700"
    >
      <p>We could not load the wood species.</p>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => retrying || retry()}
        aria-disabled={retrying}
        data-hm="retry-wood-species"
      >
        {retrying ? 'Trying again…' : 'Try again'}
      </Button>
    </div>
  );
}

export const WoodSpeciesSection = draftSection(
  SHOWN_FIELDS,
  function WoodSpeciesSection({
    number,
    draft,
    speciesChosen,
    species,
    speciesError,
    book,
    discountPercentage,
    comparison,
    onComparisonChange,
    onOpenSpecies,
  }: Props) {
    const { surfaceType, thicknessMm } = draft;
    // Priced again only when what the hints depend on changes (a partner's discount among them),
    // not when a wood is chosen (ADR 008).
    const entries = useMemo(
      (): ComparedSpecies[] =>
        (species ?? []).map((summary) => {
          const grains = availableGrains(summary.grains, surfaceType);
          const priceHintCents = book
            ? speciesPriceHintCents({
                book,
                speciesId: summary.speciesId,
                grains,
                surfaceType,
                thicknessMm,
                discountPercentage,
              })
            : null;
          return { species: summary, grains, priceHintCents };
        }),
      [species, book, surfaceType, thicknessMm, discountPercentage],
    );
    // Stable (it reads the comparison as it is when applied), so ticking one card renders that card alone (ADR 048).
    const toggleCompare = useCallback(
      (speciesId: string) =>
        onComparisonChange((current) =>
          current.includes(speciesId) ? removeFromComparison(current, speciesId) : addToComparison(current, speciesId),
        ),
      [onComparisonChange],
    );
    const chosenSpeciesId = speciesChosen ? (book?.species[draft.woodSpecies]?.speciesId ?? null) : null;
    const compared = comparison.flatMap((id) => entries.filter((entry) => entry.species.speciesId === id));
    const comparisonFull = comparison.length >= MAX_COMPARED_SPECIES;

    return (
      <ConfigSection
        id="wood-species"
        number={number}
        title="Wood Species"
        description="Tap a wood to see its grain orientations, a pricing example and photos. Tick Compare to see up to three side by side."
      >
        {speciesError ? <SpeciesLoadFailed /> : null}
        {species === undefined && !speciesError ? (
          <p role="status" className="text-sm text-ink-muted">
            Loading wood species…
          </p>
        ) : null}
        <div className="space-y-7">
          {TIERS.map((tier) => {
            const inTier = entries
              .filter((entry) => entry.species.tierName === tier && entry.grains.length > 0)
              .sort((a, b) => (a.priceHintCents ?? Infinity) - (b.priceHintCents ?? Infinity));
            if (inTier.length === 0) return null;
            return (
              <div key={tier} role="group" aria-labelledby={`tier-${tier}`}>
                <h3 id={`tier-${tier}`} className="text-lg font-semibold text-ink">
                  {TIER_INFO[tier].name}
                </h3>
                <p className="text-sm text-ink-muted">{TIER_INFO[tier].tagline}</p>
                {/* On a phone each collection is a row to swipe through, so sixteen woods do not make a long page. */}
                <ul className="-mx-5 mt-3 flex snap-x snap-mandatory scroll-px-5 gap-3 overflow-x-auto px-5 pb-2 sm:mx-0 sm:grid sm:snap-none sm:grid-cols-3 sm:overflow-visible sm:px-0 sm:pb-0 xl:grid-cols-4">
                  {inTier.map((entry) => (
                    <SpeciesCard
                      key={entry.species.speciesId}
                      species={entry.species}
                      grains={entry.grains}
                      priceHintCents={entry.priceHintCents}
                      selectedGrain={chosenSpeciesId === entry.species.speciesId ? draft.grainStyle : null}
                      compared={comparison.includes(entry.species.speciesId)}
                      compareDisabled={comparisonFull}
                      onOpen={onOpenSpecies}
                      onToggleCompare={toggleCompare}
                    />
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
        {compared.length > 0 ? (
          <Suspense fallback={null}>
            <SpeciesComparison
              compared={compared}
              onRemove={(id) => onComparisonChange((current) => removeFromComparison(current, id))}
              onChoose={onOpenSpecies}
            />
          </Suspense>
        ) : null}
      </ConfigSection>
    );
  },
);
