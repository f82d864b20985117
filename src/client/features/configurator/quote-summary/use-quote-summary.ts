import { useMemo, useState } from 'react';
import { usePriceBook, useWoodSpeciesSummaries } from '#client/shared/catalogue/catalogue-queries';
import { useSavedSurfaces } from '#client/shared/saved-surfaces/use-saved-surfaces';
import { useSignedInPartner } from '#client/shared/session/use-session';
import { useStoredValue } from '#client/shared/stored-value';
import {
  clientPriceFor,
  clientPriceIncomplete,
  clientPriceStore,
} from '#client/shared/quote-in-progress/client-price-store';
import { leadInfoStore } from '#client/shared/quote-in-progress/lead-info-store';
import { quoteFingerprint, type QuoteContent } from './quote-fingerprint';
import { quotePreferencesStore } from '#client/shared/quote-in-progress/quote-preferences-store';
import { pendingSketchIds, sketchStore } from '#client/shared/quote-in-progress/sketch-store';
import { storedQuoteStore } from '#client/shared/quote-in-progress/stored-quote-store';
import { useQuotePrice } from './use-quote-price';

/** Step 2's state: what the quote holds, its live price, and whether the stored quote still shows it. */
export function useQuoteSummary() {
  const surfaces = useSavedSurfaces();
  const preferences = useStoredValue(quotePreferencesStore);
  const leadInfo = useStoredValue(leadInfoStore);
  const storedQuote = useStoredValue(storedQuoteStore);
  const sketches = useStoredValue(sketchStore);
  const priceBook = usePriceBook();
  const species = useWoodSpeciesSummaries().data;
  const partner = useSignedInPartner();
  const partnerId = partner?.id;
  const partnerDiscount = partner?.discountPercentage;
  const clientPrice = clientPriceFor(useStoredValue(clientPriceStore), partnerId);
  const content: QuoteContent = useMemo(
    () => ({
      surfaces,
      delivery: preferences.delivery,
      insurance: preferences.insurance,
      clientType: preferences.clientType,
      pricedFor:
        partnerId === undefined || partnerDiscount === undefined
          ? null
          : { partnerId, discountPercentage: partnerDiscount, clientPrice },
    }),
    [surfaces, preferences, partnerId, partnerDiscount, clientPrice],
  );
  const priceState = useQuotePrice(content, priceBook.data, priceBook.isError, content.pricedFor?.discountPercentage);
  // A partner names their client's type rather than taking Homeowner for it (QUOTE-06), and
  // saves nothing at a markup that is not one.
  const clientTypeMissing = partner !== null && !preferences.clientTypeChosen;
  const priced = priceState.status === 'priced' && !clientTypeMissing && !clientPriceIncomplete(clientPrice);
  const trade = priceState.status === 'priced' ? priceState.price : null;
  // The partner's client total, from their lazy section: the pricing of client prices stays out of this chunk.
  const [clientTotalCents, setClientTotalCents] = useState<number | null>(null);
  const shownQuote = useMemo(
    () => ({
      surfaces: content.surfaces,
      delivery: content.delivery,
      insurance: content.insurance,
      discountPercentage: content.pricedFor?.discountPercentage,
    }),
    [content],
  );
  // A partner's quote is stored at the client's price, and the panel shows what is stored.
  const liveTotalCents = partner ? clientTotalCents : (trade?.totalCents ?? null);
  const fingerprint = useMemo(() => quoteFingerprint(content), [content]);
  // The stored quote no longer shows what the customer sees: the next download or e-mail makes a new one.
  const outdated =
    storedQuote === null || storedQuote.fingerprint !== fingerprint || pendingSketchIds(sketches).length > 0;

  return {
    surfaces,
    preferences,
    leadInfo,
    storedQuote,
    sketches,
    priceBook,
    species,
    partner,
    content,
    priceState,
    clientTypeMissing,
    priced,
    trade,
    setClientTotalCents,
    shownQuote,
    liveTotalCents,
    outdated,
  };
}

export type QuoteSummaryState = ReturnType<typeof useQuoteSummary>;
