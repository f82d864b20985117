import { lazy, memo, Suspense } from 'react';
import type { PriceBook } from '#core/pricing/price-book';
import type { SurfaceType } from '#core/surface/surface-options';
import type { SurfaceDraft } from '#core/surface/surface-rules';
import { ConfigSection } from '../config-section';
import { usePrefetchOnIdle } from '#client/shared/use-prefetch-on-idle';
import { CountertopOptions } from './countertop-options';

// ADR 048: the first screen is a countertop's; the other surfaces' options load when the page
// is idle, long before a customer usually changes the surface type. A change before then is
// answered at once all the same (the choice and the price); this section follows, as it would.
const loadOtherOptions = () => import('./other-surface-options');
const OtherSurfaceOptions = lazy(async () => ({ default: (await loadOtherOptions()).OtherSurfaceOptions }));

/** CONF-06: the panel's title names the surface type. */
const PANEL_TITLES: Record<SurfaceType, string> = {
  countertop: 'Countertop Options',
  table_top: 'Table Options',
  desk_top: 'Desktop Options',
  stair_tread: 'Stair Tread Options',
  floating_shelf: 'Floating Shelf Options',
};

interface Props {
  number: number;
  draft: SurfaceDraft;
  errors: Record<string, string>;
  book: PriceBook | undefined;
  onUpdate: (rule: (draft: SurfaceDraft) => SurfaceDraft) => void;
  onLayoutPicked: () => void;
}

// Memoised: while another section is changed it keeps the draft it has, and is not rendered (ADR 048).
export const TypeOptionsSection = memo(function TypeOptionsSection({
  number,
  draft,
  errors,
  book,
  onUpdate,
  onLayoutPicked,
}: Props) {
  usePrefetchOnIdle(loadOtherOptions);
  return (
    <ConfigSection id="type-options" number={number} title={PANEL_TITLES[draft.surfaceType]}>
      {draft.surfaceType === 'countertop' ? (
        <CountertopOptions
          draft={draft}
          error={errors.cabinetryHeightMm}
          onUpdate={onUpdate}
          onLayoutPicked={onLayoutPicked}
        />
      ) : (
        <Suspense fallback={null}>
          <OtherSurfaceOptions draft={draft} errors={errors} book={book} onUpdate={onUpdate} />
        </Suspense>
      )}
    </ConfigSection>
  );
});
