import type { PriceBook } from '../pricing/price-book';

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

export const PRICES_UPDATED_MESSAGE = 'Prices were updated since you opened this page. Please check the new price, then save again.';

/** The `current` of a 409 from POST /api/quotes, when it is a newer price book. */
export function currentPriceBookOf(current: unknown): CurrentPriceBook | null {
  if (typeof current !== 'object' || current === null) return null;
  const { priceBookVersion, priceBook } = current as Partial<CurrentPriceBook>;
  return typeof priceBookVersion === 'number' && typeof priceBook === 'object' && priceBook !== null ? { priceBookVersion, priceBook } : null;
}
