import { formatRand } from '#core/money';
import type { QuoteResponse } from '#core/quotes/quote-response';
import { PriceComponents } from './price-components';
import { SurfaceCardFrame } from './surface-card-frame';
import { SurfaceAdviceDetails } from '../advice/surface-advice-details';

/** One surface of a stored quote: its drawing, what it is, its price as it was issued and the advice it kept. */
export function QuoteLineCard({ line }: { line: QuoteResponse['lines'][number] }) {
  const { surface, price } = line;
  return (
    <SurfaceCardFrame surface={surface} woodLabel={line.woodName} headingLevel="h3" testId="quote-line">
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
          <dd
            className="font-display text-xl font-semibold text-walnut-800 tabular-nums"
            data-testid="quote-line-total"
          >
            {formatRand(price.lineTotalCents)}
          </dd>
        </div>
      </dl>
      <SurfaceAdviceDetails surface={surface} speciesName={line.speciesName} headingLevel={4} advice={line.advice} />
    </SurfaceCardFrame>
  );
}

/** A stored quote's surfaces as the customer's quote page and the staff quote view both list them. */
export function QuoteLineList({ lines, headingId }: { lines: QuoteResponse['lines']; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h2 id={headingId} className="sr-only">
        Surfaces
      </h2>
      <ul className="space-y-4">
        {lines.map((line, index) => (
          <QuoteLineCard key={line.surface.id ?? index} line={line} />
        ))}
      </ul>
    </section>
  );
}
