import { partnerPricingFigures } from '../pricing/client-price';
import type { PartnerPricing } from '../pricing/client-price-schema';
import type { QuotePrice } from '../pricing/price-schemas';
import type { QuoteResponse } from './quote-response-schema';
import type { QuoteView } from './quote-view';

/** Trade price, client price and margin of a partner's quote (PARTNER-21 to PARTNER-24). */
export function partnerPricingOf(quote: QuoteView): PartnerPricing | undefined {
  const pricing = quote.partnerPricing;
  if (!pricing) return undefined;
  return partnerPricingFigures({
    choice: pricing.choice,
    discountBasisPoints: pricing.discountBasisPoints,
    tradeTotalCents: pricing.tradeTotals.totalCents,
    clientTotalCents: quote.totals.totalCents,
  });
}

/** A reply's figures as the engine's shape, for the shared totals display; no discount shown is 0. */
export function quoteResponsePrice(quote: QuoteResponse): QuotePrice {
  return { ...quote, discountCents: quote.discountCents ?? 0, lines: quote.lines.map((line) => line.price) };
}

export type { QuoteResponse } from './quote-response-schema';
