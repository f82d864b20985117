import { describe, expect, it } from 'vitest';
import { promisedDate, weekOf, workshopDay } from './job-view';

describe('job dates', () => {
  it.each([
    ['2026-11-25T10:00:00Z', '2026-12-23'],
    // 23:30 UTC is already the next day in Johannesburg.
    ['2026-11-25T23:30:00Z', '2026-12-24'],
  ])('accepted %s is promised %s', (accepted, promised) => {
    expect(promisedDate(new Date(accepted))).toBe(promised);
  });

  it.each([
    ['2026-11-23', '2026-11-23', '2026-11-29'],
    ['2026-11-29', '2026-11-23', '2026-11-29'],
    ['2026-12-31', '2026-12-28', '2027-01-03'],
  ])('%s falls in the week %s – %s', (day, start, end) => {
    expect(weekOf(day)).toEqual({ start, end });
  });

  it('reads the day in the workshop time zone', () => {
    expect(workshopDay(new Date('2026-11-24T22:00:00Z'))).toBe('2026-11-25');
  });
});
