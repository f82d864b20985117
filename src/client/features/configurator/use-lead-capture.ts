import { useEffect, useRef } from 'react';
import { isUntouchedSurface } from '#core/surface/surface-defaults';
import { BOUNDS } from '#core/surface/surface-options';
import type { SurfaceDraft } from '#core/surface/surface-rules';

/** ANALYTICS-01: wait until the customer pauses, so one burst of typing makes one request. */
const DEBOUNCE_MS = 800;

const within = (mm: number, bounds: { min: number; max: number }): boolean =>
  Number.isInteger(mm) && mm >= bounds.min && mm <= bounds.max;

/**
 * ANALYTICS-01 lead capture: when the wood, length, width or finish changes and there is a
 * surface type plus a species or a dimension, POST /api/leads/capture. Fire and forget:
 * failures are ignored. Half-typed sizes are not sent; the next valid one is. The untouched
 * fresh surface (the page opened, or opened again after 'Add & Get My Quote') is no interaction.
 */
export function useLeadCapture(draft: SurfaceDraft): void {
  const { surfaceType, woodSpecies, lengthMm, widthMm, thicknessMm, finish, quantity, countertopLayout } = draft;
  // Sent along with a capture but not a reason for one (ANALYTICS-01 names the fields that are).
  const untouched = isUntouchedSurface(draft);
  const latest = useRef({ thicknessMm, quantity, countertopLayout, untouched });
  useEffect(() => {
    latest.current = { thicknessMm, quantity, countertopLayout, untouched };
  });
  const firstRun = useRef(true);

  useEffect(() => {
    // Opening the page is not an interaction.
    if (firstRun.current) {
      firstRun.current = false;
      return;
    }
    if (latest.current.untouched) return;
    // A surface type and a species always exist in the draft; the sizes must be real ones.
    if (!within(lengthMm, BOUNDS.lengthMm) || !within(widthMm, BOUNDS.widthMm)) return;
    const timer = window.setTimeout(() => {
      const { thicknessMm: thickness, quantity: count, countertopLayout: layout } = latest.current;
      if (!within(thickness, BOUNDS.thicknessMm)) return;
      // The call and its client load with the first capture, not the first screen (ADR 008).
      void import('#client/shared/tracking/send-lead-capture')
        .then(({ sendLeadCapture }) =>
          sendLeadCapture({
            surfaceType,
            dimensions: { length: lengthMm, width: widthMm, thickness },
            quantity: Number.isInteger(count) && count >= 1 ? count : 1,
            layout: layout ?? null,
            woodSpecies,
            finish,
          }),
        )
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [surfaceType, woodSpecies, lengthMm, widthMm, finish]);
}
