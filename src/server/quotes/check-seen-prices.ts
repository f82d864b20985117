import type { PriceBookVersionView } from '#core/price-book-admin/price-book-content';
import {
  DISCOUNT_CHANGED_MESSAGE,
  LEAD_TIME_CHANGED_MESSAGE,
  PRICES_UPDATED_MESSAGE,
  type CurrentDiscount,
  type CurrentLeadTime,
  type CurrentPriceBook,
} from '#core/quotes/seen-price-book';
import { leadTimeText, type LeadTime } from '#core/workshop/lead-time';
import { AppError } from '../errors';

/**
 * ADR 020: the browser says which price-book version it priced with; any other version than the
 * current one is refused with the current prices, so nothing is stored that the customer has
 * not seen. A request without a version (an API client) is priced with the current book.
 */
export function checkSeenPriceBook(seenVersion: number | undefined, current: PriceBookVersionView): void {
  if (seenVersion === undefined || seenVersion === current.version) return;
  const answer: CurrentPriceBook = { priceBookVersion: current.version, priceBook: current.book };
  throw new AppError('conflict', PRICES_UPDATED_MESSAGE, {
    current: { ...answer },
    detail: `price book ${seenVersion} seen, ${current.version} current`,
  });
}

/**
 * ADR 020, item 7: a partner's page names the trade discount it priced with; staff may have
 * changed it since (STAFF-07). Another discount than the session's is refused with the current
 * one, so the page shows the new price before anything is stored.
 */
export function checkSeenDiscount(seenPercentage: number | undefined, currentBasisPoints: number): void {
  if (seenPercentage === undefined || Math.round(seenPercentage * 100) === currentBasisPoints) return;
  const answer: CurrentDiscount = { discountPercentage: currentBasisPoints / 100 };
  throw new AppError('conflict', DISCOUNT_CHANGED_MESSAGE, {
    current: { ...answer },
    detail: `discount ${seenPercentage}% seen, ${answer.discountPercentage}% current`,
  });
}

/**
 * ADR 020, item 8: the page names the lead time it promised (OPS-19); a job joining or leaving
 * the queue may have moved it since. Another lead time than the queue's current one is refused
 * with the current one, so the quote never promises dates the customer was not shown.
 */
export function checkSeenLeadTime(seen: LeadTime | undefined, current: LeadTime): void {
  if (seen === undefined || (seen.minWeeks === current.minWeeks && seen.maxWeeks === current.maxWeeks)) return;
  const answer: CurrentLeadTime = { leadTime: { minWeeks: current.minWeeks, maxWeeks: current.maxWeeks } };
  throw new AppError('conflict', LEAD_TIME_CHANGED_MESSAGE, {
    current: { ...answer },
    detail: `lead time ${leadTimeText(seen)} seen, ${leadTimeText(current)} current`,
  });
}
