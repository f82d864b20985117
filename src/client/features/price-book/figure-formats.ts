import { parseRand } from '#core/money-input';

/** How a figure is shown in its box and read back from it; what cannot be read is NaN, which validation names. */
export interface FigureFormat {
  inputMode: 'decimal' | 'numeric';
  toText: (value: number) => string;
  parse: (text: string) => number;
}

/** A figure with up to two decimals, in hundredths. */
const hundredths = (value: string) => (/^\d+(\.\d{0,2})?$/.test(value) ? Math.round(Number(value) * 100) : Number.NaN);
const twoDecimals = (hundredthsValue: number) =>
  Number.isFinite(hundredthsValue) ? (hundredthsValue / 100).toFixed(2) : '';

/** Rands on screen (`1 250.50`, `1,250.50` and `1 250,50` read alike), whole cents in the book. */
export const RAND: FigureFormat = {
  inputMode: 'decimal',
  toText: twoDecimals,
  parse: parseRand,
};
/** Per cent on screen, basis points in the book; a comma is refused, as `2,5` could mean 25 or 2.5. */
export const PERCENT: FigureFormat = {
  inputMode: 'decimal',
  toText: twoDecimals,
  parse: (text) => hundredths(text.trim()),
};
/** A whole number, such as kg/m³. */
export const WHOLE: FigureFormat = {
  inputMode: 'numeric',
  toText: (value) => (Number.isFinite(value) ? String(value) : ''),
  parse: (text) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN),
};
