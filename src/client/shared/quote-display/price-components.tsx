import { formatRand } from '../../../core/money';
import type { PriceComponent } from '../../../core/pricing/price-surface';
import { cx } from '../cx';

/** A line's priced components as the engine gave them; savings in green with a minus (QUOTE-18). */
export function PriceComponents({ components }: { components: readonly PriceComponent[] }) {
  return components.map((component) => (
    <div key={component.key} className={cx('flex items-baseline justify-between gap-3', component.isSavings && 'text-sage-700')}>
      <dt>{component.name}</dt>
      <dd className="shrink-0 font-medium tabular-nums">{component.isSavings ? formatRand(-component.cents) : formatRand(component.cents)}</dd>
    </div>
  ));
}
