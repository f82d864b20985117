import { useMemo } from 'react';
import { adviseSurface, type AdviceSurface, type SurfaceAdvice } from '#core/advice/advise-surface';
import type { ClimateRegionId } from '#core/advice/climate-regions';
import { useStoredValue } from '../stored-value';
import { useAdviceFigures } from './advice-figures';
import { adviceRegion } from './advice-region';
import { AdviceText } from './advice-text';

/**
 * CONF-39 to CONF-41 under a saved or quoted surface, folded away. A stored quote's page passes
 * the advice its reply carries (its span, region and figures kept, ADR 023); the quote summary
 * computes it from the surface's span, the region the customer chose in the configurator and
 * the price book's figures.
 */
export function SurfaceAdviceDetails({
  surface,
  speciesName,
  headingLevel,
  advice,
}: {
  surface: AdviceSurface;
  speciesName: string;
  headingLevel: 3 | 4;
  advice?: SurfaceAdvice;
}) {
  return (
    <details className="mt-3 border-t border-line pt-3" data-testid="surface-advice">
      <summary className="cursor-pointer text-sm font-semibold text-ink">Will it sag, will it move?</summary>
      <div className="mt-2">
        {advice ? (
          <AdviceText advice={advice} headingLevel={headingLevel} />
        ) : (
          <ComputedAdvice surface={surface} speciesName={speciesName} headingLevel={headingLevel} />
        )}
      </div>
    </details>
  );
}

function ComputedAdvice({
  surface,
  speciesName,
  headingLevel,
}: {
  surface: AdviceSurface;
  speciesName: string;
  headingLevel: 3 | 4;
}) {
  const region = useStoredValue(adviceRegion);
  const figures = useAdviceFigures();
  const advice = useMemo(
    () => adviseSurface({ surface, speciesName, region, figures }),
    [surface, speciesName, region, figures],
  );
  return <AdviceText advice={advice} headingLevel={headingLevel} />;
}

/**
 * The region the summary's advice uses, for the quote being saved (ADR 023). Read through this
 * module, which the summary already loads, so saving adds no chunk of its own to the first load.
 */
export function chosenAdviceRegion(): ClimateRegionId {
  return adviceRegion.get();
}
