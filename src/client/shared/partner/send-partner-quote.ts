import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  partnerClientsRoute,
  partnerQuoteRoute,
  partnerQuotesRoute,
  sendPartnerQuoteRoute,
} from '#core/api/partner-area-routes';
import type { PartnerQuoteSummary } from '#core/partner-area/partner-area-schemas';
import { callApi, keyOf } from '#client/shared/call-api';
import { showToast } from '#client/shared/toast/toast-store';

/**
 * PARTNER-16's 'Send': e-mails the quote to its client through the outbox, then the list is
 * fetched again (PARTNER-16); its 'Failed to Send' when it cannot.
 */
export function useSendPartnerQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quote: PartnerQuoteSummary) =>
      callApi(sendPartnerQuoteRoute, {
        body: { quoteId: quote.id, clientEmail: quote.clientEmail, clientName: quote.clientName },
      }),
    onSuccess: async (_data, quote) => {
      showToast({
        title: 'Quote Sent',
        description: `Quote ${quote.quoteNumber} is on its way to ${quote.clientEmail}.`,
        variant: 'success',
      });
      // Every page and search of the list (its route's path is the prefix of each key), and this quote's details.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [partnerQuotesRoute.path] }),
        queryClient.invalidateQueries({ queryKey: keyOf(partnerQuoteRoute, { params: { id: String(quote.id) } }) }),
        queryClient.invalidateQueries({ queryKey: keyOf(partnerClientsRoute) }),
      ]);
    },
    onError: () => {
      showToast({
        title: 'Failed to Send',
        description: 'Could not send the quote. Please try again.',
        variant: 'destructive',
      });
    },
  });
}
