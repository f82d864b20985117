import { describe, expect, it } from 'vitest';
import { formatStatus, quoteStatusLabel } from './format-status';

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

describe('quoteStatusLabel: one status for a quote everywhere', () => {
  it.each([
    [{ status: 'sent', outcome: null }, 'Sent'],
    [{ status: 'sent', outcome: 'won' }, 'Won'],
    [{ status: 'accepted', outcome: null }, 'Accepted'],
    [{ status: 'accepted', outcome: 'lost' }, 'Lost'],
    [{ status: 'expired', outcome: 'won' }, 'Won'],
  ] as const)('%j → %j', (quote, shown) => {
    expect(quoteStatusLabel(quote)).toBe(shown);
  });
});
