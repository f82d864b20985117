import { leadTimePromise, type LeadTime } from '#core/workshop/lead-time';
import { formatRand } from '#core/money';
import type { QuotePrice } from '#core/pricing/price-quote';
import type { DeliveryMethod } from '#core/surface/surface-options';
import { cx } from '../cx';
import { moneySummary, type MoneyRowKind } from '#core/quotes/money-summary';

/** The rows' test ids, as the e-2-e tests have read them; collection stands where shipping would. */
const TEST_IDS: Record<MoneyRowKind, string> = {
  products: 'summary-products',
  discount: 'summary-discount',
  shipping: 'summary-shipping',
  collection: 'summary-shipping',
  subtotal: 'summary-subtotal',
  insurance: 'summary-insurance',
};

interface Props {
  price: QuotePrice;
  delivery: DeliveryMethod;
  /** A partner's discount rate, shown with its line (PRICE-11). */
  discountPercentage?: number;
  /** The insurance rate in basis points, when known (a stored quote's reply keeps only the amount). */
  insuranceBasisPoints?: number | undefined;
  /**
   * When the surfaces are expected; left out where it would be counted from today, as on a staff screen reading an
   * older quote.
   */
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
  label: string;
  amount: string;
  testId: string;
  strong?: boolean;
  saving?: boolean;
}) {
  return (
    <div
      className={cx(
        'flex items-baseline justify-between gap-3',
        strong && 'border-t border-line pt-3',
        saving && 'text-sage-700',
      )}
    >
      <dt className={strong ? 'font-semibold text-ink' : undefined}>{label}</dt>
      <dd
        data-testid={testId}
        className={cx(
          'shrink-0 tabular-nums',
          strong ? 'font-display text-2xl font-semibold text-walnut-800' : 'font-medium',
        )}
      >
        {amount}
      </dd>
    </div>
  );
}

/**
 * The quote's money as every document prints it (`moneySummary`): rows that add up to the total, every amount incl.
 * VAT.
 */
export function QuoteTotals({
  price,
  delivery,
  discountPercentage,
  insuranceBasisPoints,
  deliveryRange,
  leadTime,
}: Props) {
  const summary = moneySummary(price, {
    delivery,
    discountBasisPoints: discountPercentage === undefined ? undefined : Math.round(discountPercentage * 100),
    insuranceBasisPoints,
  });
  return (
    <div>
      <dl className="space-y-2 text-sm" data-testid="money-summary">
        {summary.rows.map((row) => (
          <Row
            key={row.kind}
            label={row.label}
            amount={row.amount}
            testId={TEST_IDS[row.kind]}
            saving={row.kind === 'discount'}
          />
        ))}
        <Row label={summary.total.label} amount={summary.total.amount} testId="summary-total" strong />
      </dl>
      <p className="mt-1 text-right text-xs text-ink-muted">
        Includes VAT of <span data-testid="summary-vat">{formatRand(summary.vat.cents)}</span>
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
