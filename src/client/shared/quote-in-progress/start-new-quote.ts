import { validateSurface } from '#core/surface/surface-rules';
import type { SurfaceConfiguration } from '#core/surface/surface-schema';
import { randomId } from '#client/shared/random-id';
import { savedSurfacesStore } from '#client/shared/saved-surfaces/saved-surfaces-store';
import { createStoredValue } from '#client/shared/stored-value';
import { draftStore } from './draft-store';
import { clientPriceStore } from './client-price-store';
import { leadInfoStore } from './lead-info-store';
import { forgetClientType } from './quote-preferences-store';
import { sketchStore } from './sketch-store';
import { storedQuoteStore } from './stored-quote-store';

/**
 * The last quote saved from this device, kept only so a new quote can start from a copy of it on purpose ('Start from
 * Q-…').
 */
export interface FinishedQuote {
  quoteNumber: string;
  surfaces: readonly SurfaceConfiguration[];
}

export const finishedQuoteStore = createStoredValue<FinishedQuote | null>({
  key: 'grainline.finishedQuote',
  read: (json) => {
    const { quoteNumber, surfaces } = json as { quoteNumber?: unknown; surfaces?: unknown };
    if (typeof quoteNumber !== 'string' || !Array.isArray(surfaces)) return undefined;
    const valid = surfaces.flatMap((entry: unknown) => {
      const result = validateSurface(entry);
      return result.ok ? [result.surface] : [];
    });
    return valid.length > 0 ? { quoteNumber, surfaces: valid } : undefined;
  },
  fallback: null,
});

/**
 * A new quote starts empty (CONF-43): the surface in progress, the saved surfaces, the stored
 * quote, its sketches and client price are cleared, and a saved quote is kept aside so
 * 'Start from Q-…' can copy it. A partner's client details and client type go too: the next
 * quote is for someone else. A customer's own contact details stay (they are theirs).
 */
export function startNewQuote({ forPartner }: { forPartner: boolean }): void {
  const stored = storedQuoteStore.get();
  const surfaces = savedSurfacesStore.get();
  if (stored && surfaces.length > 0) finishedQuoteStore.set({ quoteNumber: stored.quoteNumber, surfaces });
  draftStore.set(null);
  savedSurfacesStore.set([]);
  storedQuoteStore.set(null);
  sketchStore.set([]);
  clientPriceStore.set(null);
  if (forPartner) {
    leadInfoStore.set(null);
    forgetClientType();
  }
}

/**
 * 'New quote' and 'New Quote': once the work on this device was saved as a quote, the next one
 * starts empty; work never saved is left as it is, so a link never loses it.
 */
export function startNextQuote({ forPartner }: { forPartner: boolean }): void {
  if (storedQuoteStore.get()) startNewQuote({ forPartner });
}

/**
 * After an acceptance: the quote accepted on this device is finished, so the configurator's next quote starts empty.
 */
export function finishAcceptedQuote(token: string): void {
  if (storedQuoteStore.get()?.token === token) startNewQuote({ forPartner: false });
}

/** 'Start from Q-…': the finished quote's surfaces, copied as new ones into the quote in progress. */
export function startFromFinishedQuote(): void {
  const finished = finishedQuoteStore.get();
  if (!finished) return;
  savedSurfacesStore.set(finished.surfaces.map((surface) => ({ ...surface, id: randomId() })));
}
