import type { QuotePrice } from '#core/pricing/price-schemas';
import type { QuoteView } from '#core/quotes/quote-view';
import type { QuoteRow } from './quote-repository';
import type { StoredPricing } from './quote-view-from-row';

/** The client's prices as `pricing_json` keeps them next to the trade price. */
export function storedClientPricing(client: QuotePrice): NonNullable<StoredPricing['client']> {
  const { lines, ...totals } = client;
  return { linePrices: lines, totals };
}

/**
 * The figures every renderer shows, which are the client's (PARTNER-21 to PARTNER-24): the PDF, e-mail
 * and quote page follow the client price without knowing about it. The discount is shown
 * only when the partner passes it through; the trade figures go to `partnerPricing`, which
 * only the partner's and staff's replies read.
 */
export function clientFacingPricing(
  row: Pick<QuoteRow, 'client_price_mode' | 'client_markup_basis_points' | 'discount_basis_points' | 'partner_id'>,
  pricing: StoredPricing,
): Pick<QuoteView, 'lines' | 'totals' | 'discountBasisPoints' | 'partnerPricing'> {
  const client = pricing.client;
  const passThrough = row.client_price_mode === 'pass_through';
  const lines = client
    ? pricing.lines.map((line, index) => ({ ...line, price: client.linePrices[index] ?? line.price }))
    : pricing.lines;
  return {
    lines,
    totals: client?.totals ?? pricing.totals,
    discountBasisPoints: passThrough ? row.discount_basis_points : 0,
    ...(row.partner_id === null
      ? {}
      : {
          partnerPricing: {
            choice: { mode: row.client_price_mode, markupBasisPoints: Number(row.client_markup_basis_points) },
            tradeTotals: pricing.totals,
            discountBasisPoints: row.discount_basis_points,
          },
        }),
  };
}
