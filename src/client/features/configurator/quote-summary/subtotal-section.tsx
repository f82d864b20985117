import { expectedDeliveryRange } from '#core/dates';
import { DeliveryChoice } from './delivery-choice';
import {
  chooseDelivery,
  chooseInsurance,
  type QuotePreferences,
} from '#client/shared/quote-in-progress/quote-preferences-store';
import { QuoteTotals } from '#client/shared/quote-display/quote-totals';
import type { QuotePriceState } from './use-quote-price';
import { PriceStatusNotice } from '#client/shared/quote-display/price-status-notice';
import { formatBasisPoints } from '#core/percent';
import { useLeadTime } from '#client/shared/catalogue/lead-time';
import type { StoredQuote } from '#client/shared/quote-in-progress/stored-quote-store';
import { leadTimePromise, savedLeadTimeThatDiffers } from '#core/workshop/lead-time';

interface Props {
  /** The quote stored from what the summary shows now, if there is one: it keeps its own lead time. */
  savedQuote?: StoredQuote | null;
  preferences: QuotePreferences;
  priceState: QuotePriceState;
  insuranceBasisPoints: number | undefined;
  discountPercentage?: number;
}

/** QUOTE-01's subtotal and delivery block. */
export function SubtotalSection({
  savedQuote = null,
  preferences,
  priceState,
  insuranceBasisPoints,
  discountPercentage,
}: Props) {
  const price = priceState.status === 'priced' ? priceState.price : null;
  const insurancePercent = formatBasisPoints(insuranceBasisPoints ?? 250);
  const leadTime = useLeadTime();
  // A quote promises the lead time of the queue it joined (OPS-19), counted from its
  // confirmation: once the queue moves, or its lead time cannot be fetched and 3–4 weeks show,
  // the dates here are a new quote's, not the saved one's.
  const savedLeadTime = savedLeadTimeThatDiffers(savedQuote?.leadTime, leadTime);
  return (
    <section aria-labelledby="subtotal-heading" className="rounded-2xl border border-line bg-card p-5 shadow-sm sm:p-6">
      <h2 id="subtotal-heading" className="text-xl font-semibold text-ink">
        Subtotal &amp; Delivery
      </h2>
      <div className="mt-4 space-y-5">
        <DeliveryChoice
          delivery={preferences.delivery}
          shippingCents={priceState.status === 'priced' ? priceState.shippingCents : null}
          insurance={preferences.insurance}
          insuranceCents={price?.insuranceCents ?? 0}
          insurancePercent={insurancePercent}
          onDeliveryChange={chooseDelivery}
          onInsuranceChange={chooseInsurance}
        />
        <PriceStatusNotice state={priceState} />
        {price ? (
          <QuoteTotals
            price={price}
            delivery={preferences.delivery}
            discountPercentage={discountPercentage}
            insuranceBasisPoints={insuranceBasisPoints ?? 250}
            deliveryRange={expectedDeliveryRange(undefined, leadTime)}
            leadTime={leadTime}
          />
        ) : null}
        {price && savedQuote && savedLeadTime ? (
          <p role="status" className="text-sm text-ink" data-testid="saved-lead-time">
            Delivery times have changed since you saved. Your saved quote {savedQuote.quoteNumber} keeps the lead time
            it promised: {leadTimePromise(savedLeadTime)}.
          </p>
        ) : null}
      </div>
    </section>
  );
}
