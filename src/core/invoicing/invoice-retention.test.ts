import { describe, expect, it } from 'vitest';
import { recipientKeptUntil } from './invoice-retention';

describe('how long an erased person’s tax invoice keeps their name (ADR 051)', () => {
  it.each([
    ['2026-12-06', '2032-03-07'],
    ['2026-01-01', '2031-04-02'],
    ['2026-11-30', '2032-03-01'], // 30 February does not exist: the day after 29 February 2032
    ['2027-05-31', '2032-09-01'], // 31 August → the day after it
    ['2026-12-31', '2032-04-01'], // 31 March
    ['2027-11-30', '2033-03-01'], // 28 February 2033, not a leap year
  ])('an invoice of %s keeps it until the day before %s', (issuedOn, until) => {
    expect(recipientKeptUntil(issuedOn)).toBe(until);
  });
});
