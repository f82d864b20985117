import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '#core/dates';
import { formatRand } from '#core/money';
import { formatPercent } from '#core/percent';
import { marginPercentage } from '#core/pricing/client-price';
import { Cell, HeaderCell, Table, TableBody, TableHead, TableRow } from '#client/shared/ui/table';
import { startNextQuote } from '#client/shared/quote-in-progress/start-new-quote';
import { usePartnerQuotes } from './partner-queries';
import { QuoteActions } from './quote-actions';
import { QuoteStatusBadge } from './quote-status-badge';

/** PARTNER-15's Quotes, with search and paging. */
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
          <Link
            to="/"
            onClick={() => startNextQuote({ forPartner: true })}
            className="rounded-lg bg-walnut-700 px-4 py-2 text-sm font-semibold text-white hover:bg-walnut-800"
          >
            Create New Quote
          </Link>
        </div>
      </div>
      {isError ? <p className="mt-4 text-danger-700">Failed to fetch quotes</p> : null}
      {data && data.quotes.length === 0 ? (
        <p className="mt-4 text-ink-muted">{search ? 'No quotes match your search.' : 'No quotes yet.'}</p>
      ) : null}
      {data && data.quotes.length > 0 ? (
        <Table layout="stack" label="Your quotes" busy={isFetching} className="mt-4">
          <TableHead>
            <HeaderCell>Quote</HeaderCell>
            <HeaderCell>Client</HeaderCell>
            <HeaderCell>Date</HeaderCell>
            <HeaderCell align="right">Client price</HeaderCell>
            <HeaderCell align="right">Trade price</HeaderCell>
            <HeaderCell align="right">Margin</HeaderCell>
            <HeaderCell>Status</HeaderCell>
            <HeaderCell>
              <span className="sr-only">Actions</span>
            </HeaderCell>
          </TableHead>
          <TableBody>
            {data.quotes.map((quote) => (
              <TableRow key={quote.id} data-testid="partner-quote-row">
                <Cell nowrap className="font-medium text-ink">
                  {quote.quoteNumber}
                </Cell>
                <Cell label="Client">
                  <span className="block text-ink">{quote.clientName}</span>
                  <span className="block text-ink-muted">{quote.clientEmail}</span>
                </Cell>
                <Cell label="Date" nowrap>
                  {formatDate(new Date(quote.createdAt))}
                </Cell>
                {/* The partner's own view: what the client pays, what the workshop charges, and the difference
                   (PARTNER-21 to PARTNER-24). */}
                <Cell label="Client price" align="right" nowrap className="font-medium">
                  {formatRand(quote.clientTotalCents)}
                </Cell>
                <Cell label="Trade price" align="right" nowrap>
                  {formatRand(quote.tradeTotalCents)}
                </Cell>
                <Cell label="Margin" align="right" nowrap>
                  <span data-testid="partner-quote-margin">
                    {formatRand(quote.marginCents)} (
                    {formatPercent(marginPercentage(quote.marginCents, quote.clientTotalCents))})
                  </span>
                </Cell>
                <Cell label="Status">
                  <QuoteStatusBadge status={quote.status} />
                </Cell>
                <Cell className="max-sm:pt-2">
                  <QuoteActions quote={quote} />
                </Cell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {data && pages > 1 ? (
        <nav aria-label="Quote pages" className="mt-4 flex items-center justify-between text-sm">
          <button
            type="button"
            className="rounded-lg border border-line-strong px-3 py-1.5 disabled:opacity-50"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            Previous
          </button>
          <span>
            Page {page} of {pages} · {data.matching} quotes
          </span>
          <button
            type="button"
            className="rounded-lg border border-line-strong px-3 py-1.5 disabled:opacity-50"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            Next
          </button>
        </nav>
      ) : null}
    </section>
  );
}
