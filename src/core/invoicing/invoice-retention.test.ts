import { describe, expect, it } from 'vitest';
import { pastRetention, recipientKeptUntil, retentionHorizon } from './invoice-retention';

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

describe('bank statement lines past the retention (ADR 051)', () => {
  it.each([
    ['2026-12-06', '2032-03-06', false],
    ['2026-12-06', '2032-03-07', true],
    ['2026-11-30', '2032-02-29', false],
    ['2026-11-30', '2032-03-01', true],
  ])('a line posted on %s on %s: %s', (posted, today, past) => {
    expect(pastRetention(posted, today)).toBe(past);
  });

  it('every day past the retention lies before the horizon, so a query may look only there', () => {
    for (let offset = 0; offset < 3_000; offset += 1) {
      const day = new Date(Date.UTC(2026, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
      const today = recipientKeptUntil(day);
      expect(day < retentionHorizon(today), `${day} on ${today}`).toBe(true);
      expect(pastRetention(day, today)).toBe(true);
    }
  });
});
