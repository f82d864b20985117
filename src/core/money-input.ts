// Apart from money.ts, which the configurator's first screen loads: only staff screens read typed rands.
/**
 * Rands as staff type them, as whole cents, read from the digits (no floating point); NaN for what cannot be read.
 * Spaces group thousands (`1 234.56`), and so do commas beside a point (`1,234.56`). Without a point, one comma with
 * one or two digits after it is the decimal comma South Africans also write (`1 234,56`); other commas group thousands
 * (`1,250`); a comma that groups nothing (`1,234,56`) is refused. Never negative, at most two decimals.
 */
export function parseRand(text: string): number {
  let digits = text
    .trim()
    .replace(/^R/i, '')
    .replace(/[\s\u00a0\u202f]/g, '');
  if (!digits.includes('.') && /^[^,]*,\d{1,2}$/.test(digits)) digits = digits.replace(',', '.');
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{0,2}))?$/.exec(digits);
  if (!match) return Number.NaN;
  const cents = Number((match[1] ?? '').replace(/,/g, '')) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : Number.NaN;
}
