import { useMutation } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { quoteResponsePrice, type QuoteResponse } from '#core/quotes/quote-response';
import { ApiError } from '#client/shared/api-client';
import { expectedDeliveryRange, formatDate } from '#core/dates';
import { downloadQuotePdf } from '#client/shared/quote-display/download-quote-pdf';
import { InvoicesAndPayments } from '#client/shared/quote-display/invoices-and-payments';
import { QuoteTotals } from '#client/shared/quote-display/quote-totals';
import { showToast } from '#client/shared/toast/toast-store';
import { trackInteraction } from '#client/shared/tracking/visitor-tracker';
import { Button } from '#client/shared/ui/button';
import { SiteHeader } from '#client/shared/ui/site-header';
import { useDocumentTitle } from '#client/shared/use-document-title';
import { AcceptQuoteSection } from './accept-quote-section';
import { PartnerQuoteFooter, PartnerQuoteHeader } from './partner-quote-header';
import { QuoteLineList } from '#client/shared/quote-display/quote-line-card';
import { useCustomerQuote } from './use-customer-quote';
import { startNextQuote } from '#client/shared/quote-in-progress/start-new-quote';

const STATUS_LABELS: Record<QuoteResponse['status'], string> = {
  draft: 'Open',
  sent: 'Open',
  accepted: 'Accepted',
  expired: 'Expired',
};

/** A wrong or guessed link: nothing about any quote is revealed (QUOTE-14). */
function QuoteNotFound() {
  useDocumentTitle('Quote not found');
  return (
    <main className="mx-auto max-w-xl px-6 py-16 text-center">
      <h1 className="text-3xl font-semibold text-ink">Quote not found</h1>
      <p className="mt-3 text-ink-muted">
        This link does not lead to a quote. Check that you opened the whole link from your e-mail, or contact us and we
        will send it again.
      </p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-lg bg-walnut-700 px-5 py-2.5 font-medium text-white hover:bg-walnut-800"
      >
        Configure a surface
      </Link>
    </main>
  );
}

function QuoteDetails({ quote, onExpired }: { quote: QuoteResponse; onExpired: () => void }) {
  useDocumentTitle(`Quote ${quote.quoteNumber}`, quote.partner?.businessName);
  const download = useMutation({
    mutationFn: () => downloadQuotePdf(quote),
    onSuccess: () => {
      showToast({
        title: 'PDF Generated',
        description: 'Your quote has been generated successfully.',
        variant: 'success',
      });
      trackInteraction('pdf_download');
    },
    onError: () =>
      showToast({ title: 'Error', description: 'Failed to generate PDF. Please try again.', variant: 'destructive' }),
  });
  const deliveryFrom = quote.acceptedAt ? new Date(quote.acceptedAt) : new Date();
  return (
    <main className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6 sm:pt-8 lg:px-8">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-semibold text-ink sm:text-4xl">
          Quote <span data-testid="quote-page-number">{quote.quoteNumber}</span>
        </h1>
        <span
          className="rounded-full border border-line-strong bg-card px-3 py-0.5 text-sm font-semibold text-ink"
          data-testid="quote-status"
        >
          {STATUS_LABELS[quote.status]}
        </span>
      </div>
      <p className="mt-2 text-ink-muted">
        Prepared for {quote.leadInfo.fullName}
        {quote.leadInfo.companyName ? `, ${quote.leadInfo.companyName}` : ''} on {formatDate(new Date(quote.quoteDate))}{' '}
        · valid until {formatDate(new Date(quote.validUntil))}. Every price includes VAT.
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start">
        <QuoteLineList lines={quote.lines} headingId="quote-surfaces-heading" />
        <div className="min-w-0 space-y-6">
          <section
            aria-labelledby="quote-totals-heading"
            className="rounded-2xl border border-line bg-card p-5 shadow-sm sm:p-6"
          >
            <h2 id="quote-totals-heading" className="mb-4 text-xl font-semibold text-ink">
              Total &amp; Delivery
            </h2>
            <QuoteTotals
              price={quoteResponsePrice(quote)}
              delivery={quote.delivery}
              discountPercentage={quote.discountPercentage}
              deliveryRange={expectedDeliveryRange(deliveryFrom, quote.leadTime)}
              leadTime={quote.leadTime}
            />
            <Button
              variant="secondary"
              size="lg"
              className="mt-5 w-full"
              disabled={download.isPending}
              onClick={() => download.mutate()}
            >
              {download.isPending ? 'Preparing PDF…' : 'Download PDF'}
            </Button>
          </section>
          <AcceptQuoteSection quote={quote} onExpired={onExpired} />
          {/* ADR 047: only the page's own GET answers `invoices`; a partner's client's page has none. */}
          {quote.status === 'accepted' && quote.invoices && !quote.partner ? (
            <InvoicesAndPayments
              invoices={quote.invoices}
              howToPay={quote.howToPay}
              className="rounded-2xl border border-line bg-card p-5 shadow-sm sm:p-6"
            />
          ) : null}
        </div>
      </div>
    </main>
  );
}

/** /quote/{token}: the customer's stored quote, its PDF, and acceptance (QUOTE-14). */
export function QuotePageScreen() {
  const { token = '' } = useParams();
  const quote = useCustomerQuote(token);
  let body;
  if (quote.data) {
    body = <QuoteDetails quote={quote.data} onExpired={() => void quote.refetch()} />;
  } else if (quote.error instanceof ApiError && quote.error.status === 404) {
    body = <QuoteNotFound />;
  } else if (quote.isError) {
    body = (
      <main className="mx-auto max-w-xl px-6 py-16 text-center">
        <h1 className="text-2xl font-semibold text-ink">We could not load your quote</h1>
        <p className="mt-3 text-ink-muted">Please check your connection and try again.</p>
        <Button className="mt-6" onClick={() => void quote.refetch()}>
          Try again
        </Button>
      </main>
    );
  } else {
    body = (
      <main role="status" className="flex min-h-[50vh] items-center justify-center text-ink-muted">
        Loading your quote…
      </main>
    );
  }
  const partner = quote.data?.partner;
  return (
    <div className="min-h-full">
      {partner ? (
        <PartnerQuoteHeader token={token} partner={partner} />
      ) : (
        <SiteHeader>
          <Link
            to="/"
            onClick={() => startNextQuote({ forPartner: false })}
            className="rounded-lg px-3 py-2 text-sm font-semibold text-walnut-700 hover:bg-walnut-50"
          >
            New quote
          </Link>
        </SiteHeader>
      )}
      {body}
      {partner ? <PartnerQuoteFooter partner={partner} /> : null}
    </div>
  );
}
