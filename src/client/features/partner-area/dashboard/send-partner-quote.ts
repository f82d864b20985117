import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartnerQuoteSummary } from '#core/partner-area/partner-area-schemas';
import { postData } from '#client/shared/api-client';
import { showToast } from '#client/shared/toast/toast-store';
import { PARTNER_CLIENTS_KEY, PARTNER_QUOTES_KEY } from './partner-queries';

/**
 * PARTNER-16's 'Send': e-mails the quote to its client through the outbox, then the list is
 * fetched again (PARTNER-16); its 'Failed to Send' when it cannot.
 */
export function useSendPartnerQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quote: PartnerQuoteSummary) =>
      postData<{ quoteNumber: string }>('/api/professional/send-quote', { quoteId: quote.id, clientEmail: quote.clientEmail, clientName: quote.clientName }),
    onSuccess: async (_data, quote) => {
      showToast({ title: 'Quote Sent', description: `Quote ${quote.quoteNumber} is on its way to ${quote.clientEmail}.`, variant: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [PARTNER_QUOTES_KEY] }),
        queryClient.invalidateQueries({ queryKey: [PARTNER_CLIENTS_KEY] }),
      ]);
    },
    onError: () => {
      showToast({ title: 'Failed to Send', description: 'Could not send the quote. Please try again.', variant: 'destructive' });
    },
  });
}
