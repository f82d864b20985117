import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { invoicePdfRoute, invoiceRoute } from '#core/api/invoicing-routes';
import { formatDateTime, formatDay } from '#core/dates';
import { INVOICE_KIND_LABELS, INVOICE_STATUS_LABELS, paymentMethodLabel } from '#core/invoicing/invoice-labels';
import type { InvoiceDetail } from '#core/invoicing/invoice-schemas';
import { formatRand } from '#core/money';
import { callQuery, urlOf } from '#client/shared/call-api';
import { Cell, HeaderCell, Table, TableBody, TableHead, TableRow } from '#client/shared/ui/table';
import { StaffLoadError, StaffPage } from '#client/shared/staff-shell/staff-page';
import { CreditNoteDialog } from './credit-note-dialog';
import { invoiceAddress, invoiceListAddress } from './invoice-address';
import { RecordPaymentForm } from './record-payment-form';

const linkClass = 'font-medium text-walnut-700 underline';

/** ADR 047: one tax invoice or credit note as it was printed, its payments, and what staff may do with it. */
export function InvoiceDetailScreen() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const invoice = useQuery({ ...callQuery(invoiceRoute, { params: { id } }), retry: false });
  const data = invoice.data;
  const title = data ? `${data.kind === 'credit_note' ? 'Credit note' : 'Tax invoice'} ${data.number}` : 'Invoice';
  return (
    <StaffPage
      title={title}
      back={
        <Link to={invoiceListAddress(params)} className={linkClass}>
          ← All invoices
        </Link>
      }
    >
      {invoice.error ? (
        <StaffLoadError
          error={invoice.error}
          notFound="There is no such invoice."
          onRetry={() => void invoice.refetch()}
        />
      ) : null}
      {invoice.isPending ? <p role="status">Loading…</p> : null}
      {data ? <InvoiceDetailView key={data.id} invoice={data} params={params} /> : null}
    </StaffPage>
  );
}

function InvoiceDetailView({ invoice, params }: { invoice: InvoiceDetail; params: URLSearchParams }) {
  const [issued, setIssued] = useState<InvoiceDetail | null>(null);
  const open = invoice.kind !== 'credit_note' && invoice.creditedBy === null;
  return (
    <div className="flex flex-col gap-6">
      <Summary invoice={invoice} params={params} />
      <div aria-live="polite">
        {issued ? (
          <p role="status" className="rounded-lg bg-walnut-50 p-3 text-sm text-ink">
            Credit note{' '}
            <Link to={invoiceAddress(issued.id, params)} className={linkClass}>
              {issued.number}
            </Link>{' '}
            issued: {invoice.number} owes nothing now.
          </p>
        ) : null}
      </div>
      {open ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <CreditNoteDialog invoice={invoice} onIssued={setIssued} />
          <span className="text-ink-muted">Cancels this invoice, for instance when the order is called off.</span>
        </div>
      ) : null}
      <Payments invoice={invoice} />
      {open ? <RecordPaymentForm invoice={invoice} /> : null}
      <Reminders reminders={invoice.reminders} nextReminderAt={invoice.nextReminderAt} />
      <Printed invoice={invoice} />
    </div>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-ink-muted">{label}</dt>
      <dd className="font-medium tabular-nums">{children}</dd>
    </div>
  );
}

function Summary({ invoice, params }: { invoice: InvoiceDetail; params: URLSearchParams }) {
  return (
    <section aria-label="Summary" className="rounded-xl border border-line bg-card p-4 text-sm">
      <dl className="flex flex-wrap gap-x-8 gap-y-3">
        <Figure label="Kind">{INVOICE_KIND_LABELS[invoice.kind]}</Figure>
        <Figure label="Status">{INVOICE_STATUS_LABELS[invoice.status]}</Figure>
        <Figure label="Quote">
          <Link to={`/admin/quotes/${invoice.quoteId}`} className={linkClass}>
            {invoice.quoteNumber}
          </Link>
        </Figure>
        <Figure label="Issued on">{formatDay(invoice.issuedOn)}</Figure>
        <Figure label="Total">{formatRand(invoice.totalCents)}</Figure>
        <Figure label="Paid">{formatRand(invoice.paidCents)}</Figure>
        <Figure label={invoice.owingCents < 0 ? 'Overpaid' : 'Owing'}>
          {formatRand(Math.abs(invoice.owingCents))}
        </Figure>
      </dl>
      {invoice.credits ? (
        <p className="mt-3">
          Cancels{' '}
          <Link to={invoiceAddress(invoice.credits.id, params)} className={linkClass}>
            {invoice.credits.number}
          </Link>
          {invoice.reason ? `: ${invoice.reason}` : ''}
        </p>
      ) : null}
      {invoice.creditedBy ? (
        <p className="mt-3">
          Cancelled by credit note{' '}
          <Link to={invoiceAddress(invoice.creditedBy.id, params)} className={linkClass}>
            {invoice.creditedBy.number}
          </Link>
        </p>
      ) : null}
      <a
        href={urlOf(invoicePdfRoute, { params: { id: invoice.id } })}
        download={`${invoice.number}.pdf`}
        className="mt-4 inline-block rounded-lg bg-walnut-700 px-4 py-2 font-semibold text-white hover:bg-walnut-800"
      >
        {invoice.kind === 'credit_note' ? 'Credit note' : 'Tax invoice'} (PDF)
      </a>
    </section>
  );
}

function Payments({ invoice }: { invoice: InvoiceDetail }) {
  if (invoice.kind === 'credit_note') return null;
  return (
    <section aria-labelledby="payments">
      <h2 id="payments" className="mb-2 text-lg font-semibold">
        Payments
      </h2>
      {invoice.payments.length === 0 ? (
        <p className="text-sm text-ink-muted">None recorded yet.</p>
      ) : (
        <Table layout="stack" label="Payments">
          <TableHead>
            <HeaderCell>Paid on</HeaderCell>
            <HeaderCell>Method</HeaderCell>
            <HeaderCell>Reference</HeaderCell>
            <HeaderCell align="right">Amount</HeaderCell>
            <HeaderCell>Recorded</HeaderCell>
          </TableHead>
          <TableBody>
            {invoice.payments.map((payment) => (
              <TableRow key={payment.id}>
                <Cell nowrap>{formatDay(payment.paidOn)}</Cell>
                <Cell label="Method">{paymentMethodLabel(payment.method)}</Cell>
                <Cell label="Reference">{payment.reference || '—'}</Cell>
                <Cell label="Amount" align="right" nowrap>
                  <span className="tabular-nums">{formatRand(payment.amountCents)}</span>
                </Cell>
                <Cell label="Recorded">
                  {formatDateTime(new Date(payment.recordedAt))}
                  {payment.recordedBy ? ` by ${payment.recordedBy}` : ''}
                </Cell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}

/** The payment reminders e-mailed about it, and when the next is due (ADR 047). */
function Reminders({ reminders, nextReminderAt }: Pick<InvoiceDetail, 'reminders' | 'nextReminderAt'>) {
  return (
    <section aria-labelledby="reminders" className="flex flex-col gap-1 text-sm">
      <h2 id="reminders" className="mb-1 text-lg font-semibold">
        Reminders
      </h2>
      {reminders.length === 0 ? (
        <p className="text-ink-muted">None sent.</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {reminders.map((reminder) => (
            <li key={reminder.queuedAt}>E-mailed {formatDateTime(new Date(reminder.queuedAt))}</li>
          ))}
        </ul>
      )}
      <p className="text-ink-muted">
        {nextReminderAt
          ? `Next reminder due ${formatDateTime(new Date(nextReminderAt))}.`
          : 'No further reminder will be sent.'}
      </p>
    </section>
  );
}

/** What the invoice printed (ADR 047: frozen when issued), whatever the settings or the quote say since. */
function Printed({ invoice }: { invoice: InvoiceDetail }) {
  const { supplier, recipient } = invoice;
  return (
    <section aria-labelledby="printed" className="grid gap-4 text-sm md:grid-cols-3">
      <h2 id="printed" className="text-lg font-semibold md:col-span-3">
        As printed
      </h2>
      <div className="rounded-lg border border-line bg-card p-4">
        <h3 className="mb-1 font-semibold">Supplier</h3>
        <p>{supplier.registeredName}</p>
        {supplier.tradingName && supplier.tradingName !== supplier.registeredName ? (
          <p>Trading as {supplier.tradingName}</p>
        ) : null}
        <p className="whitespace-pre-line">{supplier.address}</p>
        <p>VAT number {supplier.vatNumber || '—'}</p>
      </div>
      <div className="rounded-lg border border-line bg-card p-4">
        <h3 className="mb-1 font-semibold">Recipient{recipient.partner ? ' (partner)' : ''}</h3>
        <p>{recipient.name}</p>
        {recipient.address ? <p className="whitespace-pre-line">{recipient.address}</p> : null}
        {recipient.vatNumber ? <p>VAT number {recipient.vatNumber}</p> : null}
        {recipient.email ? <p>{recipient.email}</p> : null}
      </div>
      <div className="rounded-lg border border-line bg-card p-4">
        <h3 className="mb-1 font-semibold">Amounts</h3>
        <p>
          {invoice.quantity} × {invoice.description}
        </p>
        <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 tabular-nums">
          <dt>Excluding VAT</dt>
          <dd className="text-right">{formatRand(invoice.exclusiveCents)}</dd>
          <dt>VAT (15 %)</dt>
          <dd className="text-right">{formatRand(invoice.vatCents)}</dd>
          <dt className="font-semibold">Total</dt>
          <dd className="text-right font-semibold">{formatRand(invoice.totalCents)}</dd>
        </dl>
        <p className="mt-2 text-ink-muted">Pay with reference {invoice.reference}</p>
      </div>
    </section>
  );
}
