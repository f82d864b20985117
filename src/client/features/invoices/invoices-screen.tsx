import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { invoicesRoute } from '#core/api/invoicing-routes';
import { formatDay } from '#core/dates';
import { INVOICE_KIND_LABELS, INVOICE_STATUS_LABELS } from '#core/invoicing/invoice-labels';
import type { InvoiceStatus, InvoiceSummary } from '#core/invoicing/invoice-schemas';
import { formatRand } from '#core/money';
import { callQuery } from '#client/shared/call-api';
import { Cell, HeaderCell, Table, TableBody, TableHead, TableRow } from '#client/shared/ui/table';
import { ListFilters, useListAddress } from '#client/shared/staff-shell/list-filters';
import { StaffLoadError, StaffPage } from '#client/shared/staff-shell/staff-page';
import { invoiceAddress } from './invoice-address';

const STATUSES = Object.entries(INVOICE_STATUS_LABELS).map(([value, label]) => ({ value, label }));

/**
 * The list call's query as the address has it; a status the server does not know it answers with a 400, which the
 * screen shows.
 */
function queryOf(params: URLSearchParams) {
  const text = (name: string) => params.get(name) || undefined;
  return { status: text('status') as InvoiceStatus | undefined, from: text('from'), to: text('to') };
}

/** The search the server does not do: an invoice's or its quote's number, or the recipient's name, in any case. */
function matchesSearch(invoice: InvoiceSummary, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return true;
  return [invoice.number, invoice.quoteNumber, invoice.recipientName].some((text) =>
    text.toLowerCase().includes(wanted),
  );
}

/** ADR 047: every tax invoice and credit note, newest first, by status and the day it was issued. */
export function InvoicesScreen() {
  const { params, update } = useListAddress();
  const invoices = useQuery({ ...callQuery(invoicesRoute, { query: queryOf(params) }), retry: false });
  const search = params.get('search') ?? '';
  const shown = invoices.data?.invoices.filter((invoice) => matchesSearch(invoice, search));
  const filtered = ['search', 'status', 'from', 'to'].some((key) => params.get(key));
  return (
    <StaffPage title="Invoices">
      <ListFilters
        params={params}
        update={update}
        searchLabel="Number, quote or recipient"
        statuses={STATUSES}
        dateLabels={['Issued from', 'Issued to']}
      />
      {invoices.error ? (
        <StaffLoadError
          error={invoices.error}
          message="The invoices could not be loaded."
          notFound="The address asks for a status or a day the list does not know: choose them above."
          onRetry={() => void invoices.refetch()}
        />
      ) : null}
      {invoices.isPending ? <p role="status">Loading…</p> : null}
      {shown ? (
        shown.length === 0 ? (
          <p className="rounded-lg border border-line bg-card p-4 text-sm text-ink-muted">
            {filtered
              ? 'No invoices or credit notes match these filters.'
              : 'No invoices yet: a deposit invoice is issued when a quote is accepted.'}
          </p>
        ) : (
          <>
            <p className="mb-2 text-sm text-ink-muted">
              {shown.length} {shown.length === 1 ? 'invoice or credit note' : 'invoices and credit notes'}
            </p>
            <InvoiceTable invoices={shown} params={params} />
          </>
        )
      ) : null}
    </StaffPage>
  );
}

function InvoiceTable({ invoices, params }: { invoices: InvoiceSummary[]; params: URLSearchParams }) {
  return (
    <Table layout="stack" label="Invoices">
      <TableHead>
        <HeaderCell>Number</HeaderCell>
        <HeaderCell>Kind</HeaderCell>
        <HeaderCell>Quote</HeaderCell>
        <HeaderCell>Recipient</HeaderCell>
        <HeaderCell>Issued on</HeaderCell>
        <HeaderCell align="right">Total</HeaderCell>
        <HeaderCell align="right">Paid</HeaderCell>
        <HeaderCell align="right">Owing</HeaderCell>
        <HeaderCell>Status</HeaderCell>
      </TableHead>
      <TableBody>
        {invoices.map((invoice) => (
          <TableRow key={invoice.id}>
            <Cell nowrap>
              <Link to={invoiceAddress(invoice.id, params)} className="font-medium text-walnut-700 underline">
                {invoice.number}
              </Link>
            </Cell>
            <Cell label="Kind">{INVOICE_KIND_LABELS[invoice.kind]}</Cell>
            <Cell label="Quote" nowrap>
              <Link to={`/admin/quotes/${invoice.quoteId}`} className="text-walnut-700 underline">
                {invoice.quoteNumber}
              </Link>
            </Cell>
            <Cell label="Recipient">{invoice.recipientName}</Cell>
            <Cell label="Issued on" nowrap>
              {formatDay(invoice.issuedOn)}
            </Cell>
            <Cell label="Total" align="right" nowrap>
              <span className="tabular-nums">{formatRand(invoice.totalCents)}</span>
            </Cell>
            <Cell label="Paid" align="right" nowrap>
              <span className="tabular-nums">{formatRand(invoice.paidCents)}</span>
            </Cell>
            <Cell label="Owing" align="right" nowrap>
              <span className="tabular-nums">{formatRand(invoice.owingCents)}</span>
            </Cell>
            <Cell label="Status">{INVOICE_STATUS_LABELS[invoice.status]}</Cell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
