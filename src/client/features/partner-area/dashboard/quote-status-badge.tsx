import { formatStatus } from '#core/format-status';
import type { QuoteStatus } from '#core/quotes/quote-view';
import { cx } from '#client/shared/cx';

const STYLES: Record<QuoteStatus, string> = {
  draft: 'bg-walnut-50 text-walnut-800',
  sent: 'bg-sky-50 text-sky-800',
  accepted: 'bg-sage-50 text-sage-700',
  expired: 'bg-danger-50 text-danger-700',
};

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return (
    <span className={cx('inline-block rounded-full px-2 py-0.5 text-xs font-semibold', STYLES[status])}>
      {formatStatus(status)}
    </span>
  );
}
