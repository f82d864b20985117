import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatRand } from '#core/money';
import { formatPercent } from '#core/percent';
import type { PartnerPricing } from '#core/pricing/client-price-schema';
import type { PartnerQuoteSummary } from '#core/partner-area/partner-area-schemas';
import { partnerQuotePdfRoute, partnerQuoteRoute } from '#core/api/partner-area-routes';
import { callQuery, urlOf } from '#client/shared/call-api';
import { Button } from '#client/shared/ui/button';
import { InvoicesAndPayments } from '#client/shared/quote-display/invoices-and-payments';
import { DialogClose, PartnerDialog } from '#client/shared/partner/partner-dialog';

function describeChoice(choice: PartnerPricing['clientPrice']): string {
  if (choice.mode === 'markup') return `List price plus ${formatPercent(choice.markupPercentage)} markup`;
  return choice.mode === 'list' ? 'List price' : 'Your discount passed on';
}

/**
 * The partner's own view of one quote (PARTNER-21 to PARTNER-24): how the client price was
 * chosen, the trade price, the client price and the margin in rand and per cent. The PDF offered
 * here is the client's copy, the one 'Send' attaches: it carries no trade figure (ADR 019). Once accepted, the
 * workshop's invoices to the partner, at the trade price, and how to pay them (ADR 047).
 */
export function QuoteDetailDialog({ quote }: { quote: PartnerQuoteSummary }) {
  const [open, setOpen] = useState(false);
  const params = { id: String(quote.id) };
  const detail = useQuery({ ...callQuery(partnerQuoteRoute, { params }), enabled: open });
  const pricing = detail.data?.partnerPricing;
  const invoices = detail.data?.invoices;
  return (
    <PartnerDialog
      open={open}
      onOpenChange={setOpen}
      title={`Quote ${quote.quoteNumber}`}
      description={`For ${quote.clientName}, ${quote.clientEmail}.`}
      trigger={
        <Button size="sm" variant="secondary" aria-label={`Details of ${quote.quoteNumber}`}>
          Details
        </Button>
      }
    >
      {detail.isPending ? <p className="mt-4 text-sm text-ink-muted">Loading…</p> : null}
      {detail.isError ? (
        <p role="alert" className="mt-4 text-sm text-danger-700">
          The quote could not be loaded. Please try again.
        </p>
      ) : null}
      {pricing ? (
        <div className="mt-4 space-y-4">
          <p className="text-sm text-ink">
            Client price: <span className="font-semibold">{describeChoice(pricing.clientPrice)}</span>
            {` · your discount ${formatPercent(pricing.discountPercentage)}`}
          </p>
          <dl className="space-y-2 text-sm" data-testid="partner-quote-figures">
            <Figure label="Your client pays" value={formatRand(pricing.clientTotalCents)} strong />
            <Figure label="Trade price (you pay the workshop)" value={formatRand(pricing.tradeTotalCents)} />
            <Figure
              label="Your margin"
              value={`${formatRand(pricing.marginCents)} (${formatPercent(pricing.marginPercentage)} of the client price)`}
            />
          </dl>
          <p className="text-sm text-ink-muted">
            The client’s PDF and quote page show only the client price; the trade price and margin are yours alone.
          </p>
          {/* ADR 047: the workshop invoices the partner at the trade price; the client's page shows none of it. */}
          {invoices && (detail.data?.status === 'accepted' || invoices.length > 0) ? (
            <InvoicesAndPayments
              invoices={invoices}
              howToPay={detail.data?.howToPay}
              level={3}
              className="border-t border-line pt-4"
            />
          ) : null}
          <div className="flex flex-wrap gap-3">
            <a
              href={urlOf(partnerQuotePdfRoute, { params })}
              download
              className="rounded-lg border border-line-strong px-3 py-2 text-sm font-medium text-ink hover:bg-walnut-50"
            >
              Download the client’s PDF
            </a>
            <a
              href={`/quote/${quote.token}`}
              target="_blank"
              rel="noreferrer"
              className="rounded-lg border border-line-strong px-3 py-2 text-sm font-medium text-ink hover:bg-walnut-50"
            >
              Open the client’s quote page
            </a>
          </div>
        </div>
      ) : null}
      <div className="mt-6 flex justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Close</Button>
        </DialogClose>
      </div>
    </PartnerDialog>
  );
}

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3">
      <dt className={strong ? 'font-semibold text-ink' : 'text-ink'}>{label}</dt>
      <dd
        className={
          strong ? 'font-display text-xl font-semibold text-walnut-800 tabular-nums' : 'font-medium tabular-nums'
        }
      >
        {value}
      </dd>
    </div>
  );
}
