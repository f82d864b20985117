import { useCallback, useEffect, useRef, useState } from 'react';
import type { SurfaceDraft } from '#core/surface/surface-rules';
import { trackInteraction, type ConfiguratorData } from '#client/shared/tracking/track';

const wholeMm = (value: number): number | null => (Number.isInteger(value) && value >= 0 ? value : null);

export function configuratorData(draft: SurfaceDraft, completed: boolean): ConfiguratorData {
  return {
    started: true,
    completed,
    surfaceType: draft.surfaceType,
    woodSpecies: draft.woodSpecies,
    dimensions: {
      length: wholeMm(draft.lengthMm),
      width: wholeMm(draft.widthMm),
      thickness: wholeMm(draft.thicknessMm),
    },
  };
}

/**
 * ANALYTICS-03: configurator_start once, on the customer's first interaction: the first change
 * to the draft, or opening a wood's grain dialog (`markStarted`).
 */
export function useConfiguratorStart(draft: SurfaceDraft): () => void {
  const started = useRef(false);
  const [initialDraft] = useState(draft);
  const latestDraft = useRef(draft);

  const markStarted = useCallback(() => {
    if (started.current) return;
    started.current = true;
    trackInteraction('configurator_start', { configuratorData: configuratorData(latestDraft.current, false) });
  }, []);

  useEffect(() => {
    latestDraft.current = draft;
    if (draft !== initialDraft) markStarted();
  }, [draft, initialDraft, markStarted]);

  return markStarted;
}
