import { FIXED_LEAD_TIME, type LeadTime } from '#core/workshop/lead-time';
import { leadTimeRoute } from '#core/api/catalogue-routes';
import { callApi } from '../call-api';
import { useResource } from '../resource-store';

/**
 * OPS-19: the lead time a quote made now promises, from the workshop's queue, as the summary and
 * the terms show it and a save sends it (`leadTimeShown`): the queue's once fetched, QUOTE-09's
 * 3–4 weeks once the fetch failed, and undefined while it is first asked (3–4 weeks show then
 * too). Only screens after the first one ask it (the quote summary, a wood's dialog), so the
 * configurator's first load carries none of it.
 */
export function useLeadTime(): LeadTime | undefined {
  const state = useResource(leadTimeRoute.path, () => callApi(leadTimeRoute));
  return state.data ?? (state.isError ? FIXED_LEAD_TIME : undefined);
}
