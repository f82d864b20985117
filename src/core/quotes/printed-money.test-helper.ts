/**
 * Reads money back as a reader does, from printed text ('R 1,234.56', '-R 75.00', 'Free'), for the tests that add up
 * what documents print.
 */
export function parseRand(text: string): number {
  if (text === 'Free') return 0;
  const match = /^(-?)R ([\d,]+)\.(\d\d)$/.exec(text.trim());
  if (!match) throw new Error(`Not an amount: '${text}'`);
  const cents = Number((match[2] ?? '').replace(/,/g, '')) * 100 + Number(match[3]);
  return match[1] ? -cents : cents;
}

/** The sum of printed amounts, in cents. */
export const printedSum = (amounts: readonly string[]): number =>
  amounts.reduce((sum, amount) => sum + parseRand(amount), 0);
