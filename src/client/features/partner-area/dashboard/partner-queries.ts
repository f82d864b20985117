import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { partnerClientsRoute, partnerQuotesRoute } from '#core/api/partner-area-routes';
import type { PartnerJobList } from '#core/workshop/job-schemas';
import { getData } from '#client/shared/api-client';
import { callQuery } from '#client/shared/call-api';

/** PARTNER-15: the signed-in partner's quotes, a page at a time. */
export function usePartnerQuotes({ search, page }: { search: string; page: number }) {
  return useQuery({ ...callQuery(partnerQuotesRoute, { query: { page, ...(search ? { search } : {}) } }), placeholderData: keepPreviousData });
}

/** PARTNER-17: everyone the partner quoted. */
export function usePartnerClients() {
  return useQuery(callQuery(partnerClientsRoute));
}

/** OPS-13: the partner's clients' jobs in the workshop, as a status only (GET /api/professional/jobs). */
export function usePartnerJobs() {
  return useQuery({ queryKey: ['/api/professional/jobs'], queryFn: () => getData<PartnerJobList>('/api/professional/jobs') });
}
