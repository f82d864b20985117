import { useState } from 'react';
import { PriceUpdateNotice } from '#client/shared/catalogue/price-update-notice';
import { STEP_HEADING_ID } from '#client/shared/focus-when-shown';
import { Button } from '#client/shared/ui/button';
import type { RemovedSurface } from './removed-surfaces';
import { SummarySideColumn } from './summary-side-column';
import { SummarySurfaceList } from './summary-surface-list';
import { useQuoteSummary } from './use-quote-summary';

interface Props {
  /** Back to step 1, keeping the configuration in progress. */
  onBack: () => void;
  /** Step 1 with a fresh configuration. */
  onAddAnother: () => void;
}

/** Step 2 (QUOTE-01): the saved surfaces, delivery and totals, sketches, contact details and the quote itself. */
export function QuoteSummaryStep({ onBack, onAddAnother }: Props) {
  const summary = useQuoteSummary();
  // A removal can be undone; the removed card's row keeps its place until then.
  const [removed, setRemoved] = useState<readonly RemovedSurface[]>([]);
  const surfaceList = <SummarySurfaceList summary={summary} removed={removed} setRemoved={setRemoved} />;

  if (summary.surfaces.length === 0) {
    return (
      <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <h1 id={STEP_HEADING_ID} tabIndex={-1} className="text-3xl font-semibold text-ink outline-none sm:text-4xl">
          Quote Summary
        </h1>
        {removed.length > 0 ? <div className="mt-6">{surfaceList}</div> : null}
        <div className="mt-8 rounded-2xl border border-line bg-card p-8 text-center">
          <p className="text-lg font-semibold text-ink">No surfaces configured</p>
          <p className="mt-1 text-ink-muted">Configure a surface and add it to your quote to see it here.</p>
          <Button className="mt-6" onClick={onAddAnother} data-hm="back-to-configuration">
            Back to Configuration
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
      <PriceUpdateNotice
        subject="your quote"
        quote={summary.shownQuote}
        saved={summary.outdated ? null : summary.storedQuote}
        liveTotalCents={summary.liveTotalCents}
      />
      <h1 id={STEP_HEADING_ID} tabIndex={-1} className="text-3xl font-semibold text-ink outline-none sm:text-4xl">
        Quote Summary
      </h1>
      <p className="mt-2 max-w-3xl text-ink-muted">
        Check your surfaces, choose delivery, and save your quote to download it or have it e-mailed to you. Every price
        includes VAT.
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_28rem] lg:items-start">
        <div className="min-w-0">
          {surfaceList}
          <div className="mt-6 flex flex-wrap gap-3">
            <Button variant="secondary" size="lg" onClick={onBack} data-hm="summary-back">
              Back
            </Button>
            <Button size="lg" onClick={onAddAnother} data-hm="add-another-surface">
              Add Another Surface
            </Button>
          </div>
        </div>
        <SummarySideColumn summary={summary} />
      </div>
    </div>
  );
}
