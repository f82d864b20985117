import { formatRand } from '../../../core/money';
import { isEmbedded } from '../../shared/embed/post-resize';
import type { LivePrice } from './use-live-price';

/**
 * On a phone the summary sits below a long form, so a slim bar keeps the running price in
 * sight and jumps to the summary. Embedded, the frame is as tall as the page, so a bar fixed
 * to its bottom would be out of sight: it is left out.
 */
export function MobilePriceBar({ price }: { price: LivePrice }) {
  if (isEmbedded()) return null;
  const text =
    price.status === 'priced'
      ? formatRand(price.line.lineTotalCents - price.discountCents)
      : price.status === 'invalid'
        ? 'Fix highlighted fields'
        : '…';
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-card/95 px-4 py-3 shadow-[0_-4px_16px_rgba(67,34,13,0.08)] backdrop-blur lg:hidden print:hidden">
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-3">
        <div>
          <p className="text-xs text-ink-muted">Your price incl. VAT</p>
          <p className="font-display text-xl font-semibold text-walnut-800 tabular-nums">{text}</p>
        </div>
        <a
          href="#pricing-summary-heading"
          data-hm="mobile-review-and-add"
          onClick={(event) => {
            event.preventDefault();
            const target = document.getElementById('pricing-summary-heading');
            target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          }}
          className="rounded-lg bg-walnut-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-walnut-800"
        >
          Review &amp; add
        </a>
      </div>
    </div>
  );
}
