import { formatDate, formatDay } from '#core/dates';
import { formatRand } from '#core/money';
import { JOB_STAGE_LABELS } from '#core/workshop/job-schemas';
import { usePartnerJobs, usePartnerQuotes } from './partner-queries';

function StatCard({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-2xl border border-line bg-card p-5 shadow-sm">
      <p className="text-sm text-ink-muted">{label}</p>
      <p data-testid={testId} className="mt-1 font-display text-2xl font-semibold text-ink tabular-nums">
        {value}
      </p>
    </div>
  );
}

/**
 * PARTNER-14's Overview, with figures that say what they count (PARTNER-21 to PARTNER-24): every quote's client
 * total as "Quoted to clients" and its average per quote (the server's, in cents); only accepted or won quotes as
 * "Won" and their margin.
 */
export function OverviewTab() {
  const { data, isError } = usePartnerQuotes({ search: '', page: 1 });
  if (isError) return <p className="text-danger-700">Failed to fetch quotes</p>;
  if (!data)
    return (
      <p role="status" className="text-ink-muted">
        Loading…
      </p>
    );
  const { count, quotedCents, averageQuoteCents, wonCount, wonCents, marginOnWonCents } = data.totals;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        <StatCard label="Total Quotes" value={String(count)} testId="overview-total-quotes" />
        <StatCard label="Quoted to clients" value={formatRand(quotedCents)} testId="overview-quoted" />
        <StatCard label="Avg Quote Value" value={formatRand(averageQuoteCents)} testId="overview-average" />
        <StatCard label={`Won (${wonCount})`} value={formatRand(wonCents)} testId="overview-won" />
        <StatCard label="Margin on won quotes" value={formatRand(marginOnWonCents)} testId="overview-margin" />
      </div>
      <section aria-labelledby="recent-quotes-heading" className="rounded-2xl border border-line bg-card p-5 shadow-sm">
        <h2 id="recent-quotes-heading" className="text-lg font-semibold text-ink">
          Recent Quotes
        </h2>
        {data.quotes.length === 0 ? (
          <p className="mt-3 text-ink-muted">No quotes yet. Use ‘New Quote’ to price your first job for a client.</p>
        ) : (
          <ul className="mt-3 divide-y divide-line">
            {data.quotes.slice(0, 5).map((quote) => (
              // On a phone the client's name has a line of its own, whole; from `sm` it shares the row.
              <li
                key={quote.id}
                className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 py-2.5 text-sm"
                data-testid="overview-recent-quote"
              >
                <span className="font-medium text-ink">{quote.quoteNumber}</span>
                <span
                  className="order-last basis-full break-words text-ink-muted sm:order-none sm:min-w-0 sm:flex-1 sm:basis-0 sm:truncate"
                  title={quote.clientName}
                >
                  {quote.clientName}
                </span>
                <span className="ml-auto font-medium whitespace-nowrap tabular-nums sm:ml-0">
                  {formatRand(quote.totalCents)}
                </span>
                <span className="text-ink-muted tabular-nums">{formatDate(new Date(quote.createdAt))}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <WorkshopJobs />
    </div>
  );
}

/** OPS-13: where each of the partner's clients' jobs stands in the workshop; nothing of its plan. */
function WorkshopJobs() {
  const { data, isError } = usePartnerJobs();
  if (isError || !data || data.jobs.length === 0) return null;
  return (
    <section aria-labelledby="workshop-jobs-heading" className="rounded-2xl border border-line bg-card p-5 shadow-sm">
      <h2 id="workshop-jobs-heading" className="text-lg font-semibold text-ink">
        In the Workshop
      </h2>
      <ul className="mt-3 divide-y divide-line">
        {data.jobs.map((job) => (
          <li key={job.jobNumber} className="flex flex-wrap items-baseline justify-between gap-2 py-2.5 text-sm">
            <span className="font-medium text-ink">{job.jobNumber}</span>
            <span className="min-w-0 flex-1 text-ink-muted">quote {job.quoteNumber}</span>
            <span className="font-medium">{JOB_STAGE_LABELS[job.stage]}</span>
            <span className="text-ink-muted tabular-nums">promised {formatDay(job.promisedDate)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
