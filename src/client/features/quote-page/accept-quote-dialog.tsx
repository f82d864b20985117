import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  acceptQuoteSchema,
  BILLING_ADDRESS_MAX_LENGTH,
  type AcceptQuoteBody,
  type AcceptQuoteInput,
} from '#core/invoicing/billing-details';
import type { QuoteResponse } from '#core/quotes/quote-response';
import { leadTimeText } from '#core/workshop/lead-time';
import { ApiError, serverMessageOf } from '#client/shared/api-client';
import { finishAcceptedQuote } from '#client/shared/quote-in-progress/start-new-quote';
import { markServerFieldErrors } from '#client/shared/server-field-errors';
import { showToast } from '#client/shared/toast/toast-store';
import { Button } from '#client/shared/ui/button';
import { TextAreaField, TextField } from '#client/shared/ui/text-field';
import { useBackClosesDialog } from '#client/shared/use-back-closes-dialog';
import { useAcceptQuote } from './use-customer-quote';

/** ADR 047: above R 5,000 the tax invoice names the customer's address, so the form asks for it. */
const ADDRESS_REQUIRED = 'Enter your billing address: your tax invoice needs it';

const FAILED = 'Failed to accept the quote. Please try again.';

/**
 * QUOTE-14: Accept Quote asks for a confirmation; a quote above R 5,000 with no billing address on
 * record asks for the address and VAT number there too (ADR 047), as does a refusal that needs them.
 */
export function AcceptQuoteDialog({ quote, onExpired }: { quote: QuoteResponse; onExpired: () => void }) {
  const [confirming, setConfirming] = useState(false);
  // The server may ask for the address even when the page did not know it would (a stale page).
  const [serverAsked, setServerAsked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const asksAddress = serverAsked || quote.billing?.addressRequired === true;
  const accept = useAcceptQuote(quote.token);
  const form = useForm<AcceptQuoteInput, unknown, AcceptQuoteBody>({
    resolver: zodResolver(acceptQuoteSchema),
    defaultValues: { billingAddress: quote.billing?.address ?? '', vatNumber: quote.billing?.vatNumber ?? '' },
  });
  const errors = form.formState.errors;
  // Back cancels the confirmation and stays on the quote, like every dialog.
  useBackClosesDialog(confirming, () => setConfirming(false));

  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) {
      setConfirming(false);
      onExpired();
      showToast({
        title: 'Quote Expired',
        description: 'This quote can no longer be accepted.',
        variant: 'destructive',
      });
      return;
    }
    if (error instanceof ApiError && error.detail?.fields?.billingAddress) setServerAsked(true);
    if (!markServerFieldErrors(error, form.setError, ['billingAddress', 'vatNumber']))
      setFailure(serverMessageOf(error) ?? FAILED);
  };
  const confirm = (billing: AcceptQuoteBody) => {
    setFailure(null);
    if (asksAddress && !billing.billingAddress) {
      form.setError('billingAddress', { type: 'required', message: ADDRESS_REQUIRED }, { shouldFocus: true });
      return;
    }
    accept.mutate(asksAddress ? billing : {}, {
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
      onError,
    });
  };

  return (
    <Dialog.Root open={confirming} onOpenChange={(open) => !accept.isPending && setConfirming(open)}>
      <Dialog.Trigger asChild>
        <Button size="lg" className="mt-4 w-full">
          Accept Quote
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-walnut-900/55" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-card p-6 shadow-2xl outline-none">
          <Dialog.Title className="font-display text-2xl font-semibold text-ink">
            Accept quote {quote.quoteNumber}?
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-ink-muted">
            You confirm the surfaces, sizes and total of this quote. We then send you an invoice; production starts once
            payment is received, and your surfaces are ready {leadTimeText(quote.leadTime)} later. Specifications are
            locked once production begins.
          </Dialog.Description>
          <form noValidate onSubmit={(event) => void form.handleSubmit(confirm)(event)}>
            {asksAddress ? (
              <div className="mt-4 grid gap-4">
                <TextAreaField
                  id="accept-billing-address"
                  label="Billing address"
                  registration={form.register('billingAddress')}
                  error={errors.billingAddress?.message}
                  hint="Printed on your tax invoice, which needs it for an order over R 5,000."
                  rows={3}
                  maxLength={BILLING_ADDRESS_MAX_LENGTH}
                  autoComplete="street-address"
                />
                <TextField
                  id="accept-vat-number"
                  label="VAT number (if your business is VAT registered)"
                  registration={form.register('vatNumber')}
                  error={errors.vatNumber?.message}
                  hint="10 digits, starting with 4. Leave it empty if you are not registered."
                  inputMode="numeric"
                />
              </div>
            ) : null}
            {failure ? (
              <p role="alert" className="mt-4 text-sm font-medium text-danger-700">
                {failure}
              </p>
            ) : null}
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <Dialog.Close asChild>
                <Button type="button" variant="secondary" disabled={accept.isPending}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={accept.isPending}>
                {accept.isPending ? 'Accepting…' : 'Accept Quote'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
