import { FIXED_LEAD_TIME, type LeadTime } from '#core/workshop/lead-time';
import { leadTimeRoute } from '#core/api/catalogue-routes';
import { callApi } from '../call-api';
import { useResource } from '../resource-store';

/**
 * OPS-19: the lead time a quote made now promises, from the workshop's queue. Only screens
 * after the first one ask it (the quote summary, a wood's dialog), so the configurator's first
 * load carries none of it; until it arrives, or if it fails, QUOTE-09's 3–4 weeks stand.
 */
export function useLeadTime(): LeadTime | undefined {
  return useLeadTimeResource().data;
}

const useLeadTimeResource = () => useResource(leadTimeRoute.path, () => callApi(leadTimeRoute));

/**
 * The lead time the quote summary shows and a save sends (`leadTimeShown`): the queue's once
 * fetched, QUOTE-09's 3–4 weeks once the fetch failed, and undefined while it is first asked.
 */
export function useLeadTimeOnScreen(): LeadTime | undefined {
  const state = useLeadTimeResource();
  return state.data ?? (state.isError ? FIXED_LEAD_TIME : undefined);
}
