import { describe, expect, it } from 'vitest';
import { acceptQuoteSchema, billingAddressRequired } from './billing-details';

describe('the billing details asked for at acceptance (ADR 047)', () => {
  it('asks for an address only above R 5,000', () => {
    expect(billingAddressRequired(500_000)).toBe(false);
    expect(billingAddressRequired(500_001)).toBe(true);
  });

  it('trims, keeps line breaks as \\n and treats blank as absent', () => {
    expect(
      acceptQuoteSchema.parse({ billingAddress: ' 7 Marula Close\r\nWhite River ', vatNumber: ' 4987654321 ' }),
    ).toEqual({ billingAddress: '7 Marula Close\nWhite River', vatNumber: '4987654321' });
    expect(acceptQuoteSchema.parse({ billingAddress: '   ', vatNumber: '' })).toEqual({});
    expect(acceptQuoteSchema.parse({})).toEqual({});
  });

  it('refuses a VAT number that is not 10 digits starting with 4, and an over-long or unstorable address', () => {
    for (const input of [
      { vatNumber: '123' },
      { vatNumber: '5123456789' },
      { billingAddress: 'x'.repeat(301) },
      { billingAddress: 'a\u0007b' },
    ])
      expect(acceptQuoteSchema.safeParse(input).success, JSON.stringify(input)).toBe(false);
  });
});
