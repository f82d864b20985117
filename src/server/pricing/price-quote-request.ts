import type { Kysely } from 'kysely';
import { partnerPricingFigures, requestPrices } from '#core/pricing/client-price';
import type { QuotePrice } from '#core/pricing/price-quote';
import type { PricedQuoteResponse } from '#core/pricing/price-schemas';
import type { PriceQuoteRequest } from '#core/pricing/quote-request-schema';
import type { PartnerPrincipal } from '../auth/principal';
import type { PriceBookStore } from '../catalogue/price-book-repository';
import type { Database } from '../db/schema';
import { partnerTerms } from './partner-terms';

function toPricedQuoteResponse(price: QuotePrice): PricedQuoteResponse {
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
 * PRICE-31: prices a request with the server's engine and current price book, never with the
 * browser's numbers. The discount is the signed-in partner's, or none (PRICE-11). A partner's
 * reply is their client's price with the trade price and margin beside it (PARTNER-21 to PARTNER-24).
 */
export async function priceQuoteRequest(options: {
  db: Kysely<Database>;
  priceBooks: PriceBookStore;
  request: PriceQuoteRequest;
  partner: Pick<PartnerPrincipal, 'partnerId' | 'discountBasisPoints'> | null;
}): Promise<PricedQuoteResponse> {
  const { db, request, partner } = options;
  const terms = await partnerTerms(db, partner, request.clientPrice);
  const { trade, client, clientPrice } = requestPrices(request, await options.priceBooks.get(), terms);
  if (!terms) return toPricedQuoteResponse(trade);
  return {
    ...toPricedQuoteResponse(client),
    partnerPricing: partnerPricingFigures({
      choice: clientPrice,
      discountBasisPoints: terms.discountBasisPoints,
      tradeTotalCents: trade.totalCents,
      clientTotalCents: client.totalCents,
    }),
  };
}
