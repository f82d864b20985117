import { useId } from 'react';
import { formatRand } from '../../../core/money';
import type { QuoteLineView } from '../../../core/quotes/quote-view';
import { DetailList } from '../../shared/quote-display/detail-list';
import { PriceComponents } from '../../shared/quote-display/price-components';
import { dimensionRows, optionRows, surfaceTitle } from '../../shared/quote-display/surface-details';
import { SurfaceDrawing } from '../drawing/surface-drawing';

/** One surface of a stored quote: its drawing, what it is, and its price as it was issued. */
export function QuoteLineCard({ line }: { line: QuoteLineView }) {
  const headingId = useId();
  const { surface, price } = line;
  const title = surfaceTitle(surface);
  return (
    <li aria-labelledby={headingId} data-testid="quote-line" className="grid gap-4 rounded-2xl border border-line bg-card p-4 shadow-sm sm:grid-cols-[12rem_minmax(0,1fr)] sm:p-5">
      <SurfaceDrawing surface={surface} className="h-auto w-full max-w-[16rem] rounded-lg bg-walnut-50/50 sm:max-w-none" title={`Top view of the ${title.toLowerCase()}`} />
      <div className="min-w-0">
        <h3 id={headingId} className="text-lg font-semibold text-ink">
          {title}
        </h3>
        <p className="font-medium text-walnut-800">{line.woodName}</p>
        <div className="mt-3 space-y-2">
          <DetailList rows={dimensionRows(surface)} label={`Dimensions of the ${title.toLowerCase()}`} />
          <DetailList rows={optionRows(surface)} label={`Options of the ${title.toLowerCase()}`} />
        </div>
        <dl className="mt-4 space-y-1.5 border-t border-line pt-3 text-sm">
          <PriceComponents components={price.components} />
          <div className="flex items-baseline justify-between gap-3 border-t border-line pt-2">
            <dt>Unit price</dt>
            <dd className="font-medium tabular-nums">{formatRand(price.unitPriceCents)}</dd>
          </div>
          <div className="flex items-baseline justify-between gap-3">
            <dt>Quantity</dt>
            <dd className="font-medium tabular-nums">× {price.quantity}</dd>
          </div>
          <div className="flex items-baseline justify-between gap-3">
            <dt className="font-semibold text-ink">Line total</dt>
            <dd className="font-display text-xl font-semibold text-walnut-800 tabular-nums" data-testid="quote-line-total">
              {formatRand(price.lineTotalCents)}
            </dd>
          </div>
        </dl>
      </div>
    </li>
  );
}
