import { describe, expect, it } from 'vitest';
import { discountPercentageSchema } from './account-schemas';

describe('a partner discount at approval (PRICE-11: up to two decimals)', () => {
  it.each([0, 12, 12.5, 7.25, 30])('accepts %s %%', (value) => {
    expect(discountPercentageSchema.safeParse(value).success).toBe(true);
  });

  it.each([-1, 30.01, 12.345, Number.NaN])('refuses %s %%', (value) => {
    expect(discountPercentageSchema.safeParse(value).success).toBe(false);
  });
});
