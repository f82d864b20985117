import { describe, expect, it } from 'vitest';
import { parseRand } from './money-input';
import {
  divideCeil,
  divideRounded,
  type ExactInteger,
  exactAdd,
  exactMultiply,
  exactProduct,
  formatRand,
  toSafeNumber,
} from './money';

describe('divideRounded (PRICE-15: half away from zero)', () => {
  it.each([
    { numerator: 7n, denominator: 2n, expected: 4n }, // 3.5 → 4
    { numerator: 5n, denominator: 2n, expected: 3n }, // 2.5 → 3, not banker's 2
    { numerator: 1n, denominator: 2n, expected: 1n }, // 0.5 → 1
    { numerator: 10n, denominator: 4n, expected: 3n }, // 2.5 → 3
    { numerator: 3333n, denominator: 2n, expected: 1667n }, // 1666.5 → 1667
    { numerator: -1n, denominator: 2n, expected: -1n }, // -0.5 → -1
    { numerator: -5n, denominator: 2n, expected: -3n }, // -2.5 → -3, away from zero
    { numerator: -7n, denominator: 2n, expected: -4n }, // -3.5 → -4
    { numerator: 5n, denominator: -2n, expected: -3n }, // -2.5 → -3 with the sign below
    { numerator: -5n, denominator: -2n, expected: 3n }, // 2.5 → 3
    { numerator: 7n, denominator: 3n, expected: 2n }, // 2.333… → 2
    { numerator: 8n, denominator: 3n, expected: 3n }, // 2.666… → 3
    { numerator: -7n, denominator: 3n, expected: -2n }, // -2.333… → -2
    { numerator: -8n, denominator: 3n, expected: -3n }, // -2.666… → -3
    { numerator: 1n, denominator: 3n, expected: 0n }, // 0.333… → 0
    { numerator: -1n, denominator: 3n, expected: 0n }, // -0.333… → 0
    { numerator: 6n, denominator: 3n, expected: 2n }, // exact
    { numerator: 0n, denominator: 5n, expected: 0n },
    { numerator: 14_999n, denominator: 10_000n, expected: 1n }, // 1.4999 → 1
    { numerator: 15_000n, denominator: 10_000n, expected: 2n }, // 1.5 → 2
    // beyond 2^53: …496.5 → …497
    { numerator: 9_007_199_254_740_993n, denominator: 2n, expected: 4_503_599_627_370_497n },
  ])('$numerator / $denominator → $expected', ({ numerator, denominator, expected }) => {
    expect(BigInt(divideRounded(numerator, denominator))).toBe(expected);
    // The same row in Numbers (ADR 039), where it is one: the same integer, as a Number.
    if (Number.isSafeInteger(Number(numerator)))
      expect(divideRounded(Number(numerator), Number(denominator))).toBe(Number(expected));
  });

  it('refuses to divide by zero', () => {
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
    expect(() => divideRounded(1, 0)).toThrow(RangeError);
  });
});

describe('divideCeil (PRICE-13: insurance rounded up to the cent)', () => {
  it.each([
    { numerator: 1n, denominator: 3n, expected: 1n }, // 0.333… → 1
    { numerator: 3n, denominator: 3n, expected: 1n }, // exact
    { numerator: 4n, denominator: 3n, expected: 2n }, // 1.333… → 2
    { numerator: 0n, denominator: 7n, expected: 0n },
    { numerator: 2_500_000n, denominator: 10_000n, expected: 250n }, // exact
    { numerator: 2_500_001n, denominator: 10_000n, expected: 251n }, // 250.0001 → 251
    // 8,412.35 → 8,413 (half-rounding would give 8,412)
    { numerator: 84_123_500n, denominator: 10_000n, expected: 8_413n },
    { numerator: -1n, denominator: 3n, expected: 0n }, // ceil(-0.333…) = 0
    { numerator: -4n, denominator: 3n, expected: -1n }, // ceil(-1.333…) = -1
  ])('$numerator / $denominator → $expected', ({ numerator, denominator, expected }) => {
    expect(BigInt(divideCeil(numerator, denominator))).toBe(expected);
    expect(divideCeil(Number(numerator), Number(denominator))).toBe(Number(expected));
  });

  it('refuses a zero denominator', () => {
    expect(() => divideCeil(1n, 0n)).toThrow(RangeError);
    expect(() => divideCeil(1, 0)).toThrow(RangeError);
  });
});

describe('exact integers (ADR 003): a Number while safe, the same integer as BigInt always', () => {
  /** Seeded, so a failure repeats: integers of every size up to about 2^50, and both signs. */
  function* integers(count: number): Generator<[number, number, number]> {
    let state = 53;
    const next = () => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state / 2_147_483_648;
    };
    const integer = () => Math.round((next() - 0.3) * 2 ** Math.floor(next() * 50));
    for (let i = 0; i < count; i += 1) yield [integer(), integer(), Math.max(1, Math.abs(integer()))];
  }

  const asBig = (value: ExactInteger) => BigInt(value);
  const isNumberWhenSafe = (value: ExactInteger) =>
    typeof value === 'number' || value > BigInt(Number.MAX_SAFE_INTEGER) || value < -BigInt(Number.MAX_SAFE_INTEGER);

  it('adds, multiplies and divides 20,000 pairs exactly, past 2^53 included', () => {
    let pastSafe = 0;
    for (const [a, b, d] of integers(20_000)) {
      const product = exactMultiply(a, b);
      expect(asBig(product)).toBe(BigInt(a) * BigInt(b));
      expect(isNumberWhenSafe(product)).toBe(true);
      if (typeof product === 'bigint') pastSafe += 1;
      expect(asBig(exactAdd(a, b))).toBe(BigInt(a) + BigInt(b));
      const big = BigInt(a) * BigInt(b);
      const rounded = divideRounded(product, d);
      expect(asBig(rounded)).toBe(
        (big < 0n ? -1n : 1n) * (((big < 0n ? -big : big) * 2n + BigInt(d)) / (BigInt(d) * 2n)),
      );
      expect(isNumberWhenSafe(rounded)).toBe(true);
      const ceiling = BigInt(d) > 0n ? big / BigInt(d) + (big % BigInt(d) > 0n ? 1n : 0n) : 0n;
      expect(asBig(divideCeil(product, d))).toBe(ceiling);
      expect(asBig(divideRounded(a, d))).toBe(asBig(divideRounded(BigInt(a), BigInt(d))));
      expect(asBig(divideCeil(a, d))).toBe(asBig(divideCeil(BigInt(a), BigInt(d))));
    }
    expect(pastSafe).toBeGreaterThan(1_000);
  });

  it('multiplies several factors exactly, one of them past 2^53 or not', () => {
    expect(exactProduct()).toBe(1);
    let pastSafe = 0;
    for (const [a, b, d] of integers(5_000)) {
      const product = exactProduct(a, b, d);
      expect(asBig(product)).toBe(BigInt(a) * BigInt(b) * BigInt(d));
      expect(isNumberWhenSafe(product)).toBe(true);
      if (typeof product === 'bigint') pastSafe += 1;
    }
    expect(pastSafe).toBeGreaterThan(500);
  });

  it('never answers −0', () => {
    expect(Object.is(divideRounded(-1, 3), 0)).toBe(true);
    expect(Object.is(divideCeil(-1, 3), 0)).toBe(true);
  });

  it('refuses what is not an integer, as BigInt arithmetic did', () => {
    expect(() => exactMultiply(0.5, 2)).toThrow(RangeError);
    expect(() => exactAdd(1.5, 1)).toThrow(RangeError);
    expect(() => toSafeNumber(2 ** 53)).toThrow(RangeError);
    expect(() => toSafeNumber(2n ** 53n)).toThrow(RangeError);
    expect(toSafeNumber(2n ** 52n)).toBe(2 ** 52);
  });
});

describe('formatRand (PRICE-16: R, a space, comma thousands, two decimals)', () => {
  it.each([
    { cents: 1_234_567, expected: 'R 12,345.67' },
    { cents: 5, expected: 'R 0.05' },
    { cents: 50, expected: 'R 0.50' },
    { cents: 0, expected: 'R 0.00' },
    { cents: 100, expected: 'R 1.00' },
    { cents: 99_999, expected: 'R 999.99' },
    { cents: 100_000, expected: 'R 1,000.00' },
    { cents: 100_000_000, expected: 'R 1,000,000.00' },
    { cents: 123_456_789_012, expected: 'R 1,234,567,890.12' },
    // A saving is shown with a minus before the currency.
    { cents: -7_500, expected: '-R 75.00' },
    { cents: -5, expected: '-R 0.05' },
    { cents: -1_234_567, expected: '-R 12,345.67' },
    { cents: -100_000_000, expected: '-R 1,000,000.00' },
  ])('$cents cents → $expected', ({ cents, expected }) => {
    expect(formatRand(cents)).toBe(expected);
  });

  it.each([1.5, Number.NaN])('refuses %s, which is not a whole number of cents', (cents) => {
    expect(() => formatRand(cents)).toThrow(RangeError);
  });
});

describe('parseRand (PRICE-15: rands typed, whole cents kept)', () => {
  it.each([
    ['1250', 125_000],
    ['1234.56', 123_456],
    ['1 234,56', 123_456],
    ['R 1 234.56', 123_456],
    ['1,234.56', 123_456],
    ['1,250', 125_000],
    ['12,5', 1_250],
    [' 1 250.5 ', 125_050],
    ['0.01', 1],
    ['12.', 1_200],
    ['1\u00a0000,00', 100_000],
    // 1.15 × 100 is 114.99999999999999 in floating point: the digits are read, not multiplied.
    ['1.15', 115],
    ['4.35', 435],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseRand(text)).toBe(cents);
  });

  it.each(['', 'abc', '-5', '12.345', '1,234,56', '1,2345', '1.234,56', '99999999999999999'])(
    'cannot read %j',
    (text) => {
      expect(parseRand(text)).toBeNaN();
    },
  );
});
