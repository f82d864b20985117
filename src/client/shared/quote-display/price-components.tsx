import { formatRand } from '#core/money';
import { includedLabel, NO_CHARGE } from '#core/pricing/included-at-no-charge';
import type { PriceComponent } from '#core/pricing/price-surface';
import { cx } from '../cx';

/** A line's priced components as the engine gave them; included work in green at no charge (PRICE-09, QUOTE-18). */
export function PriceComponents({ components }: { components: readonly PriceComponent[] }) {
  // Nothing edged, nothing included: a 'worth R 0.00' line would read as a misprint (as in the PDF).
  return components
    .filter((component) => !component.isSavings || component.cents > 0)
    .map((component) => (
      <div
        key={component.key}
        className={cx('flex items-baseline justify-between gap-3', component.isSavings && 'text-sage-700')}
      >
        <dt>{component.isSavings ? includedLabel(component) : component.name}</dt>
        <dd className="shrink-0 font-medium tabular-nums">
          {component.isSavings ? NO_CHARGE : formatRand(component.cents)}
        </dd>
      </div>
    ));
}
