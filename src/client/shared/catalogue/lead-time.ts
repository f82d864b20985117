import type { LeadTime } from '#core/workshop/lead-time';
import { getData } from '../api-request';
import { useResource } from '../resource-store';

const LEAD_TIME_URL = '/api/pricing/lead-time';

/**
 * OPS-19: the lead time a quote made now promises, from the workshop's queue. Only screens
 * after the first one ask it (the quote summary, a wood's dialog), so the configurator's first
 * load carries none of it; until it arrives, or if it fails, QUOTE-09's 3–4 weeks stand.
 */
export function useLeadTime(): LeadTime | undefined {
  return useResource(LEAD_TIME_URL, () => getData<LeadTime>(LEAD_TIME_URL)).data;
}
