import { describe, expect, it } from 'vitest';
import { expectedDeliveryRange, formatDate, formatDateTime, formatDay, parseTypedDay } from './dates';

describe('formatDate', () => {
  it.each([
    { iso: '2026-11-22T08:30:00.000Z', shown: '2026/11/22' },
    // 23:30 UTC is already the next day in Nelspruit (UTC+2).
    { iso: '2026-12-31T23:30:00.000Z', shown: '2027/01/01' },
  ])('$iso → $shown, as en-ZA writes it', ({ iso, shown }) => {
    expect(formatDate(new Date(iso))).toBe(shown);
    expect(formatDate(new Date(iso))).toBe(
      new Date(iso).toLocaleDateString('en-ZA', { timeZone: 'Africa/Johannesburg' }),
    );
  });
});

describe('expectedDeliveryRange', () => {
  it('is today plus 21 to 28 days', () => {
    expect(expectedDeliveryRange(new Date('2026-11-22T10:00:00+02:00'))).toBe('2026/12/13 – 2026/12/20');
  });

  it('counts days in the workshop time zone', () => {
    // 23:30 UTC on 21 November is already 22 November in Johannesburg.
    expect(expectedDeliveryRange(new Date('2026-11-21T23:30:00Z'))).toBe('2026/12/13 – 2026/12/20');
  });
});

describe('expectedDeliveryRange with a queue’s lead time (OPS-19)', () => {
  it('counts the weeks of the lead time from today', () => {
    const today = new Date('2026-11-26T08:00:00Z');
    expect(expectedDeliveryRange(today)).toBe('2026/12/17 – 2026/12/24');
    expect(expectedDeliveryRange(today, { minWeeks: 5, maxWeeks: 6 })).toBe('2026/12/31 – 2027/01/07');
  });
});

describe('one way to write a date on staff and partner screens (STAFF-19)', () => {
  it('writes a moment as en-ZA does, in the workshop’s time zone', () => {
    expect(formatDate(new Date('2026-11-25T10:00:00Z'))).toBe('2026/11/25');
    expect(formatDateTime(new Date('2026-11-25T10:05:00Z'))).toBe('2026/11/25 12:05');
  });

  it.each([
    ['2026-11-25', '2026/11/25'],
    ['2027-01-01', '2027/01/01'],
    ['not a day', 'not a day'],
  ])('writes the day %s as %s, never moved by a time zone', (isoDay, shown) => {
    expect(formatDay(isoDay)).toBe(shown);
  });

  it.each([
    ['2026/11/25', '2026-11-25'],
    [' 2026/11/25 ', '2026-11-25'],
    ['2026-11-25', '2026-11-25'],
    ['2026/1/5', '2026-01-05'],
    ['2028/02/29', '2028-02-29'],
    ['2026/02/29', null],
    ['2026/13/01', null],
    ['25/11/2026', null],
    ['11/25/2026', null],
    ['', null],
  ])('reads the typed day %j as %j', (text, isoDay) => {
    expect(parseTypedDay(text)).toBe(isoDay);
  });

  it('reads back what it writes', () => {
    expect(parseTypedDay(formatDay('2026-11-25'))).toBe('2026-11-25');
  });
});
