import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuoteResponse } from '#core/quotes/quote-response';
import { getData, postData } from '#client/shared/api-client';

const quoteKey = (token: string) => ['/api/quotes', token];
const quoteUrl = (token: string) => `/api/quotes/${encodeURIComponent(token)}`;

/** GET /api/quotes/{token}: the quote as stored (QUOTE-11), never recomputed in the browser. */
export function useCustomerQuote(token: string) {
  return useQuery({ queryKey: quoteKey(token), queryFn: () => getData<QuoteResponse>(quoteUrl(token)) });
}

/** POST /api/quotes/{token}/accept; the reply is the quote with its new status. */
export function useAcceptQuote(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postData<QuoteResponse>(`${quoteUrl(token)}/accept`, {}),
    onSuccess: (quote) => queryClient.setQueryData(quoteKey(token), quote),
  });
}
