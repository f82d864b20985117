import type { PriceBookVersionView } from '#core/price-book-admin/price-book-content';
import { PRICES_UPDATED_MESSAGE, type CurrentPriceBook } from '#core/quotes/seen-price-book';
import { AppError } from '../errors';

/**
 * ADR 020: the browser says which price-book version it priced with; any other version than the
 * current one is refused with the current prices, so nothing is stored that the customer has
 * not seen. A request without a version (an API client) is priced with the current book.
 */
export function checkSeenPriceBook(seenVersion: number | undefined, current: PriceBookVersionView): void {
  if (seenVersion === undefined || seenVersion === current.version) return;
  const answer: CurrentPriceBook = { priceBookVersion: current.version, priceBook: current.book };
  throw new AppError('conflict', PRICES_UPDATED_MESSAGE, { current: { ...answer }, detail: `price book ${seenVersion} seen, ${current.version} current` });
}
