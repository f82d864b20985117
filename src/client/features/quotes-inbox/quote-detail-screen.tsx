import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  inboxQuotePdfRoute,
  inboxQuoteRoute,
  inboxQuotesRoute,
  quoteOutcomeRoute,
} from '#core/api/quotes-inbox-routes';
import type { InboxQuoteDetail, QuoteOutcome } from '#core/back-office/quotes-inbox';
import { formatDate, formatDateTime } from '#core/dates';
import { formatStatus, quoteStatusLabel } from '#core/format-status';
import { formatRand } from '#core/money';
import { quoteResponsePrice } from '#core/quotes/quote-response';
import { callApi, callQuery, keyOf, urlOf } from '#client/shared/call-api';
import { QuoteTotals } from '#client/shared/quote-display/quote-totals';
import { QuoteLineList } from '#client/shared/quote-display/quote-line-card';
import { Button } from '#client/shared/ui/button';
import { refreshStaffAttention } from '#client/shared/staff-shell/staff-attention';
import { StaffLoadError, StaffPage } from '#client/shared/staff-shell/staff-page';
import { inboxAddress } from './inbox-address';
import { SketchPreviews } from './sketch-previews';

/** STAFF-08: one quote as the customer saw it, with what staff need to follow it up. */
export function QuoteDetailScreen() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const detail = useQuery({ ...callQuery(inboxQuoteRoute, { params: { id } }), retry: false });
  const title = detail.data ? `Quote ${detail.data.quote.quoteNumber}` : 'Quote';
  return (
    <StaffPage
      title={title}
      back={
        <Link to={inboxAddress(params)} className="font-medium text-walnut-700 underline">
          ← Back to the quotes
        </Link>
      }
    >
      {detail.error ? (
        <StaffLoadError
          error={detail.error}
          notFound="There is no such quote: check the number, or it may have been erased."
          onRetry={() => void detail.refetch()}
        />
      ) : null}
      {detail.data ? <QuoteDetail detail={detail.data} id={id} /> : null}
    </StaffPage>
  );
}

function QuoteDetail({ detail, id }: { detail: InboxQuoteDetail; id: string }) {
  const { quote } = detail;
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const outcome = useMutation({
    mutationFn: (value: QuoteOutcome) =>
      callApi(quoteOutcomeRoute, { params: { id }, body: { outcome: value, ...(note.trim() ? { note } : {}) } }),
    onSuccess: (data) => {
      queryClient.setQueryData(keyOf(inboxQuoteRoute, { params: { id } }), data);
      // A quote marked won or lost no longer waits for follow-up: the Quotes badge drops at once,
      // and the inbox shows the same status as this page when staff go back to it.
      void refreshStaffAttention(queryClient);
      void queryClient.invalidateQueries({ queryKey: keyOf(inboxQuotesRoute) });
    },
  });
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      {/* The customer's own quote page's cards: each surface's drawing, sizes and price, component by component. */}
      <QuoteLineList lines={quote.lines} headingId="staff-quote-surfaces" />
      <aside className="min-w-0 space-y-4 text-sm">
        <CustomerSection detail={detail} />
        <section className="rounded-lg border border-line bg-card p-4">
          <h2 className="mb-2 font-semibold">Totals</h2>
          {/* The customer's own quote page's rows, so staff read the same sum (PRICE-11: the discount is a line of
             its own). */}
          <QuoteTotals
            price={quoteResponsePrice(quote)}
            delivery={quote.delivery}
            discountPercentage={quote.discountPercentage}
            leadTime={quote.leadTime}
          />
          {quote.partnerPricing ? (
            <dl data-testid="staff-both-prices" className="mt-3 grid grid-cols-2 gap-x-3 text-sm">
              <dt>Trade total (the workshop’s)</dt>
              <dd className="text-right tabular-nums">{formatRand(quote.partnerPricing.tradeTotalCents)}</dd>
              <dt>Client total (shown above)</dt>
              <dd className="text-right tabular-nums">{formatRand(quote.partnerPricing.clientTotalCents)}</dd>
            </dl>
          ) : null}
          <p className="mt-3">
            Status: {quoteStatusLabel({ status: quote.status, outcome: detail.outcome })}; valid until{' '}
            {formatDate(new Date(quote.validUntil))}
          </p>
          <a
            className="mt-2 inline-block underline"
            href={urlOf(inboxQuotePdfRoute, { params: { id } })}
            target="_blank"
            rel="noreferrer"
          >
            Open the PDF
          </a>
          {quote.status === 'accepted' || detail.outcome === 'won' ? (
            <Link
              className="mt-2 ml-4 inline-block underline"
              to={`/admin/invoices?search=${encodeURIComponent(quote.quoteNumber)}`}
            >
              Its invoices
            </Link>
          ) : null}
        </section>
        <section className="rounded-lg border border-line bg-card p-4">
          <h2 className="mb-2 font-semibold">Sketches</h2>
          {detail.sketches.length === 0 ? (
            <p className="text-ink-muted">None uploaded.</p>
          ) : (
            <SketchPreviews quoteId={id} sketches={detail.sketches} />
          )}
        </section>
        <section className="rounded-lg border border-line bg-card p-4">
          <h2 className="mb-2 font-semibold">Outcome</h2>
          {detail.outcome ? (
            <p>
              Marked <strong>{detail.outcome}</strong>
              {detail.outcomeNote ? `: ${detail.outcomeNote}` : ''}
            </p>
          ) : null}
          <label className="mt-2 flex flex-col">
            Note
            <input
              value={note}
              onChange={(e) => setNote(e.target.value)}
              maxLength={1000}
              className="rounded border border-line-strong bg-card px-2 py-1"
            />
          </label>
          <div className="mt-2 flex gap-2">
            <Button size="sm" disabled={outcome.isPending} onClick={() => outcome.mutate('won')}>
              Mark won
            </Button>
            <Button size="sm" variant="secondary" disabled={outcome.isPending} onClick={() => outcome.mutate('lost')}>
              Mark lost
            </Button>
          </div>
        </section>
        <section className="rounded-lg border border-line bg-card p-4">
          <h2 className="mb-2 font-semibold">E-mails</h2>
          <ul className="space-y-2">
            {detail.emails.map((email) => (
              <li key={email.id}>
                {email.subject} → {email.to}: <strong>{formatStatus(email.status)}</strong>
                {email.lastError ? ` (${email.lastError})` : ''}
              </li>
            ))}
          </ul>
        </section>
        <HistorySection history={detail.history} />
      </aside>
    </div>
  );
}

function CustomerSection({ detail }: { detail: InboxQuoteDetail }) {
  const { leadInfo } = detail.quote;
  return (
    <section className="rounded-lg border border-line bg-card p-4">
      <h2 className="mb-2 font-semibold">Customer</h2>
      <p>{leadInfo.fullName}</p>
      {leadInfo.companyName ? <p>{leadInfo.companyName}</p> : null}
      {detail.partnerName ? <p>Partner: {detail.partnerName}</p> : null}
      <p>
        <a className="underline" href={`mailto:${leadInfo.email}`}>
          {leadInfo.email}
        </a>
      </p>
      <p>{leadInfo.phone}</p>
    </section>
  );
}

function HistorySection({ history }: { history: InboxQuoteDetail['history'] }) {
  return (
    <section className="rounded-lg border border-line bg-card p-4">
      <h2 className="mb-2 font-semibold">History</h2>
      <ol>
        {history.map((entry, index) => (
          <li key={index}>
            {formatDateTime(new Date(entry.at))}: {formatStatus(entry.kind)}
            {entry.by ? ` by ${entry.by}` : ''}
            {entry.note ? ` — ${entry.note}` : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}
