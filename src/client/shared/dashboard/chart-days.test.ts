import { describe, expect, it } from 'vitest';
import { chartDays, seriesOverDays } from './chart-days';

// 2026-11-24 07:00 UTC is 09:00 in Johannesburg; 23:30 UTC on the 23rd is already the 24th there.
const MORNING = new Date('2026-11-24T07:00:00Z');

describe('chartDays', () => {
  it.each([
    { period: 1, expected: ['2026-11-24'] },
    { period: 3, expected: ['2026-11-22', '2026-11-23', '2026-11-24'] },
    {
      period: 7,
      expected: ['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'],
    },
  ])('spans the last $period day(s) whatever the data holds', ({ period, expected }) => {
    expect(chartDays({ period, dataDays: ['2026-11-24'], now: MORNING })).toEqual(expected);
  });

  it('spans 30 days for 30d, the last being today', () => {
    const days = chartDays({ period: 30, dataDays: [], now: MORNING });
    expect(days).toHaveLength(30);
    expect([days[0], days.at(-1)]).toEqual(['2026-10-26', '2026-11-24']);
  });

  it('counts the day in Johannesburg, not in UTC', () => {
    expect(chartDays({ period: 1, dataDays: [], now: new Date('2026-11-23T23:30:00Z') })).toEqual(['2026-11-24']);
  });

  it('takes in a day of the data outside the period (a browser clock behind the server’s)', () => {
    expect(chartDays({ period: 1, dataDays: ['2026-11-25'], now: MORNING })).toEqual(['2026-11-24', '2026-11-25']);
  });
});

describe('seriesOverDays', () => {
  const days = ['2026-11-22', '2026-11-23', '2026-11-24'];
  it.each([
    { kind: 'count' as const, expected: [0, 4, 0] },
    { kind: 'measure' as const, expected: [null, 4, null] },
  ])('a $kind on a day without data is $expected', ({ kind, expected }) => {
    expect(seriesOverDays({ days, dataDays: ['2026-11-23'], values: [4], kind })).toEqual(expected);
  });

  it('keeps every value at its own day', () => {
    expect(seriesOverDays({ days, dataDays: ['2026-11-22', '2026-11-24'], values: [2, 5], kind: 'count' })).toEqual([
      2, 0, 5,
    ]);
  });
});
