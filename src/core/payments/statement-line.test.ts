import { describe, expect, it } from 'vitest';
import { parseAmountCents, readStatement, StatementReadError } from './statement-line';

describe('parseAmountCents: rand as banks write them, to exact cents', () => {
  it.each([
    { text: '2500.00', separator: '.', cents: 250_000 },
    { text: '2500', separator: '.', cents: 250_000 },
    { text: '2500.5', separator: '.', cents: 250_050 },
    { text: '0.10', separator: '.', cents: 10 },
    { text: '.75', separator: '.', cents: 75 },
    { text: '-150.00', separator: '.', cents: -15_000 },
    { text: '+150.00', separator: '.', cents: 15_000 },
    { text: '150.00-', separator: '.', cents: -15_000 },
    { text: '(150.00)', separator: '.', cents: -15_000 },
    { text: '(R 1 234.56)', separator: '.', cents: -123_456 },
    { text: 'R 12,345.67', separator: '.', cents: 1_234_567 },
    { text: 'R12 345.67', separator: '.', cents: 1_234_567 },
    { text: '-R 75.00', separator: '.', cents: -7_500 },
    { text: 'R -75.00', separator: '.', cents: -7_500 },
    { text: 'ZAR 1,000,000.01', separator: '.', cents: 100_000_001 },
    { text: ' 1\u00a0234.50 ', separator: '.', cents: 123_450 },
    { text: "1'234.50", separator: '.', cents: 123_450 },
    { text: 'R 1 234,56', separator: ',', cents: 123_456 },
    { text: '1.234,56', separator: ',', cents: 123_456 },
    { text: '-0,01', separator: ',', cents: -1 },
    { text: '0.00', separator: '.', cents: 0 },
    { text: '-0.00', separator: '.', cents: 0 },
    // Sums a float would get wrong stay exact: 0.1 + 0.2 style cents.
    { text: '1234567890.29', separator: '.', cents: 123_456_789_029 },
  ] as const)('$text (decimal $separator) → $cents', ({ text, separator, cents }) => {
    expect(parseAmountCents(text, separator)).toBe(cents);
  });

  it.each([
    { text: '', separator: '.' },
    { text: 'R', separator: '.' },
    { text: 'abc', separator: '.' },
    { text: '12.345', separator: '.' }, // three decimals
    { text: '1,5', separator: '.' }, // a decimal comma where a point is expected
    { text: '1,23,456.00', separator: '.' }, // grouping that is not thousands
    { text: '1.5.0', separator: '.' },
    { text: '--5', separator: '.' },
    { text: '12345678901234.00', separator: '.' }, // past the exact range
  ] as const)('"$text" is not an amount', ({ text, separator }) => {
    expect(parseAmountCents(text, separator)).toBeNull();
  });
});

describe('readStatement: never throws', () => {
  it('answers an empty file as such', () => {
    expect(readStatement(() => [])).toEqual({
      ok: false,
      error: { code: 'empty', message: 'The file holds no transactions.' },
    });
  });

  it('keeps a reader error with its line', () => {
    const result = readStatement(() => {
      throw new StatementReadError('bad_date', 'Line 4: bad', 4);
    });
    expect(result).toEqual({ ok: false, error: { code: 'bad_date', message: 'Line 4: bad', line: 4 } });
  });

  it('turns anything unexpected into a plain message', () => {
    const result = readStatement(() => {
      throw new TypeError('x is undefined');
    });
    expect(result).toEqual({
      ok: false,
      error: { code: 'unreadable', message: 'The file could not be read as a bank statement.' },
    });
  });
});

describe('parseAmountCents: every way of writing an amount reads back the same cents', () => {
  /** A small seeded generator, so a failure names a case that runs again the same way. */
  function* seededCents(count: number, seed = 20261206): Generator<number> {
    let state = seed;
    for (let index = 0; index < count; index++) {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      const magnitude = state % 10 ** (1 + (index % 11));
      yield index % 2 === 0 || magnitude === 0 ? magnitude : -magnitude;
    }
  }
  const grouped = (digits: string, separator: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);

  it('reads 2 000 amounts written with and without R, grouping, brackets and a trailing minus', () => {
    for (const cents of seededCents(2_000)) {
      const rands = String(Math.floor(Math.abs(cents) / 100));
      const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
      const sign = cents < 0 ? '-' : '';
      const writings: [string, '.' | ','][] = [
        [`${sign}${rands}.${fraction}`, '.'],
        [`${sign}R ${grouped(rands, ',')}.${fraction}`, '.'],
        [`${sign}R${grouped(rands, ' ')},${fraction}`, ','],
        [`${grouped(rands, '.')},${fraction}${sign}`, ','],
        [cents < 0 ? `(R ${grouped(rands, ' ')}.${fraction})` : `R ${rands}.${fraction}`, '.'],
      ];
      for (const [text, separator] of writings) expect(parseAmountCents(text, separator), text).toBe(cents);
    }
  });
});
