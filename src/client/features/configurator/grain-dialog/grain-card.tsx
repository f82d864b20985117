import type { MouseEvent } from 'react';
import { grainLabel } from '#core/surface/grain-availability';
import { cx } from '#client/shared/cx';
import { WoodImage } from '#client/shared/ui/wood-image';
import type { OpenGallery } from './gallery-viewer';
import type { GrainOption } from './use-grain-options';
import { WoodGallery } from './wood-gallery';

interface Props {
  speciesName: string;
  option: GrainOption;
  characteristics: string | undefined;
  pricingExample: string | null;
  deliveryRange: string;
  highlighted: boolean;
  current: boolean;
  /** Gets the click's time stamp, for double-click timing. */
  onCardClick: (at: number) => void;
  onSelect: () => void;
  onOpenGallery: (gallery: OpenGallery) => void;
}

export function GrainCard({
  speciesName,
  option,
  characteristics,
  pricingExample,
  deliveryRange,
  highlighted,
  current,
  onCardClick,
  onSelect,
  onOpenGallery,
}: Props) {
  const label = grainLabel(option.grain);
  const headingId = `grain-${option.grain}-heading`;
  // Clicks on the card's own controls (gallery, select) are theirs, not a highlight or a double click.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('button, a, input')) return;
    onCardClick(event.timeStamp);
  };
  return (
    <article
      aria-labelledby={headingId}
      data-testid={`grain-card-${option.grain}`}
      data-highlighted={highlighted || undefined}
      onClick={onClick}
      className={cx(
        'flex cursor-pointer flex-col overflow-hidden rounded-xl border bg-card transition-shadow',
        highlighted ? 'border-walnut-600 shadow-lg ring-2 ring-walnut-600' : 'border-line hover:shadow-md',
      )}
    >
      <WoodImage
        src={option.imageUrl}
        alt={`${speciesName} ${label.toLowerCase()} grain sample`}
        className="aspect-[2/1] w-full sm:aspect-[16/10]"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-center justify-between gap-2">
          <h3 id={headingId} className="text-lg font-semibold text-ink">
            {label} Grain
          </h3>
          {current ? (
            <span className="rounded-full bg-sage-50 px-2 py-0.5 text-xs font-semibold text-sage-700">Your choice</span>
          ) : null}
        </div>
        <p className="text-sm text-ink-muted">{characteristics ?? option.description}</p>
        <dl className="grid gap-2 rounded-lg bg-walnut-50/70 p-3 text-sm">
          <div>
            <dt className="font-semibold text-ink">Pricing Example</dt>
            <dd className="text-ink tabular-nums">{pricingExample ?? 'Loading price…'}</dd>
          </div>
          <div>
            <dt className="font-semibold text-ink">Expected Delivery</dt>
            <dd className="text-ink tabular-nums">{deliveryRange}</dd>
          </div>
        </dl>
        <WoodGallery
          urls={option.galleryUrls}
          subject={`${speciesName} ${label.toLowerCase()} grain`}
          onOpen={onOpenGallery}
        />
        <button
          type="button"
          onClick={onSelect}
          data-hm={`grain:${option.grain}`}
          className="mt-auto rounded-lg bg-walnut-700 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-walnut-800"
        >
          Select {label} Grain
        </button>
      </div>
    </article>
  );
}
