import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../../core/dates';
import { formatRand } from '../../../../core/money';
import { usePartnerQuotes } from './partner-queries';
import { QuoteActions } from './quote-actions';
import { QuoteStatusBadge } from './quote-status-badge';

/** SPEC §2 Quotes, with search and paging (issue 13). */
export function QuotesTab() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { data, isError, isFetching } = usePartnerQuotes({ search: search.trim(), page });
  const pages = data ? Math.max(1, Math.ceil(data.matching / data.pageSize)) : 1;

  return (
    <section aria-labelledby="quotes-heading" className="rounded-2xl border border-line bg-card p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="quotes-heading" className="text-lg font-semibold text-ink">
          Quotes
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <label className="sr-only" htmlFor="quote-search">
            Search quotes
          </label>
          <input
            id="quote-search"
            type="search"
            value={search}
            maxLength={100}
            placeholder="Search number, client or e-mail"
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
            className="w-72 max-w-full rounded-lg border border-line-strong bg-white px-3 py-2 text-sm"
          />
          <Link to="/" className="rounded-lg bg-walnut-700 px-4 py-2 text-sm font-semibold text-white hover:bg-walnut-800">
            Create New Quote
          </Link>
        </div>
      </div>
      {isError ? <p className="mt-4 text-danger-700">Failed to fetch quotes</p> : null}
      {data && data.quotes.length === 0 ? (
        <p className="mt-4 text-ink-muted">{search ? 'No quotes match your search.' : 'No quotes yet.'}</p>
      ) : null}
      {data && data.quotes.length > 0 ? (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm" aria-busy={isFetching}>
            <thead className="text-ink-muted">
              <tr>
                <th className="py-2 pr-3 font-medium">Quote</th>
                <th className="py-2 pr-3 font-medium">Client</th>
                <th className="py-2 pr-3 font-medium">Date</th>
                <th className="py-2 pr-3 text-right font-medium">Total</th>
                <th className="py-2 pr-3 font-medium">Status</th>
                <th className="py-2 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {data.quotes.map((quote) => (
                <tr key={quote.id} data-testid="partner-quote-row">
                  <td className="py-2.5 pr-3 font-medium text-ink">{quote.quoteNumber}</td>
                  <td className="py-2.5 pr-3">
                    <span className="block text-ink">{quote.clientName}</span>
                    <span className="block text-ink-muted">{quote.clientEmail}</span>
                  </td>
                  <td className="py-2.5 pr-3 tabular-nums">{formatDate(new Date(quote.createdAt))}</td>
                  <td className="py-2.5 pr-3 text-right font-medium tabular-nums">{formatRand(quote.totalCents)}</td>
                  <td className="py-2.5 pr-3">
                    <QuoteStatusBadge status={quote.status} />
                  </td>
                  <td className="py-2.5">
                    <QuoteActions quote={quote} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data && pages > 1 ? (
        <nav aria-label="Quote pages" className="mt-4 flex items-center justify-between text-sm">
          <button type="button" className="rounded-lg border border-line-strong px-3 py-1.5 disabled:opacity-50" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </button>
          <span>
            Page {page} of {pages} · {data.matching} quotes
          </span>
          <button type="button" className="rounded-lg border border-line-strong px-3 py-1.5 disabled:opacity-50" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </button>
        </nav>
      ) : null}
    </section>
  );
}
