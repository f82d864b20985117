import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PartnerClient, PartnerQuoteList } from '#core/partner-area/partner-area-schemas';
import { partnerJobsRoute } from '#core/api/jobs-routes';
import { getData } from '#client/shared/api-client';
import { callQuery } from '#client/shared/call-api';

export const PARTNER_QUOTES_KEY = '/api/professional/quotes';
export const PARTNER_CLIENTS_KEY = '/api/professional/clients';

/** PARTNER-15, GET /api/professional/quotes: the signed-in partner's quotes, a page at a time. */
export function usePartnerQuotes({ search, page }: { search: string; page: number }) {
  const params = new URLSearchParams({ page: String(page), ...(search ? { search } : {}) });
  return useQuery({
    queryKey: [PARTNER_QUOTES_KEY, search, page],
    queryFn: () => getData<PartnerQuoteList>(`${PARTNER_QUOTES_KEY}?${params.toString()}`),
    placeholderData: keepPreviousData,
  });
}

export function usePartnerClients() {
  return useQuery({ queryKey: [PARTNER_CLIENTS_KEY], queryFn: () => getData<PartnerClient[]>(PARTNER_CLIENTS_KEY) });
}

/** OPS-13: the partner's clients' jobs in the workshop, as a status only. */
export function usePartnerJobs() {
  return useQuery(callQuery(partnerJobsRoute));
}
