import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { partnerJobsRoute } from '#core/api/jobs-routes';
import { partnerClientsRoute, partnerQuotesRoute } from '#core/api/partner-area-routes';
import { callQuery } from '#client/shared/call-api';

/** PARTNER-15: the signed-in partner's quotes, a page at a time. */
export function usePartnerQuotes({ search, page }: { search: string; page: number }) {
  return useQuery({
    ...callQuery(partnerQuotesRoute, { query: { page, ...(search ? { search } : {}) } }),
    placeholderData: keepPreviousData,
  });
}

/** PARTNER-17: everyone the partner quoted. */
export function usePartnerClients() {
  return useQuery(callQuery(partnerClientsRoute));
}

/** OPS-13: the partner's clients' jobs in the workshop, as a status only. */
export function usePartnerJobs() {
  return useQuery(callQuery(partnerJobsRoute));
}
