import { leadTimeText } from '#core/workshop/lead-time';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import type { QuoteResponse } from '#core/quotes/quote-response';
import { ApiError } from '#client/shared/api-client';
import { formatDate } from '#core/dates';
import { showToast } from '#client/shared/toast/toast-store';
import { Button } from '#client/shared/ui/button';
import { useBackClosesDialog } from '#client/shared/use-back-closes-dialog';
import { useAcceptQuote } from './use-customer-quote';
import { finishAcceptedQuote } from '#client/shared/quote-in-progress/start-new-quote';

/**
 * QUOTE-14: the customer accepts their quote from its link. An expired quote (30 days)
 * cannot be accepted; an accepted one says when it was.
 */
export function AcceptQuoteSection({ quote, onExpired }: { quote: QuoteResponse; onExpired: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const accept = useAcceptQuote(quote.token);
  // Back cancels the confirmation and stays on the quote, like every dialog.
  useBackClosesDialog(confirming, () => setConfirming(false));

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

  const confirm = () =>
    accept.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        // An accepted order is finished: the configurator's next quote starts empty, not with it (CONF-43).
        finishAcceptedQuote(quote.token);
        showToast({
          title: 'Quote Accepted',
          description: 'Thank you. We will be in touch to arrange payment.',
          variant: 'success',
        });
      },
      onError: (error) => {
        setConfirming(false);
        if (error instanceof ApiError && error.status === 409) {
          onExpired();
          showToast({
            title: 'Quote Expired',
            description: 'This quote can no longer be accepted.',
            variant: 'destructive',
          });
        } else {
          showToast({
            title: 'Error',
            description: 'Failed to accept the quote. Please try again.',
            variant: 'destructive',
          });
        }
      },
    });

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
      <Dialog.Root open={confirming} onOpenChange={(open) => !accept.isPending && setConfirming(open)}>
        <Dialog.Trigger asChild>
          <Button size="lg" className="mt-4 w-full">
            Accept Quote
          </Button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-walnut-900/55" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-card p-6 shadow-2xl outline-none">
            <Dialog.Title className="font-display text-2xl font-semibold text-ink">
              Accept quote {quote.quoteNumber}?
            </Dialog.Title>
            <Dialog.Description className="mt-2 text-sm text-ink-muted">
              You confirm the surfaces, sizes and total of this quote. We then send you an invoice; production starts
              once payment is received, and your surfaces are ready {leadTimeText(quote.leadTime)} later. Specifications
              are locked once production begins.
            </Dialog.Description>
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={accept.isPending}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button onClick={confirm} disabled={accept.isPending}>
                {accept.isPending ? 'Accepting…' : 'Accept Quote'}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
