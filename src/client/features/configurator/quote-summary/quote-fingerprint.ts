import type { ClientPriceRequest } from '#core/pricing/client-price-schema';
import type { ClientType, DeliveryMethod } from '#core/surface/surface-options';
import type { SurfaceConfiguration } from '#core/surface/surface-schema';

/** What a stored quote is made of, besides the customer's contact details and sketches, and who priced it. */
export interface QuoteContent {
  surfaces: readonly SurfaceConfiguration[];
  delivery: DeliveryMethod;
  insurance: boolean;
  clientType: ClientType;
  /**
   * The signed-in partner who prices it (PRICE-11), or null for a customer: a quote a
   * partner stored no longer matches once they sign out, their discount changes or they
   * choose another client price (PARTNER-21 to PARTNER-24).
   */
  pricedFor: { partnerId: number; discountPercentage: number; clientPrice?: ClientPriceRequest } | null;
}

/** JSON with object keys sorted, so two equal contents always give the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** cyrb53: a fast 53-bit string hash; two seeds give 106 bits, plenty to tell contents apart. */
function cyrb53(text: string, seed: number): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/**
 * A short fingerprint of a quote's content. A stored quote keeps the fingerprint of the
 * request it was made from; when the customer's current choices give another one, the
 * stored quote no longer matches the screen and a new one must be made.
 */
export function quoteFingerprint(content: QuoteContent): string {
  const text = canonicalJson({
    surfaces: content.surfaces,
    delivery: content.delivery,
    // QUOTE-08: insurance exists only with shipping.
    insurance: content.delivery === 'shipping' && content.insurance,
    clientType: content.clientType,
    // Left out for a customer, so their fingerprints stay what they were before partners priced quotes.
    pricedFor: content.pricedFor ?? undefined,
  });
  return `${cyrb53(text, 1)}${cyrb53(text, 2)}`;
}

/**
 * Whether Download or Email must first store a new quote: there is none, it was made from
 * other choices, a sketch uploaded since is not in it yet, or it is no longer valid.
 */
export function needsNewQuote(
  stored: { fingerprint: string; validUntil: string } | null,
  current: { fingerprint: string; pendingSketches: number; now: Date },
): boolean {
  if (!stored) return true;
  if (stored.fingerprint !== current.fingerprint || current.pendingSketches > 0) return true;
  const validUntil = Date.parse(stored.validUntil);
  return Number.isNaN(validUntil) || validUntil <= current.now.getTime();
}
