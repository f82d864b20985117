import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { inboxQuotesRoute } from '#core/api/quotes-inbox-routes';
import { INBOX_FILTERS, type InboxFilter, type InboxQuoteRow } from '#core/back-office/quotes-inbox';
import { formatDate } from '#core/dates';
import { formatStatus, quoteStatusLabel } from '#core/format-status';
import { formatRand } from '#core/money';
import { callQuery } from '#client/shared/call-api';
import { Button } from '#client/shared/ui/button';
import { Cell, HeaderCell, Table, TableBody, TableHead, TableRow } from '#client/shared/ui/table';
import { ListFilters, useListAddress, type UpdateAddress } from '#client/shared/staff-shell/list-filters';
import { StaffLoadError, StaffPage } from '#client/shared/staff-shell/staff-page';
import { quoteDetailAddress } from './inbox-address';

const STATUSES = INBOX_FILTERS.map((filter) => ({ value: filter, label: formatStatus(filter) }));

// The server's highest page (inboxQuerySchema); a larger or malformed number in the address is page 1.
const MAX_PAGE = 100_000;

/** The page the address asks for: a whole number from 1, else the first page. */
export function pageInAddress(value: string | null): number {
  const page = value !== null && /^\d{1,6}$/.test(value) ? Number(value) : 1;
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** The inbox's own address for a page: page 1 is the address without one. */
function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}

/**
 * The inbox call's search as the address has it; a status the server does not know it answers with a 400, as it always
 * did.
 */
function searchOf(params: URLSearchParams, page: number) {
  const text = (name: string) => params.get(name) ?? undefined;
  return {
    search: text('search'),
    status: text('status') as InboxFilter | undefined,
    from: text('from'),
    to: text('to'),
    page: page > 1 ? page : undefined,
  };
}

/** STAFF-08: every quote, newest first, searched, filtered and paged on the server. */
export function QuotesInboxScreen() {
  const { params, setParams, update } = useListAddress();
  const page = pageInAddress(params.get('page'));
  const quotes = useQuery({ ...callQuery(inboxQuotesRoute, { query: searchOf(params, page) }), retry: false });
  const pages = quotes.data ? Math.max(1, Math.ceil(quotes.data.total / quotes.data.pageSize)) : 1;
  // The server answers a page past the last with no rows (an old link, or quotes marked since):
  // the address moves to the last page, so the pager never reads 'Page 99 of 1'.
  const beyondLast = quotes.data !== undefined && page > pages;
  const pageWanted = beyondLast ? pages : page;
  const pageInUrl = params.get('page');
  useEffect(() => {
    if (pageInUrl !== (pageWanted > 1 ? String(pageWanted) : null))
      setParams((now) => withPage(now, pageWanted), { replace: true });
  }, [pageInUrl, pageWanted, setParams]);
  return (
    <StaffPage title="Quotes">
      <ListFilters params={params} update={update} searchLabel="Number, name or e-mail" statuses={STATUSES} />
      {quotes.error ? <StaffLoadError error={quotes.error} /> : null}
      {beyondLast ? (
        <p role="status" className="text-sm text-ink-muted">
          No quotes on page {page}; going to{' '}
          <Link to={`?${withPage(params, pages).toString()}`} replace className="text-walnut-700 underline">
            page {pages}
          </Link>
          .
        </p>
      ) : null}
      {quotes.data && !beyondLast ? (
        <>
          <p className="mb-2 text-sm text-ink-muted">
            {quotes.data.total} quote{quotes.data.total === 1 ? '' : 's'}
          </p>
          <InboxTable quotes={quotes.data.quotes} params={params} />
          <InboxPager page={page} pages={pages} update={update} />
        </>
      ) : null}
    </StaffPage>
  );
}

function InboxTable({ quotes, params }: { quotes: InboxQuoteRow[]; params: URLSearchParams }) {
  return (
    <Table layout="stack" label="Quotes">
      <TableHead>
        <HeaderCell>Number</HeaderCell>
        <HeaderCell>Customer</HeaderCell>
        <HeaderCell align="right">Total</HeaderCell>
        <HeaderCell>Status</HeaderCell>
        <HeaderCell>Date</HeaderCell>
        <HeaderCell>Valid until</HeaderCell>
      </TableHead>
      <TableBody>
        {quotes.map((q) => (
          <TableRow key={q.id}>
            <Cell nowrap>
              <Link to={quoteDetailAddress(q.id, params)} className="font-medium text-walnut-700 underline">
                {q.quoteNumber}
              </Link>
            </Cell>
            <Cell label="Customer">
              {q.partnerName ? `${q.partnerName} for ` : ''}
              {q.customerName}
              {q.companyName ? `, ${q.companyName}` : ''}{' '}
              <span className="block text-xs text-ink-muted">{q.customerEmail}</span>
            </Cell>
            <Cell label="Total" align="right" nowrap>
              <span className="block whitespace-nowrap tabular-nums" data-testid="inbox-total">
                {formatRand(q.totalCents)}
              </span>
              {/* A partner's quote: the trade total above, what their client was quoted below (PARTNER-21 to
                 PARTNER-24). */}
              {q.clientTotalCents !== q.totalCents ? (
                <span className="block text-xs text-ink-muted">client {formatRand(q.clientTotalCents)}</span>
              ) : null}
            </Cell>
            <Cell label="Status">{quoteStatusLabel(q)}</Cell>
            <Cell label="Date" nowrap>
              {formatDate(new Date(q.createdAt))}
            </Cell>
            <Cell label="Valid until" nowrap>
              {formatDate(new Date(q.validUntil))}
            </Cell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function InboxPager({ page, pages, update }: { page: number; pages: number; update: UpdateAddress }) {
  return (
    <nav aria-label="Pages" className="mt-3 flex items-center gap-2 text-sm">
      <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => update({ page: String(page - 1) })}>
        Previous
      </Button>
      <span>
        Page {page} of {pages}
      </span>
      <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => update({ page: String(page + 1) })}>
        Next
      </Button>
    </nav>
  );
}
