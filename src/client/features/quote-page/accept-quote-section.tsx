import type { QuoteResponse } from '#core/quotes/quote-response';
import { formatDate } from '#core/dates';
import { AcceptQuoteDialog } from './accept-quote-dialog';

/**
 * QUOTE-14: the customer accepts their quote from its link. An expired quote (30 days)
 * cannot be accepted; an accepted one says when it was.
 */
export function AcceptQuoteSection({ quote, onExpired }: { quote: QuoteResponse; onExpired: () => void }) {
  if (quote.status === 'accepted') {
    return (
      <section
        aria-labelledby="accept-heading"
        className="rounded-2xl border border-sage-600/40 bg-sage-50 p-5 sm:p-6"
        data-testid="quote-accepted"
      >
        <h2 id="accept-heading" className="text-xl font-semibold text-sage-700">
          Quote accepted
        </h2>
        <p className="mt-2 text-sm text-ink">
          {quote.acceptedAt ? `You accepted this quote on ${formatDate(new Date(quote.acceptedAt))}. ` : null}
          {quote.partner
            ? 'Thank you. We will be in touch to arrange payment; production starts once it is received.'
            : 'Thank you. Your invoices, and how to pay them, show below as they are issued.'}
        </p>
      </section>
    );
  }

  if (quote.status === 'expired') {
    return (
      <section
        aria-labelledby="accept-heading"
        className="rounded-2xl border border-line bg-card p-5 sm:p-6"
        data-testid="quote-expired"
      >
        <h2 id="accept-heading" className="text-xl font-semibold text-ink">
          This quote has expired
        </h2>
        <p className="mt-2 text-sm text-ink-muted">
          Quotes are valid for 30 days and this one ended on {formatDate(new Date(quote.validUntil))}, so it can no
          longer be accepted. Wood prices change: configure your surfaces again for a new quote, or contact us.
        </p>
      </section>
    );
  }

  return (
    <section
      aria-labelledby="accept-heading"
      className="rounded-2xl border border-walnut-300 bg-walnut-50 p-5 shadow-sm sm:p-6"
    >
      <h2 id="accept-heading" className="text-xl font-semibold text-ink">
        Ready to go ahead?
      </h2>
      <p className="mt-2 text-sm text-ink">
        Accepting confirms the surfaces, sizes and price above. Valid until {formatDate(new Date(quote.validUntil))}.
      </p>
      <AcceptQuoteDialog quote={quote} onExpired={onExpired} />
    </section>
  );
}
