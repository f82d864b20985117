import { useMemo } from 'react';
import type { PriceBook } from '#core/pricing/price-book';
import { priceQuote, type QuotePrice } from '#core/pricing/price-quote';
import { PricingError } from '#core/pricing/pricing-error';
import type { QuoteContent } from './quote-fingerprint';

export type QuotePriceState =
  | { status: 'loading' }
  | { status: 'unavailable'; message: string }
  /** `shippingCents`: what nationwide shipping costs, shown on the choice even with collection. */
  | { status: 'priced'; price: QuotePrice; shippingCents: number };

/**
 * The live quote total (PRICE-14): the engine the server runs for every stored quote,
 * over the same price book, so the screen and the stored quote agree to the cent. A signed-in
 * partner's discount is the one the server will take from the session.
 */
export function useQuotePrice(
  content: QuoteContent,
  book: PriceBook | undefined,
  bookFailed: boolean,
  discountPercentage?: number,
): QuotePriceState {
  const { surfaces, delivery, insurance } = content;
  return useMemo((): QuotePriceState => {
    if (!book) {
      return bookFailed
        ? { status: 'unavailable', message: 'Failed to fetch pricing data. Please refresh the page to try again.' }
        : { status: 'loading' };
    }
    try {
      const price = priceQuote({ surfaces, delivery, insurance, discountPercentage }, book);
      const shippingCents =
        delivery === 'shipping'
          ? price.shippingCents
          : priceQuote({ surfaces, delivery: 'shipping', insurance: false }, book).shippingCents;
      return { status: 'priced', price, shippingCents };
    } catch (error) {
      // A wood withdrawn since the surface was saved: no price rather than a wrong one.
      if (error instanceof PricingError)
        return {
          status: 'unavailable',
          message: `${error.message}. Please remove that surface and configure it again.`,
        };
      throw error;
    }
  }, [surfaces, delivery, insurance, book, bookFailed, discountPercentage]);
}
