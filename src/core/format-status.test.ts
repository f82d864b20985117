import { describe, expect, it } from 'vitest';
import { formatStatus } from './format-status';

describe('formatStatus (STAFF-19)', () => {
  it.each([
    ['sent', 'Sent'],
    ['won', 'Won'],
    ['draft', 'Draft'],
    ['in_production', 'In production'],
    ['Sent', 'Sent'],
    ['', ''],
  ])('%j → %j', (status, shown) => {
    expect(formatStatus(status)).toBe(shown);
  });
});
