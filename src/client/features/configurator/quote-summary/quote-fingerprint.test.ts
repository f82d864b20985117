import { describe, expect, it } from 'vitest';
import { newSurface } from '#core/surface/surface-defaults';
import { needsNewQuote, quoteFingerprint, type QuoteContent } from './quote-fingerprint';

const content = (overrides: Partial<QuoteContent> = {}): QuoteContent => ({
  surfaces: [newSurface({ id: 'a' }), newSurface({ id: 'b', surfaceType: 'floating_shelf' })],
  delivery: 'shipping',
  insurance: true,
  clientType: 'homeowner',
  pricedFor: null,
  ...overrides,
});

describe('quoteFingerprint', () => {
  it('is the same for equal contents, whatever the key order', () => {
    const [first, second] = content().surfaces;
    if (!first || !second) throw new Error('surfaces missing');
    const reordered = Object.fromEntries(Object.entries(first).reverse()) as typeof first;
    expect(quoteFingerprint(content({ surfaces: [reordered, second] }))).toBe(quoteFingerprint(content()));
    expect(quoteFingerprint(content())).toMatch(/^[0-9a-f]{28}$/);
  });

  it.each<[string, Partial<QuoteContent>]>([
    [
      'a quantity',
      {
        surfaces: [{ ...newSurface({ id: 'a' }), quantity: 2 }, newSurface({ id: 'b', surfaceType: 'floating_shelf' })],
      },
    ],
    ['a removed surface', { surfaces: [newSurface({ id: 'a' })] }],
    [
      'the surfaces order',
      { surfaces: [newSurface({ id: 'b', surfaceType: 'floating_shelf' }), newSurface({ id: 'a' })] },
    ],
    ['the delivery', { delivery: 'collect' }],
    ['the insurance', { insurance: false }],
    ['the client type', { clientType: 'designer' }],
    ['a partner pricing it', { pricedFor: { partnerId: 7, discountPercentage: 15 } }],
  ])('changes with %s', (_, overrides) => {
    expect(quoteFingerprint(content(overrides))).not.toBe(quoteFingerprint(content()));
  });

  it('changes when another partner or another discount prices it', () => {
    const partner = quoteFingerprint(content({ pricedFor: { partnerId: 7, discountPercentage: 15 } }));
    expect(quoteFingerprint(content({ pricedFor: { partnerId: 8, discountPercentage: 15 } }))).not.toBe(partner);
    expect(quoteFingerprint(content({ pricedFor: { partnerId: 7, discountPercentage: 20 } }))).not.toBe(partner);
  });

  it("keeps a customer's fingerprint as it was before partners priced quotes (stored quotes still match)", () => {
    // Saved before a new countertop started with its back square (ADR 049): its surfaces are stored as they were.
    const saved = content({
      surfaces: [
        { ...newSurface({ id: 'a' }), lengthEdges: 2 },
        newSurface({ id: 'b', surfaceType: 'floating_shelf' }),
      ],
    });
    expect(quoteFingerprint(saved)).toBe('05ce7a1f539fd40fd7ba4ba53a64');
  });

  it('ignores insurance with collection, where it cannot apply', () => {
    expect(quoteFingerprint(content({ delivery: 'collect', insurance: true }))).toBe(
      quoteFingerprint(content({ delivery: 'collect', insurance: false })),
    );
  });
});

describe('needsNewQuote', () => {
  const now = new Date('2026-03-01T10:00:00Z');
  const stored = { fingerprint: 'abc', validUntil: '2026-03-31T10:00:00Z' };

  it.each([
    ['no stored quote', null, { fingerprint: 'abc', pendingSketches: 0, now }, true],
    ['the same content', stored, { fingerprint: 'abc', pendingSketches: 0, now }, false],
    ['changed content', stored, { fingerprint: 'xyz', pendingSketches: 0, now }, true],
    ['a sketch not in the quote yet', stored, { fingerprint: 'abc', pendingSketches: 1, now }, true],
    [
      'an expired quote',
      stored,
      { fingerprint: 'abc', pendingSketches: 0, now: new Date('2026-04-01T00:00:00Z') },
      true,
    ],
    ['an unreadable expiry', { ...stored, validUntil: 'soon' }, { fingerprint: 'abc', pendingSketches: 0, now }, true],
  ] as const)('%s', (_, quote, current, expected) => {
    expect(needsNewQuote(quote, current)).toBe(expected);
  });
});
