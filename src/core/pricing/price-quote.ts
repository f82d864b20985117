import {
  divideCeil,
  divideRounded,
  type ExactInteger,
  exactAdd,
  exactMultiply,
  exactProduct,
  toSafeNumber,
} from '../money';
import type { DeliveryMethod } from '../surface/surface-options';
import type { SurfaceConfiguration } from '../surface/surface-schema';
import type { PriceBook } from './price-book';
import { PricingError } from './pricing-error';
import type { QuotePrice } from './price-schemas';
import { priceSurface } from './price-surface';

export interface QuotePriceInput {
  surfaces: readonly SurfaceConfiguration[];
  delivery: DeliveryMethod;
  insurance: boolean;
  /** An approved partner's discount in per cent, at most two decimals (PRICE-11). */
  discountPercentage?: number;
}

export type { QuotePrice } from './price-schemas';

function discountBasisPoints(percentage: number | undefined): number {
  if (percentage === undefined) return 0;
  const basisPoints = Math.round(percentage * 100);
  if (
    !Number.isFinite(percentage) ||
    percentage < 0 ||
    percentage > 100 ||
    Math.abs(basisPoints - percentage * 100) > 1e-6
  ) {
    throw new PricingError(
      'invalid_discount',
      'Discount must be between 0 and 100 per cent with at most two decimals',
      'discountPercentage',
    );
  }
  return basisPoints;
}

/** PRICE-10 to PRICE-13 over a whole quote, in exact integers (ADR 003). */
export function priceQuote(input: QuotePriceInput, book: PriceBook): QuotePrice {
  const lines = input.surfaces.map((surface, index) => {
    try {
      return priceSurface(surface, book);
    } catch (error) {
      // Say which surface of the quote could not be priced, as schema errors do.
      if (error instanceof PricingError && error.field)
        throw new PricingError(error.code, error.message, `surfaces.${index}.${error.field}`);
      throw error;
    }
  });
  const discountBp = discountBasisPoints(input.discountPercentage);
  let discount: ExactInteger = 0;
  let products: ExactInteger = 0;
  // Weight numerator in kg × 1e9: Σ quantity × mm³ × kg/m³.
  let weightKgE9: ExactInteger = 0;
  for (const line of lines) {
    discount = exactAdd(discount, divideRounded(exactMultiply(line.lineTotalCents, discountBp), 10_000));
    products = exactAdd(products, line.lineTotalCents);
    weightKgE9 = exactAdd(weightKgE9, exactProduct(line.quantity, line.finishedVolumeMm3, line.densityKgPerM3));
  }
  const productsAfterDiscount = exactAdd(products, exactMultiply(discount, -1));
  const shipping =
    input.delivery === 'shipping' && lines.length > 0
      ? exactAdd(
          divideRounded(exactMultiply(weightKgE9, book.shippingCentsPerKg), 1_000_000_000),
          book.shippingFlatCents,
        )
      : 0;

  const subtotal = exactAdd(productsAfterDiscount, shipping);
  const insurance =
    input.insurance && input.delivery === 'shipping'
      ? divideCeil(exactMultiply(subtotal, book.insuranceBasisPoints), 10_000)
      : 0;
  const total = exactAdd(subtotal, insurance);
  return {
    lines,
    weightKg: toSafeNumber(divideRounded(weightKgE9, 10_000_000)) / 100,
    shippingCents: toSafeNumber(shipping),
    discountCents: toSafeNumber(discount),
    subtotalCents: toSafeNumber(subtotal),
    insuranceCents: toSafeNumber(insurance),
    totalCents: toSafeNumber(total),
    vatCents: toSafeNumber(divideRounded(exactMultiply(total, book.vatPercent), exactAdd(100, book.vatPercent))),
  };
}
