/**
 * OPS-19: the lead time a quote promises follows the workshop's queue. QUOTE-09's 3–4 weeks
 * is the floor: a quiet workshop still needs the time to order wood, cut, glue up and finish.
 */
export interface LeadTime {
  minWeeks: number;
  maxWeeks: number;
}

/** QUOTE-09: the fixed estimate, and never less. */
export const FIXED_LEAD_TIME: LeadTime = { minWeeks: 3, maxWeeks: 4 };

/** A promise beyond this is a question for the workshop, not a figure on a quote. */
export const MAX_LEAD_TIME_WEEKS = 52;

/**
 * The weeks until a new job is done: the jobs ahead of it (not yet ready) and itself, at
 * the workshop's weekly capacity, rounded up to whole weeks; the range is that week and the
 * next, never earlier than QUOTE-09's 3–4 weeks.
 */
export function queueLeadTime(options: { jobsAhead: number; weeklyCapacityJobs: number }): LeadTime {
  const capacity = Math.max(1, Math.floor(options.weeklyCapacityJobs));
  const jobsAhead = Math.max(0, Math.floor(options.jobsAhead));
  const weeks = Math.min(MAX_LEAD_TIME_WEEKS - 1, Math.ceil((jobsAhead + 1) / capacity));
  const minWeeks = Math.max(FIXED_LEAD_TIME.minWeeks, weeks);
  return { minWeeks, maxWeeks: Math.max(FIXED_LEAD_TIME.maxWeeks, minWeeks + 1) };
}

/** `3–4 weeks`: the words every place that promises it uses (configurator, PDF, e-mails). */
export function leadTimeText(leadTime: LeadTime = FIXED_LEAD_TIME): string {
  return `${leadTime.minWeeks}–${leadTime.maxWeeks} weeks`;
}

/** `3–4 weeks from quote confirmation and payment`: what a quote promises, in the same words everywhere. */
export function leadTimePromise(leadTime: LeadTime = FIXED_LEAD_TIME): string {
  return `${leadTimeText(leadTime)} from quote confirmation and payment`;
}

/** The days a job is promised in: the far end of the quoted range (ADR 029). */
export function leadTimeDays(leadTime: LeadTime = FIXED_LEAD_TIME): number {
  return leadTime.maxWeeks * 7;
}

/**
 * The lead time a saved quote keeps when a quote saved now would promise another, the one on
 * screen (ADR 020, item 8); undefined when they agree or either is not known yet. The one on
 * screen is QUOTE-09's 3–4 weeks when the queue's could not be fetched, as the save then sends.
 */
export function savedLeadTimeThatDiffers(
  saved: LeadTime | undefined,
  onScreen: LeadTime | undefined,
): LeadTime | undefined {
  if (saved === undefined || onScreen === undefined) return undefined;
  return leadTimeText(saved) === leadTimeText(onScreen) ? undefined : saved;
}
