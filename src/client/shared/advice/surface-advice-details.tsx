import { useMemo } from 'react';
import { adviseSurface, type AdviceSurface } from '../../../core/advice/advise-surface';
import { useStoredValue } from '../stored-value';
import { adviceRegion } from './advice-region';
import { AdviceText } from './advice-text';

/**
 * CONF-39 to CONF-41 under a saved or quoted surface (the quote summary and the quote page), folded
 * away: the usual spans and the region the customer last chose in the configurator (ADR 023).
 */
export function SurfaceAdviceDetails({ surface, speciesName, headingLevel }: { surface: AdviceSurface; speciesName: string; headingLevel: 3 | 4 }) {
  const region = useStoredValue(adviceRegion);
  const advice = useMemo(() => adviseSurface({ surface, speciesName, region }), [surface, speciesName, region]);
  return (
    <details className="mt-3 border-t border-line pt-3" data-testid="surface-advice">
      <summary className="cursor-pointer text-sm font-semibold text-ink">Will it sag, will it move?</summary>
      <div className="mt-2">
        <AdviceText advice={advice} headingLevel={headingLevel} />
      </div>
    </details>
  );
}
