import { formatRand } from '../money';
import type { PriceComponent } from './price-schemas';

/**
 * PRICE-09: what an included component's amount column reads (QUOTE-18's words for a natural finish); never a
 * deduction.
 */
export const NO_CHARGE = 'No Charge';

/**
 * PRICE-09: free work (the edge profiling) is included at no charge, with what it is worth,
 * one wording for the summary, the quote page, the PDF and the e-mail: 'Pencil edge profiling
 * included (worth R 810.00)'. Never '-R 810.00' among the charges, which the unit price does not
 * take off, so the lines would not add up. (Quotes saved before named it '… edge profiling
 * (free)', which still reads true.)
 */
export const includedLabel = (component: PriceComponent): string =>
  `${component.name} included (worth ${formatRand(component.cents)})`;
