import { formatRand } from '../../../core/money';
import { PriceComponents } from '../../shared/quote-display/price-components';
import type { LivePrice } from './use-live-price';
import { PriceStatusNotice } from '../../shared/quote-display/price-status-notice';

interface Props {
  price: LivePrice;
  woodLabel: string;
  speciesChosen: boolean;
}

/** Focuses the field an error message belongs to, when it is on the page. */
function focusField(field: string): void {
  const input = document.getElementById(field);
  if (!input) return;
  input.scrollIntoView({ block: 'center' });
  input.focus({ preventScroll: true });
}

/** SPEC §2's sticky Pricing Summary: every component the engine priced, then the line total with its VAT. */
export function PricingSummary({ price, woodLabel, speciesChosen }: Props) {
  return (
    <section aria-labelledby="pricing-summary-heading" className="rounded-2xl border border-line bg-card p-5 shadow-sm print:break-inside-avoid">
      <h2 id="pricing-summary-heading" className="text-xl font-semibold text-ink">
        Pricing Summary
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        {woodLabel}
        {speciesChosen ? null : <span className="block text-walnut-800">Shown in our default wood until you choose yours.</span>}
      </p>

      <p className="sr-only" aria-live="polite">
        {price.status === 'priced' ? `Line total ${formatRand(price.line.lineTotalCents)}` : ''}
      </p>
      <div className="mt-4">
        <PriceStatusNotice state={price} />
        {price.status === 'invalid' ? (
          <div className="rounded-lg border border-danger-700/30 bg-danger-50 p-3 text-sm text-danger-700">
            <p className="font-semibold">Your price appears once the highlighted fields are fixed.</p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {Object.entries(price.errors).map(([field, message]) => (
                <li key={field}>
                  <button type="button" className="text-left underline underline-offset-2" onClick={() => focusField(field)}>
                    {message}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {price.status === 'priced' ? (
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
            <div className="mt-4 flex items-baseline justify-between gap-3 rounded-xl bg-walnut-50 px-4 py-3">
              <span className="font-semibold text-ink">Line total</span>
              <span data-testid="line-total" className="font-display text-2xl font-semibold text-walnut-800 tabular-nums">
                {formatRand(price.line.lineTotalCents)}
              </span>
            </div>
            <p className="mt-2 text-right text-xs text-ink-muted">Includes VAT of {formatRand(price.vatCents)}</p>
            <p className="mt-3 text-xs text-ink-muted">Edge profiling is free: the green line is what it would otherwise cost. Delivery 3–4 weeks; shipping is added in your quote.</p>
          </>
        ) : null}
      </div>
    </section>
  );
}
