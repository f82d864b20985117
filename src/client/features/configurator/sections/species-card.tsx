import { memo } from 'react';
import type { WoodSpeciesSummary } from '#core/catalogue/catalogue-types';
import { woodThumbnailUrl } from '#core/catalogue/wood-image-urls';
import { LABELS, type Grain } from '#core/surface/surface-options';
import { formatRand } from '#core/money';
import { cx } from '#client/shared/cx';
import { WoodImage } from '#client/shared/ui/wood-image';

interface SpeciesCardProps {
  species: WoodSpeciesSummary;
  grains: readonly Grain[];
  priceHintCents: number | null;
  /** The grain chosen for this species, when it is the configured wood. */
  selectedGrain: Grain | null;
  compared: boolean;
  compareDisabled: boolean;
  onOpen: (speciesId: string) => void;
  onToggleCompare: (speciesId: string) => void;
}

/** The staff photo when there is one (the catalogue says), else the generated texture. */
function thumbnailOf(species: WoodSpeciesSummary, grain: Grain): string {
  return species.images[grain]?.thumbnailUrl ?? woodThumbnailUrl(species.speciesId, grain);
}

// Memoised: choosing a wood renders again only the cards whose selection changed (ADR 008).
export const SpeciesCard = memo(function SpeciesCard({
  species,
  grains,
  priceHintCents,
  selectedGrain,
  compared,
  compareDisabled,
  onOpen,
  onToggleCompare,
}: SpeciesCardProps) {
  const selected = selectedGrain !== null;
  return (
    <li
      className={cx(
        'group relative flex w-40 shrink-0 snap-start flex-col overflow-hidden rounded-xl border bg-card transition-shadow hover:shadow-md sm:w-auto',
        selected ? 'border-walnut-600 ring-2 ring-walnut-600' : 'border-line',
      )}
    >
      <button
        type="button"
        onClick={() => onOpen(species.speciesId)}
        data-hm={`wood:${species.speciesId}`}
        aria-haspopup="dialog"
        className="flex flex-1 flex-col text-left"
      >
        <div className="relative">
          <WoodImage
            src={thumbnailOf(species, grains[0] ?? 'face')}
            alt=""
            className="aspect-[3/2] w-full sm:aspect-[4/3]"
            afterHydration
          />
          {selected ? (
            <span className="absolute top-2 left-2 rounded-full bg-walnut-700 px-2.5 py-1 text-xs font-semibold text-white shadow">
              ✓ {LABELS.grain[selectedGrain]} grain
            </span>
          ) : null}
        </div>
        <span className="flex flex-1 flex-col gap-0.5 p-3">
          <span className="font-semibold text-ink">{species.name}</span>
          <span className="text-sm text-ink-muted">
            {priceHintCents === null ? (
              'Price on request'
            ) : (
              <>
                from <span className="whitespace-nowrap font-medium text-ink">{formatRand(priceHintCents)}/m²</span>
              </>
            )}
          </span>
          <span className="text-xs text-ink-muted">{grains.map((grain) => LABELS.grain[grain]).join(' · ')} grain</span>
          <span className="sr-only">: choose grain orientation</span>
        </span>
      </button>
      <button
        type="button"
        onClick={() => onToggleCompare(species.speciesId)}
        data-hm={`compare:${species.speciesId}`}
        aria-pressed={compared}
        disabled={compareDisabled && !compared}
        className={cx(
          'border-t border-line px-3 py-2 text-left text-sm font-medium transition-colors',
          compared ? 'bg-walnut-50 text-walnut-800' : 'text-ink-muted hover:bg-walnut-50 hover:text-walnut-800',
          'disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:bg-transparent',
        )}
      >
        <span aria-hidden="true" className="mr-1.5 inline-block w-4 text-center">
          {compared ? '☑' : '☐'}
        </span>
        Compare<span className="sr-only"> {species.name}</span>
      </button>
    </li>
  );
});
