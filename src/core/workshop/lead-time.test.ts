import { describe, expect, it } from 'vitest';
import { FIXED_LEAD_TIME, leadTimeDays, leadTimeText, queueLeadTime, savedLeadTimeThatDiffers } from './lead-time';

describe('queueLeadTime (OPS-19)', () => {
  it.each([
    // jobs ahead, weekly capacity → weeks
    [0, 6, '3–4 weeks'],
    [17, 6, '3–4 weeks'],
    [18, 6, '4–5 weeks'],
    [23, 6, '4–5 weeks'],
    [24, 6, '5–6 weeks'],
    [0, 1, '3–4 weeks'],
    [3, 1, '4–5 weeks'],
    [9, 1, '10–11 weeks'],
    [59, 20, '3–4 weeks'],
    [60, 20, '4–5 weeks'],
  ])('%i jobs ahead at %i a week: %s', (jobsAhead, weeklyCapacityJobs, text) => {
    expect(leadTimeText(queueLeadTime({ jobsAhead, weeklyCapacityJobs }))).toBe(text);
  });

  it('is never shorter than the fixed 3–4 weeks, whatever the inputs', () => {
    for (const jobsAhead of [-5, 0, 1, 2, Number.NaN]) {
      for (const weeklyCapacityJobs of [0, 1, 6, 500]) {
        const lead = queueLeadTime({ jobsAhead: Number.isNaN(jobsAhead) ? 0 : jobsAhead, weeklyCapacityJobs });
        expect(lead.minWeeks).toBeGreaterThanOrEqual(FIXED_LEAD_TIME.minWeeks);
        expect(lead.maxWeeks).toBeGreaterThanOrEqual(FIXED_LEAD_TIME.maxWeeks);
        expect(lead.maxWeeks).toBe(lead.minWeeks + 1);
      }
    }
  });

  it('caps a runaway queue at a year', () => {
    expect(queueLeadTime({ jobsAhead: 10_000, weeklyCapacityJobs: 1 })).toEqual({ minWeeks: 51, maxWeeks: 52 });
  });

  it('promises a job at the far end of the range', () => {
    expect(leadTimeDays()).toBe(28);
    expect(leadTimeDays({ minWeeks: 5, maxWeeks: 6 })).toBe(42);
  });
});

describe('savedLeadTimeThatDiffers (ADR 020, item 8)', () => {
  const weeks = (minWeeks: number) => ({ minWeeks, maxWeeks: minWeeks + 1 });
  it.each([
    ['the queue moved since the save', weeks(5), weeks(6), weeks(5)],
    ['the same promise', weeks(5), weeks(5), undefined],
    ['the fetch failed: the 3–4 weeks on screen', weeks(5), FIXED_LEAD_TIME, weeks(5)],
    ['saved at 3–4 weeks, shown 3–4 weeks after a failed fetch', FIXED_LEAD_TIME, FIXED_LEAD_TIME, undefined],
    ['nothing saved', undefined, weeks(5), undefined],
    ['the lead time not asked yet', weeks(5), undefined, undefined],
  ])('%s', (_case, saved, onScreen, expected) => {
    expect(savedLeadTimeThatDiffers(saved, onScreen)).toEqual(expected);
  });
});
