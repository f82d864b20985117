import { leadTimePromise, type LeadTime } from '#core/workshop/lead-time';
import type { ReactNode } from 'react';
import { formatRand } from '#core/money';
import type { QuotePrice } from '#core/pricing/price-quote';
import type { DeliveryMethod } from '#core/surface/surface-options';
import { cx } from '../cx';
import { formatPercent } from '#core/percent';

interface Props {
  price: QuotePrice;
  delivery: DeliveryMethod;
  /** A partner's discount rate, shown with its line (PRICE-11). */
  discountPercentage?: number;
  /** '2.5%', when the rate is known (a stored quote keeps only the amount). */
  insurancePercent?: string;
  /** When the surfaces are expected; left out where it would be counted from today, as on a staff screen reading an older quote. */
  deliveryRange?: string;
  /** The lead time behind `deliveryRange` (OPS-19); absent, QUOTE-09's 3–4 weeks. */
  leadTime?: LeadTime;
}

function Row({
  label,
  amount,
  testId,
  strong = false,
  saving = false,
}: {
  label: ReactNode;
  amount: string;
  testId: string;
  strong?: boolean;
  saving?: boolean;
}) {
  return (
    <div className={cx('flex items-baseline justify-between gap-3', strong && 'border-t border-line pt-3', saving && 'text-sage-700')}>
      <dt className={strong ? 'font-semibold text-ink' : undefined}>{label}</dt>
      <dd data-testid={testId} className={cx('shrink-0 tabular-nums', strong ? 'font-display text-2xl font-semibold text-walnut-800' : 'font-medium')}>
        {amount}
      </dd>
    </div>
  );
}

/** The quote's lines as the engine priced them (PRICE-12, PRICE-13), every amount incl. VAT. */
export function QuoteTotals({ price, delivery, discountPercentage, insurancePercent, deliveryRange, leadTime }: Props) {
  const productsCents = price.lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const items = price.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <div>
      <dl className="space-y-2 text-sm">
        <Row label={`Products (${items} ${items === 1 ? 'item' : 'items'})`} amount={formatRand(productsCents)} testId="summary-products" />
        {price.discountCents > 0 ? (
          <Row
            label={discountPercentage ? `Partner discount (${formatPercent(discountPercentage)})` : 'Partner discount'}
            amount={formatRand(-price.discountCents)}
            testId="summary-discount"
            saving
          />
        ) : null}
        {delivery === 'shipping' ? (
          <Row label={`Nationwide shipping (${price.weightKg.toFixed(2)} kg)`} amount={formatRand(price.shippingCents)} testId="summary-shipping" />
        ) : (
          <Row label="Collection at our workshop" amount="Free" testId="summary-shipping" />
        )}
        {price.insuranceCents > 0 ? (
          <Row
            label={insurancePercent ? `Shipping insurance (${insurancePercent})` : 'Shipping insurance'}
            amount={formatRand(price.insuranceCents)}
            testId="summary-insurance"
          />
        ) : null}
        <Row label="Total (incl. VAT)" amount={formatRand(price.totalCents)} testId="summary-total" strong />
      </dl>
      <p className="mt-1 text-right text-xs text-ink-muted">
        Includes VAT of <span data-testid="summary-vat">{formatRand(price.vatCents)}</span>
      </p>
      {deliveryRange === undefined ? null : (
        <p className="mt-3 text-sm text-ink">
          <span className="font-semibold">{delivery === 'shipping' ? 'Expected delivery:' : 'Ready to collect:'}</span>{' '}
          <span data-testid="delivery-range">{deliveryRange}</span>
          <span className="block text-xs text-ink-muted">{leadTimePromise(leadTime)}.</span>
        </p>
      )}
    </div>
  );
}
