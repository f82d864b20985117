import { describe, expect, it } from 'vitest';
import { formatBasisPoints, formatPercent } from './percent';

describe('formatPercent and formatBasisPoints (South African English: no space before the sign)', () => {
  it.each([
    { percentage: 15, expected: '15%' },
    { percentage: 12.5, expected: '12.5%' },
    { percentage: 7.25, expected: '7.25%' },
    { percentage: 0, expected: '0%' },
    { percentage: 2.5, expected: '2.5%' },
    { percentage: 10.1 + 0.2, expected: '10.3%' }, // floating-point noise is not printed
    { percentage: 33.333_333, expected: '33.33%' },
    { percentage: -0.001, expected: '0%' }, // never '-0%'
  ])('$percentage → $expected', ({ percentage, expected }) => {
    expect(formatPercent(percentage)).toBe(expected);
    // The same rate stored as basis points (1500 = 15%) reads the same.
    expect(formatBasisPoints(Math.round(percentage * 100))).toBe(expected);
  });

  it('refuses what is not a number', () => {
    expect(() => formatPercent(Number.NaN)).toThrow(RangeError);
    expect(() => formatPercent(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
