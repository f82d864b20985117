import type { HowToPay, QuoteInvoice } from '#core/invoicing/invoice-schemas';
import {
  BANK_ACCOUNT_TYPE_LABELS,
  INVOICE_KIND_LABELS,
  INVOICE_STATUS_LABELS,
  quoteBalance,
} from '#core/invoicing/quote-balance';
import { formatDay } from '#core/dates';
import { formatRand } from '#core/money';
import { cx } from '../cx';
import { showToast } from '../toast/toast-store';
import { Button } from '../ui/button';

type HeadingLevel = 2 | 3;

const below = (level: HeadingLevel) => (level + 1) as 3 | 4;

function Heading({
  level,
  id,
  className,
  children,
}: {
  level: 2 | 3 | 4;
  id?: string;
  className: string;
  children: string;
}) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}

const STATUS_TONES: Record<QuoteInvoice['status'], string> = {
  unpaid: 'border-walnut-300 bg-walnut-50 text-walnut-800',
  part_paid: 'border-walnut-300 bg-walnut-50 text-walnut-800',
  paid: 'border-sage-600/40 bg-sage-50 text-sage-700',
  overpaid: 'border-sage-600/40 bg-sage-50 text-sage-700',
  credited: 'border-line-strong bg-card text-ink-muted',
  credit_note: 'border-line-strong bg-card text-ink-muted',
};

/** `selectable`: one tap selects the whole value, to copy it into a banking app; `total`: the sum below a list. */
function Row({
  label,
  children,
  testId,
  selectable = false,
  total = false,
}: {
  label: string;
  children: string;
  testId?: string;
  selectable?: boolean;
  total?: boolean;
}) {
  return (
    <div className={cx('flex items-baseline justify-between gap-3', total && 'border-t border-line pt-3')}>
      <dt className={total ? 'font-semibold text-ink' : 'text-ink-muted'}>{label}</dt>
      <dd
        className={cx(
          'min-w-0 text-right wrap-break-word tabular-nums',
          total ? 'font-display text-2xl font-semibold text-walnut-800' : 'font-medium text-ink',
          selectable && 'select-all',
        )}
        data-testid={testId}
      >
        {children}
      </dd>
    </div>
  );
}

/** One invoice or credit note: what it is for, and what is paid and owing on it (ADR 047). */
function InvoiceEntry({ invoice, level }: { invoice: QuoteInvoice; level: HeadingLevel }) {
  const creditNote = invoice.kind === 'credit_note';
  return (
    <li className="rounded-xl border border-line bg-card p-4" data-testid="quote-invoice">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading level={below(level)} className="font-semibold text-ink">
          {`${INVOICE_KIND_LABELS[invoice.kind]} ${invoice.number}`}
        </Heading>
        <span
          className={cx('rounded-full border px-2.5 py-0.5 text-xs font-semibold', STATUS_TONES[invoice.status])}
          data-testid="quote-invoice-status"
        >
          {INVOICE_STATUS_LABELS[invoice.status]}
        </span>
      </div>
      <dl className="mt-3 space-y-1 text-sm" aria-label={`${INVOICE_KIND_LABELS[invoice.kind]} ${invoice.number}`}>
        <Row label="Date">{formatDay(invoice.issuedOn)}</Row>
        <Row label={creditNote ? 'Credited' : 'Total'}>{formatRand(invoice.totalCents)}</Row>
        {creditNote ? null : <Row label="Paid">{formatRand(invoice.paidCents)}</Row>}
        {creditNote ? null : invoice.owingCents < 0 ? (
          <Row label="Overpaid" testId="quote-invoice-overpaid">
            {`Paid ${formatRand(-invoice.owingCents)} more than invoiced`}
          </Row>
        ) : (
          <Row label="Owing" testId="quote-invoice-owing">
            {formatRand(invoice.owingCents)}
          </Row>
        )}
      </dl>
    </li>
  );
}

/** What a banking app asks for, in the order it asks: shown, and copied one per line. */
function paymentRows(howToPay: HowToPay, amountCents: number): { label: string; value: string; testId?: string }[] {
  return [
    { label: 'Account holder', value: howToPay.accountHolder },
    { label: 'Bank', value: howToPay.bankName },
    { label: 'Branch code', value: howToPay.branchCode },
    { label: 'Account number', value: howToPay.accountNumber },
    { label: 'Account type', value: BANK_ACCOUNT_TYPE_LABELS[howToPay.accountType] },
    { label: 'Reference', value: howToPay.reference, testId: 'how-to-pay-reference' },
    { label: 'Amount', value: formatRand(amountCents), testId: 'how-to-pay-amount' },
  ];
}

async function copyPaymentDetails(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    showToast({ title: 'Details Copied', description: 'Paste them into your banking app.', variant: 'success' });
  } catch {
    showToast({
      title: 'Not Copied',
      description: 'This browser would not copy them. Select the details to copy them instead.',
      variant: 'destructive',
    });
  }
}

/** EFT to the workshop's account, each invoice with its own number as the reference (ADR 047). */
function HowToPaySection({
  howToPay,
  owing,
  level,
}: {
  howToPay: HowToPay | undefined;
  owing: readonly QuoteInvoice[];
  level: HeadingLevel;
}) {
  const first = owing.find((invoice) => invoice.reference === howToPay?.reference) ?? owing[0];
  const others = owing.filter((invoice) => invoice !== first);
  const rows = howToPay && first ? paymentRows(howToPay, first.owingCents) : [];
  return (
    <div className="rounded-xl border border-walnut-300 bg-walnut-50 p-4" data-testid="how-to-pay">
      <Heading level={below(level)} className="font-semibold text-ink">
        How to pay
      </Heading>
      {howToPay && first ? (
        <>
          <p className="mt-1 text-sm text-ink">
            Pay by EFT into this account. Use the invoice number as the reference, exactly, so we can match your
            payment.
          </p>
          <dl className="mt-3 space-y-1 text-sm" aria-label="Bank details">
            {rows.map((row) => (
              <Row key={row.label} label={row.label} testId={row.testId} selectable>
                {row.value}
              </Row>
            ))}
          </dl>
          {others.map((invoice) => (
            <p key={invoice.number} className="mt-2 text-sm text-ink">
              {`Pay ${invoice.number}'s ${formatRand(invoice.owingCents)} on its own, with ${invoice.reference} as the reference.`}
            </p>
          ))}
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            onClick={() => void copyPaymentDetails(rows.map((row) => `${row.label}: ${row.value}`).join('\n'))}
          >
            Copy payment details
          </Button>
        </>
      ) : (
        <p className="mt-1 text-sm text-ink">
          Pay by EFT with the invoice number as the reference. The bank details are on the invoice we e-mailed you.
        </p>
      )}
    </div>
  );
}

/**
 * A quote's tax invoices and credit notes, what is paid and owing, and how to pay (ADR 047): on the customer's quote
 * page and in a partner's own quote. An overpayment shows on its invoice and is not set off against another's balance
 * (ADR 050); "How to pay" shows only while something is owing.
 */
export function InvoicesAndPayments({
  invoices,
  howToPay,
  level = 2,
  className,
}: {
  invoices: readonly QuoteInvoice[];
  howToPay?: HowToPay | undefined;
  /** The section heading's level: 2 on a page, 3 inside a dialog whose title is the 2. */
  level?: HeadingLevel;
  className?: string;
}) {
  const balance = quoteBalance(invoices);
  const headingId = `invoices-heading-${level}`;
  return (
    <section aria-labelledby={headingId} className={cx('space-y-4', className)} data-testid="invoices-and-payments">
      <Heading level={level} id={headingId} className="text-xl font-semibold text-ink">
        Invoices and payments
      </Heading>
      {invoices.length === 0 ? (
        <p className="text-sm text-ink-muted">
          No invoice yet. Each invoice is e-mailed when it is issued and shows here.
        </p>
      ) : (
        <>
          <ul aria-label="Invoices" className="space-y-3">
            {invoices.map((invoice) => (
              <InvoiceEntry key={invoice.number} invoice={invoice} level={level} />
            ))}
          </ul>
          <dl className="text-sm">
            <Row label="Still owing" testId="invoices-owing" total>
              {formatRand(balance.owingCents)}
            </Row>
          </dl>
          {balance.owingCents > 0 ? (
            <HowToPaySection howToPay={howToPay} owing={balance.owing} level={level} />
          ) : (
            <p className="text-sm text-ink" data-testid="invoices-settled">
              Nothing is owing.
            </p>
          )}
        </>
      )}
    </section>
  );
}
