import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { acceptQuoteRoute, quoteRoute } from '#core/api/quotes-routes';
import type { AcceptQuoteInput } from '#core/invoicing/billing-details';
import { callApi, callQuery, keyOf } from '#client/shared/call-api';

/** GET /api/quotes/{token}: the quote as stored (QUOTE-11), never recomputed in the browser. */
export function useCustomerQuote(token: string) {
  return useQuery(callQuery(quoteRoute, { params: { token } }));
}

/** POST /api/quotes/{token}/accept with the billing details (ADR 047); the reply is the quote with its new status. */
export function useAcceptQuote(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (billing: AcceptQuoteInput) => callApi(acceptQuoteRoute, { params: { token }, body: billing }),
    onSuccess: (quote) => {
      const key = keyOf(quoteRoute, { params: { token } });
      queryClient.setQueryData(key, quote);
      // The accept call's reply has no invoices: the page's own call answers with the deposit invoice just issued.
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
