import { useMemo } from 'react';
import type { PriceBook } from '#core/pricing/price-book';
import { PricingError } from '#core/pricing/pricing-error';
import { priceQuote } from '#core/pricing/price-quote';
import type { SurfacePrice } from '#core/pricing/price-surface';
import type { SurfaceValidation } from '#core/surface/surface-rules';

export type LivePrice =
  | { status: 'loading' }
  | { status: 'unavailable'; message: string }
  | { status: 'invalid'; errors: Record<string, string> }
  /** `discountCents`: a signed-in partner's discount off the line (PRICE-11), 0 for a customer. */
  | { status: 'priced'; line: SurfacePrice; vatCents: number; discountCents: number; discountPercentage: number };

/**
 * The live price (PRICE-14): the shared engine over the price book, no round trip per
 * change. An invalid configuration is never priced. The line is priced as collected, so the
 * quote's total is the line total and its VAT is the VAT the line includes; shipping is
 * worked out in the quote summary.
 */
export function useLivePrice(
  validation: SurfaceValidation,
  book: PriceBook | undefined,
  bookFailed: boolean,
  discountPercentage?: number,
): LivePrice {
  return useMemo((): LivePrice => {
    if (!validation.ok) return { status: 'invalid', errors: validation.errors };
    if (!book) {
      // PRICE-29's error state, with what the customer can do about it.
      return bookFailed
        ? { status: 'unavailable', message: 'Failed to fetch pricing data. Please refresh the page to try again.' }
        : { status: 'loading' };
    }
    try {
      const quote = priceQuote(
        { surfaces: [validation.surface], delivery: 'collect', insurance: false, discountPercentage },
        book,
      );
      const line = quote.lines[0];
      if (!line) return { status: 'loading' };
      return {
        status: 'priced',
        line,
        vatCents: quote.vatCents,
        discountCents: quote.discountCents,
        discountPercentage: discountPercentage ?? 0,
      };
    } catch (error) {
      if (error instanceof PricingError) return { status: 'unavailable', message: error.message };
      throw error;
    }
  }, [validation, book, bookFailed, discountPercentage]);
}
