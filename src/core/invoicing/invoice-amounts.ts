import { divideRounded, exactMultiply, toSafeNumber } from '../money';

/** South African VAT: 15 % of the value excluding VAT, so a VAT-inclusive total holds 15/115 of VAT. */
const VAT_RATE_PERCENT = 15;
const BASIS_POINTS = 10_000;

/** What one tax invoice charges, in cents: its total (VAT included), the VAT in it and the value excluding VAT. */
export interface InvoiceAmounts {
  totalCents: number;
  vatCents: number;
  exclusiveCents: number;
}

/** ADR 047: the VAT in a VAT-inclusive total, total × 15/115 rounded half away from zero to the cent. */
export function vatIncludedIn(totalCents: number): number {
  return toSafeNumber(divideRounded(exactMultiply(totalCents, VAT_RATE_PERCENT), 100 + VAT_RATE_PERCENT));
}

export function invoiceAmounts(totalCents: number): InvoiceAmounts {
  const vatCents = vatIncludedIn(totalCents);
  return { totalCents, vatCents, exclusiveCents: totalCents - vatCents };
}

/**
 * ADR 047: the two tax invoices of an accepted quote. The deposit is the owner's share of the
 * accepted total, rounded half away from zero to the cent; the final invoice is the rest, so
 * the two add up to the accepted total exactly. Each carries its own VAT, rounded the same way.
 */
export function depositAndFinal(options: { acceptedTotalCents: number; depositShareBasisPoints: number }): {
  deposit: InvoiceAmounts;
  final: InvoiceAmounts;
} {
  const { acceptedTotalCents, depositShareBasisPoints } = options;
  if (!Number.isSafeInteger(acceptedTotalCents) || acceptedTotalCents < 0)
    throw new RangeError(`Not a total in cents: ${acceptedTotalCents}`);
  if (
    !Number.isInteger(depositShareBasisPoints) ||
    depositShareBasisPoints < 0 ||
    depositShareBasisPoints > BASIS_POINTS
  ) {
    throw new RangeError(`Not a deposit share: ${depositShareBasisPoints}`);
  }
  const depositCents = toSafeNumber(
    divideRounded(exactMultiply(acceptedTotalCents, depositShareBasisPoints), BASIS_POINTS),
  );
  return { deposit: invoiceAmounts(depositCents), final: invoiceAmounts(acceptedTotalCents - depositCents) };
}
