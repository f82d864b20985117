import { expectedDeliveryRange } from '#core/dates';
import { DeliveryChoice } from './delivery-choice';
import { chooseDelivery, chooseInsurance, type QuotePreferences } from './quote-preferences-store';
import { QuoteTotals } from '#client/shared/quote-display/quote-totals';
import type { QuotePriceState } from './use-quote-price';
import { PriceStatusNotice } from '#client/shared/quote-display/price-status-notice';
import { formatBasisPoints } from '#core/percent';
import { useLeadTime } from '#client/shared/catalogue/lead-time';

interface Props {
  preferences: QuotePreferences;
  priceState: QuotePriceState;
  insuranceBasisPoints: number | undefined;
  discountPercentage?: number;
}

/** QUOTE-01's subtotal and delivery block. */
export function SubtotalSection({ preferences, priceState, insuranceBasisPoints, discountPercentage }: Props) {
  const price = priceState.status === 'priced' ? priceState.price : null;
  const insurancePercent = formatBasisPoints(insuranceBasisPoints ?? 250);
  const leadTime = useLeadTime();
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
            insurancePercent={insurancePercent}
            deliveryRange={expectedDeliveryRange(undefined, leadTime)}
            leadTime={leadTime}
          />
        ) : null}
      </div>
    </section>
  );
}
