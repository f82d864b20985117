import type { PriceBook } from '../pricing/price-book';
import type { LeadTime } from '../workshop/lead-time';

/**
 * ADR 020: a quote is saved only at the prices the customer was shown. A save priced with an
 * older price-book version is refused (409) with the current version and its book, which the
 * browser shows as the new price before the customer saves again. zod-free: the configurator
 * reads the answer in its first load (ADR 008).
 */
export interface CurrentPriceBook {
  priceBookVersion: number;
  priceBook: PriceBook;
}

export const PRICES_UPDATED_MESSAGE =
  'Prices were updated since you opened this page. Please check the new price, then save again.';

/** The `current` of a 409 from POST /api/quotes, when it is a newer price book. */
export function currentPriceBookOf(current: unknown): CurrentPriceBook | null {
  if (typeof current !== 'object' || current === null) return null;
  const { priceBookVersion, priceBook } = current as Partial<CurrentPriceBook>;
  return typeof priceBookVersion === 'number' && typeof priceBook === 'object' && priceBook !== null
    ? { priceBookVersion, priceBook }
    : null;
}

/**
 * A partner's page prices with the trade discount the session had when it loaded (PRICE-11).
 * Staff may change it meanwhile (STAFF-07): a save names the discount it showed, and another
 * one is refused (409) with the current discount, as a stale price book is (ADR 020).
 */
export interface CurrentDiscount {
  discountPercentage: number;
}

export const DISCOUNT_CHANGED_MESSAGE =
  'Your trade discount was changed since you opened this page. Please check the new price, then save again.';

/** The `current` of a 409 from POST /api/quotes, when it is the partner's changed discount. */
export function currentDiscountOf(current: unknown): CurrentDiscount | null {
  if (typeof current !== 'object' || current === null) return null;
  const { discountPercentage } = current as Partial<CurrentDiscount>;
  return typeof discountPercentage === 'number' ? { discountPercentage } : null;
}

/**
 * The lead time a quote saved now promises follows the workshop's queue (OPS-19), and the page
 * shows it from step 2. A save names the lead time it showed; another one is refused (409) with
 * the current one, as changed prices are, so a quote never promises dates the customer was not shown.
 */
export interface CurrentLeadTime {
  leadTime: LeadTime;
}

export const LEAD_TIME_CHANGED_MESSAGE =
  'The workshop’s delivery time changed since you opened this page. Please check the new dates, then save again.';

/** The `current` of a 409 from POST /api/quotes, when it is the queue's changed lead time. */
export function currentLeadTimeOf(current: unknown): CurrentLeadTime | null {
  if (typeof current !== 'object' || current === null) return null;
  const { leadTime } = current as Partial<CurrentLeadTime>;
  if (typeof leadTime !== 'object' || leadTime === null) return null;
  const { minWeeks, maxWeeks } = leadTime;
  return typeof minWeeks === 'number' && typeof maxWeeks === 'number' ? { leadTime: { minWeeks, maxWeeks } } : null;
}
