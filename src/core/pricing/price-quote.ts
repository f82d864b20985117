import { divideCeil, divideRounded, toSafeNumber } from '../money';
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

function discountBasisPoints(percentage: number | undefined): bigint {
  if (percentage === undefined) return 0n;
  const basisPoints = Math.round(percentage * 100);
  if (!Number.isFinite(percentage) || percentage < 0 || percentage > 100 || Math.abs(basisPoints - percentage * 100) > 1e-6) {
    throw new PricingError('invalid_discount', 'Discount must be between 0 and 100 per cent with at most two decimals', 'discountPercentage');
  }
  return BigInt(basisPoints);
}

/** PRICE-10 to PRICE-13 over a whole quote. */
export function priceQuote(input: QuotePriceInput, book: PriceBook): QuotePrice {
  const lines = input.surfaces.map((surface, index) => {
    try {
      return priceSurface(surface, book);
    } catch (error) {
      // Say which surface of the quote could not be priced, as schema errors do.
      if (error instanceof PricingError && error.field) throw new PricingError(error.code, error.message, `surfaces.${index}.${error.field}`);
      throw error;
    }
  });
  const discountBp = discountBasisPoints(input.discountPercentage);
  const discount = lines.reduce((sum, line) => sum + divideRounded(BigInt(line.lineTotalCents) * discountBp, 10_000n), 0n);
  const productsAfterDiscount = lines.reduce((sum, line) => sum + BigInt(line.lineTotalCents), 0n) - discount;

  // Weight numerator in kg × 1e9: Σ quantity × mm³ × kg/m³.
  const weightKgE9 = lines.reduce((sum, line) => sum + BigInt(line.quantity) * BigInt(line.finishedVolumeMm3) * BigInt(line.densityKgPerM3), 0n);
  const shipping =
    input.delivery === 'shipping' && lines.length > 0
      ? divideRounded(weightKgE9 * BigInt(book.shippingCentsPerKg), 1_000_000_000n) + BigInt(book.shippingFlatCents)
      : 0n;

  const subtotal = productsAfterDiscount + shipping;
  const insurance = input.insurance && input.delivery === 'shipping' ? divideCeil(subtotal * BigInt(book.insuranceBasisPoints), 10_000n) : 0n;
  const total = subtotal + insurance;
  const vatPercent = BigInt(book.vatPercent);
  return {
    lines,
    weightKg: toSafeNumber(divideRounded(weightKgE9, 10_000_000n)) / 100,
    shippingCents: toSafeNumber(shipping),
    discountCents: toSafeNumber(discount),
    subtotalCents: toSafeNumber(subtotal),
    insuranceCents: toSafeNumber(insurance),
    totalCents: toSafeNumber(total),
    vatCents: toSafeNumber(divideRounded(total * vatPercent, 100n + vatPercent)),
  };
}
