import { memo } from 'react';
import { formatRand } from '#core/money';
import { PriceComponents } from '#client/shared/quote-display/price-components';
import type { LivePrice } from './use-live-price';
import { PriceStatusNotice } from '#client/shared/quote-display/price-status-notice';
import { formatPercent } from '#core/percent';

interface Props {
  price: LivePrice;
  woodLabel: string;
  speciesChosen: boolean;
}

/**
 * Focuses the field an error message belongs to; a message about a whole section (the
 * cutouts) goes to that section's heading.
 */
function focusField(field: string): void {
  const element = document.getElementById(field);
  const input =
    element instanceof HTMLInputElement ? element : (document.getElementById(`${field}-heading`) ?? element);
  if (!input) return;
  input.scrollIntoView({ block: 'center' });
  input.focus({ preventScroll: true });
}

/** PRICE-26's sticky Pricing Summary: every component the engine priced, then the line total with its VAT. */
// Memoised: it changes with the price, not with every render of the step (ADR 008).
export const PricingSummary = memo(function PricingSummary({ price, woodLabel, speciesChosen }: Props) {
  return (
    <section
      aria-labelledby="pricing-summary-heading"
      className="rounded-2xl border border-line bg-card p-5 shadow-sm print:break-inside-avoid"
    >
      <h2 id="pricing-summary-heading" className="text-xl font-semibold text-ink">
        Pricing Summary
      </h2>
      {speciesChosen ? <p className="mt-1 text-sm text-ink-muted">{woodLabel}</p> : null}

      <p className="sr-only" aria-live="polite">
        {price.status === 'priced' && speciesChosen
          ? `Line total ${formatRand(price.line.lineTotalCents - price.discountCents)}`
          : ''}
      </p>
      <PricedLine price={price} speciesChosen={speciesChosen} />
    </section>
  );
});

function PricedLine({ price, speciesChosen }: { price: LivePrice; speciesChosen: boolean }) {
  return (
    <div className="mt-4">
      <PriceStatusNotice state={price} />
      {price.status === 'invalid' ? (
        <div className="rounded-lg border border-danger-700/30 bg-danger-50 p-3 text-sm text-danger-700">
          <p className="font-semibold">Your price appears once the highlighted fields are fixed.</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {Object.entries(price.errors).map(([field, message]) => (
              <li key={field}>
                <button
                  type="button"
                  className="text-left underline underline-offset-2"
                  onClick={() => focusField(field)}
                  data-hm={`fix-field:${field}`}
                >
                  {message}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {/* No price before a wood is chosen: a price in a wood nobody picked is not the customer's. */}
      {price.status === 'priced' && !speciesChosen ? (
        <p className="text-sm text-walnut-800">Choose a wood species to see your price.</p>
      ) : null}
      {price.status === 'priced' && speciesChosen ? (
        <>
          <dl className="space-y-2 text-sm">
            <PriceComponents components={price.line.components} />
            <div className="flex items-baseline justify-between gap-3 border-t border-line pt-2">
              <dt>Unit price</dt>
              <dd className="font-medium tabular-nums">{formatRand(price.line.unitPriceCents)}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-3">
              <dt>Quantity</dt>
              <dd className="font-medium tabular-nums">× {price.line.quantity}</dd>
            </div>
          </dl>
          {price.discountCents > 0 ? (
            <dl className="mt-2 space-y-2 border-t border-line pt-2 text-sm">
              <div className="flex items-baseline justify-between gap-3">
                <dt>List price</dt>
                <dd className="font-medium tabular-nums">{formatRand(price.line.lineTotalCents)}</dd>
              </div>
              <div className="flex items-baseline justify-between gap-3 text-sage-700">
                <dt>Partner discount ({formatPercent(price.discountPercentage)})</dt>
                <dd data-testid="partner-discount" className="font-medium tabular-nums">
                  {formatRand(-price.discountCents)}
                </dd>
              </div>
            </dl>
          ) : null}
          <div className="mt-4 flex items-baseline justify-between gap-3 rounded-xl bg-walnut-50 px-4 py-3">
            <span className="font-semibold text-ink">
              {price.discountCents > 0 ? 'Your partner price' : 'Line total'}
            </span>
            <span data-testid="line-total" className="font-display text-2xl font-semibold text-walnut-800 tabular-nums">
              {formatRand(price.line.lineTotalCents - price.discountCents)}
            </span>
          </div>
          <p className="mt-2 text-right text-xs text-ink-muted">Includes VAT of {formatRand(price.vatCents)}</p>
          <p className="mt-3 text-xs text-ink-muted">Shipping and the lead time are in your quote.</p>
        </>
      ) : null}
    </div>
  );
}
