/**
 * ADR 047's invoice amounts worked out apart from `invoice-amounts.ts`, in BigInt, for the tests that check it: a
 * non-negative amount, half a cent and up rounded away from zero.
 */

/** The VAT in a VAT-inclusive total: 15/115 of it. */
export function referenceVat(totalCents: number): number {
  const twice = BigInt(totalCents) * 30n;
  return Number((twice + 115n) / 230n);
}

/** The deposit: the owner's share (basis points) of the accepted total. */
export function referenceDeposit(acceptedTotalCents: number, shareBasisPoints: number): bigint {
  return (BigInt(acceptedTotalCents) * BigInt(shareBasisPoints) * 2n + 10_000n) / 20_000n;
}
