/**
 * A percentage as South African English writes it, with no space before the sign: '15%',
 * '12.5%', '7.25%'. One formatter for every screen, PDF and e-mail, so a partner never reads
 * '15 %' in one place and '15%' in the next. At most two decimals, trailing zeros dropped.
 */
export function formatPercent(percentage: number): string {
  if (!Number.isFinite(percentage)) throw new RangeError(`Not a percentage: ${percentage}`);
  // `+ 0` turns -0 into 0, so a rounded-away negative never prints '-0%'.
  return `${Number(percentage.toFixed(2)) + 0}%`;
}

/** Basis points (1500 = 15%), as stored for discounts and insurance, written as a percentage. */
export function formatBasisPoints(basisPoints: number): string {
  return formatPercent(basisPoints / 100);
}
