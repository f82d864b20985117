import { partnerPricingFigures, priceForClient, type ClientPriceChoice } from '#core/pricing/client-price';
import type { PriceBook } from '#core/pricing/price-book';
import { priceQuote, type QuotePrice } from '#core/pricing/price-quote';
import type { PricedQuoteResponse } from '#core/pricing/price-schemas';
import type { PriceQuoteRequest } from '#core/pricing/quote-request-schema';
import { uniformSurface } from './uniform-surface';

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
 * The discount is the signed-in partner's, or none (PRICE-11). A partner's reply is their
 * client's price with the trade price and margin beside it (PARTNER-21 to PARTNER-24).
 */
export function priceQuoteRequest(options: {
  request: PriceQuoteRequest;
  book: PriceBook;
  partner: { discountBasisPoints: number; clientPrice: ClientPriceChoice } | null;
}): PricedQuoteResponse {
  const { request, book, partner } = options;
  const trade = priceQuote(
    {
      surfaces: request.surfaces.map(uniformSurface),
      delivery: request.delivery,
      insurance: request.insurance,
      discountPercentage: partner ? partner.discountBasisPoints / 100 : undefined,
    },
    book,
  );
  if (!partner) return toPricedQuoteResponse(trade);
  const insured = request.insurance && request.delivery === 'shipping';
  const client = priceForClient(trade, partner.clientPrice, { insured, insuranceBasisPoints: book.insuranceBasisPoints, vatPercent: book.vatPercent });
  return {
    ...toPricedQuoteResponse(client),
    partnerPricing: partnerPricingFigures({
      choice: partner.clientPrice,
      discountBasisPoints: partner.discountBasisPoints,
      tradeTotalCents: trade.totalCents,
      clientTotalCents: client.totalCents,
    }),
  };
}
