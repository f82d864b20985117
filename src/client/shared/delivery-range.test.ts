import { describe, expect, it } from 'vitest';
import { expectedDeliveryRange } from './delivery-range';

describe('expectedDeliveryRange', () => {
  it('is today plus 21 to 28 days, day first', () => {
    expect(expectedDeliveryRange(new Date('2026-11-22T10:00:00+02:00'))).toBe('13/12/2026 – 20/12/2026');
  });

  it('counts days in the workshop time zone', () => {
    // 23:30 UTC on 21 November is already 22 November in Johannesburg.
    expect(expectedDeliveryRange(new Date('2026-11-21T23:30:00Z'))).toBe('13/12/2026 – 20/12/2026');
  });
});
