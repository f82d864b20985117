import type { PriceBook } from '../../core/pricing/price-book';
import { priceQuote, type QuotePrice } from '../../core/pricing/price-quote';
import type { PricedQuoteResponse } from '../../core/pricing/price-schemas';
import type { PriceQuoteRequest } from '../../core/pricing/quote-request-schema';

export function toPricedQuoteResponse(price: QuotePrice): PricedQuoteResponse {
  return {
    lines: price.lines.map((line) => ({
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
      lineTotalCents: line.lineTotalCents,
      components: line.components.map(({ name, cents, isSavings }) => ({ name, cents, isSavings })),
    })),
    weightKg: price.weightKg,
    shippingCents: price.shippingCents,
    discountCents: price.discountCents,
    subtotalCents: price.subtotalCents,
    insuranceCents: price.insuranceCents,
    totalCents: price.totalCents,
    vatCents: price.vatCents,
  };
}

/**
 * Prices a request with the server's engine and price book; never with the browser's numbers.
 * The discount is the signed-in partner's, or none (PRICE-11).
 */
export function priceQuoteRequest(options: { request: PriceQuoteRequest; book: PriceBook; discountPercentage: number | undefined }): PricedQuoteResponse {
  return toPricedQuoteResponse(priceQuote({ ...options.request, discountPercentage: options.discountPercentage }, options.book));
}
