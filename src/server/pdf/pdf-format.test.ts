import { describe, expect, it } from 'vitest';
import { formatQuoteDate, quoteFileName } from './pdf-format';

describe('formatQuoteDate', () => {
  it.each([
    { iso: '2026-11-22T08:30:00.000Z', shown: '2026/11/22' },
    // 23:30 UTC is already the next day in Nelspruit (UTC+2).
    { iso: '2026-12-31T23:30:00.000Z', shown: '2027/01/01' },
  ])('$iso → $shown', ({ iso, shown }) => {
    expect(formatQuoteDate(iso)).toBe(shown);
  });
});

describe('quoteFileName', () => {
  it.each([
    { partner: undefined, name: 'Grainline-Quote-Q-20261122-0007.pdf' },
    { partner: 'Acme Kitchens (Pty) Ltd', name: 'Acme-Kitchens-Pty-Ltd-Quote-Q-20261122-0007.pdf' },
    { partner: 'Küche & Co.', name: 'Kuche-Co-Quote-Q-20261122-0007.pdf' },
    { partner: '***', name: 'Quote-Q-20261122-0007.pdf' },
  ])('$partner → $name', ({ partner, name }) => {
    expect(quoteFileName('Q-20261122-0007', partner)).toBe(name);
  });
});
