/**
 * Money is an integer number of cents (PRICE-15). Intermediate products are exact integers;
 * each priced component is rounded exactly once (ADR 003). An exact integer is a Number while it
 * is a safe integer and a BigInt beyond (`ExactInteger`): the operations below take the Number
 * path when every operand and the result are safe integers, and BigInt's otherwise, so the answer
 * is the same exact integer either way (ADR 039).
 */

/** An exact integer: a Number whenever it is a safe integer, a BigInt beyond. */
export type ExactInteger = number | bigint;

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const isSafe = (value: ExactInteger): value is number => Number.isSafeInteger(value);

/** A BigInt result, as a Number when it is a safe one. */
function exact(value: bigint): ExactInteger {
  return value <= MAX_SAFE && value >= -MAX_SAFE ? Number(value) : value;
}

// A true sum or product past 2^53 − 1 rounds to at least 2^53, so a safe result is the exact one.
// Converting a Number that is not an integer to a BigInt throws RangeError, as BigInt arithmetic always did.

/** a + b, exactly. */
export function exactAdd(a: ExactInteger, b: ExactInteger): ExactInteger {
  return isSafe(a) && isSafe(b) && isSafe(a + b) ? a + b : exact(BigInt(a) + BigInt(b));
}

/** a × b, exactly. */
export function exactMultiply(a: ExactInteger, b: ExactInteger): ExactInteger {
  return isSafe(a) && isSafe(b) && isSafe(a * b) ? a * b : exact(BigInt(a) * BigInt(b));
}

/** The product of the factors, exactly. */
export function exactProduct(...factors: ExactInteger[]): ExactInteger {
  let result: ExactInteger = 1;
  for (const factor of factors) result = exactMultiply(result, factor);
  return result;
}

/** numerator / denominator rounded half away from zero. */
export function divideRounded(numerator: ExactInteger, denominator: ExactInteger): ExactInteger {
  if (isSafe(numerator) && isSafe(denominator) && denominator > 0) {
    // % of two integers is exact in floating point, and so is the division of their difference.
    const magnitude = Math.abs(numerator);
    const rest = magnitude % denominator;
    const quotient = (magnitude - rest) / denominator + (rest * 2 >= denominator ? 1 : 0);
    return numerator < 0 && quotient ? -quotient : quotient;
  }
  const by = BigInt(denominator);
  if (by < 0n) return divideRounded(-BigInt(numerator), -by);
  if (by === 0n) throw new RangeError('Division by zero');
  const big = BigInt(numerator);
  const quotient = ((big < 0n ? -big : big) * 2n + by) / (by * 2n);
  return exact(big < 0n ? -quotient : quotient);
}

/** numerator / denominator rounded up (towards +∞): insurance is "rounded up to the cent". */
export function divideCeil(numerator: ExactInteger, denominator: ExactInteger): ExactInteger {
  if (isSafe(numerator) && isSafe(denominator) && denominator > 0) {
    const rest = numerator % denominator;
    return (numerator - rest) / denominator + (rest > 0 ? 1 : 0);
  }
  const big = BigInt(numerator);
  const by = BigInt(denominator);
  if (by <= 0n) throw new RangeError('Division by zero or a negative number');
  return exact(big / by + (big % by > 0n ? 1n : 0n));
}

export function toSafeNumber(value: ExactInteger): number {
  const number = typeof value === 'bigint' ? exact(value) : value;
  if (isSafe(number)) return number;
  throw new RangeError(`Amount out of range: ${value}`);
}

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** `R 12,345.67` (PRICE-16); negative amounts as `-R 75.00`. */
export function formatRand(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`Cents must be an integer: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const rands = Math.floor(absolute / 100);
  const rest = String(absolute % 100).padStart(2, '0');
  return `${sign}R ${groupThousands(String(rands))}.${rest}`;
}
