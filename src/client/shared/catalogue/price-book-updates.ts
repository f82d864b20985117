import { useSyncExternalStore } from 'react';
import { leadTimeRoute, priceBookRoute, priceBookVersionRoute } from '#core/api/catalogue-routes';
import { PAGE_CATALOGUE_URLS } from '#core/catalogue/page-catalogue';
import type { PriceBook } from '#core/pricing/price-book';
import type { CurrentPriceBook } from '#core/quotes/seen-price-book';
import { callApi } from '../call-api';
import { refreshResource, resourceData, setResource } from '../resource-store';
import { refreshPartnerSession } from '../session/partner-session-watch';
import { useWhenPageReturns } from '../use-when-page-returns';

/**
 * ADR 020: an open page learns of a new price-book version (on focus, every 5 minutes as
 * PRICE-29's cache lifetime says, and from a save refused with 409), takes its prices at once
 * and keeps the book it showed before, so the page can say what changed. A save carries the
 * version the customer was shown.
 */

/** PRICE-29: pricing data is fresh for 5 minutes. */
export const PRICE_BOOK_RECHECK_MS = 5 * 60_000;

/** The book the page showed before the latest update, until the customer has read the notice. */
let previousBook: PriceBook | null = null;
const listeners = new Set<() => void>();

function publish(next: PriceBook | null): void {
  previousBook = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The price book shown before an update the customer has not dismissed, or null. */
export function usePreviousPriceBook(): PriceBook | null {
  return useSyncExternalStore(
    subscribe,
    () => previousBook,
    () => null,
  );
}

export function dismissPriceUpdate(): void {
  publish(null);
}

/** The version of the prices on screen, sent with a save. */
export function seenPriceBookVersion(): number | undefined {
  return resourceData<{ version: number }>(PAGE_CATALOGUE_URLS.priceBookVersion)?.version;
}

/** Shows a newer version's prices; the first update since the notice was read keeps the book shown before it. */
export function adoptPriceBook({ priceBookVersion, priceBook }: CurrentPriceBook): void {
  if (priceBookVersion === seenPriceBookVersion()) return;
  const shown = resourceData<PriceBook>(PAGE_CATALOGUE_URLS.priceBook);
  setResource(PAGE_CATALOGUE_URLS.priceBook, priceBook);
  setResource(PAGE_CATALOGUE_URLS.priceBookVersion, { version: priceBookVersion });
  if (shown && !previousBook) publish(shown);
}

/**
 * A cheap check, without zod (ADR 008), that an answer is a price book the engine can read: a
 * malformed answer is ignored and the prices on screen stay, rather than breaking the page.
 */
export function looksLikePriceBook(value: unknown): value is PriceBook {
  if (typeof value !== 'object' || value === null) return false;
  const book = value as Record<string, unknown>;
  const isObject = (part: unknown) => typeof part === 'object' && part !== null;
  return (
    isObject(book.species) &&
    Object.values(book.species).every(
      (grain) => isObject(grain) && Number.isInteger((grain as { rateCentsPerM3?: unknown }).rateCentsPerM3),
    ) &&
    isObject(book.finishCentsPerM2) &&
    isObject(book.modifierCents) &&
    Number.isInteger(book.vatPercent)
  );
}

let checking: Promise<void> | undefined;
/** A check asked for while one was under way: it runs once that one ends. */
let again: Promise<void> | undefined;

/** Asks for the current version; only a new one costs fetching the book (version first, so the book is never older). */
async function checkOnce(): Promise<void> {
  const { version } = await callApi(priceBookVersionRoute);
  if (version === seenPriceBookVersion()) return;
  const priceBook: unknown = await callApi(priceBookRoute);
  if (!looksLikePriceBook(priceBook)) {
    console.warn('Ignored a malformed price book');
    return;
  }
  adoptPriceBook({ priceBookVersion: version, priceBook });
}

/**
 * Checks for new prices. A check asked for while another is under way runs once more after it,
 * since that one may have read the version before the change this focus is about; any number of
 * such asks share that one follow-up.
 */
export function checkForNewPrices(): Promise<void> {
  if (checking) {
    again ??= checking.then(() => {
      again = undefined;
      return checkForNewPrices();
    });
    return again;
  }
  const current = checkOnce()
    .catch(() => undefined)
    .finally(() => {
      checking = undefined;
    });
  checking = current;
  return current;
}

/**
 * Checks when the page comes back into view and every 5 minutes while it is open. The lead time
 * on screen (OPS-19: it follows the workshop's queue) is asked again with it, where the page
 * has shown it, so the delivery dates shown are the ones a quote saved now promises; so is a
 * partner's session, whose discount the prices take off (STAFF-07).
 */
export function usePriceBookWatch(): void {
  useWhenPageReturns(() => {
    void checkForNewPrices();
    void refreshResource(leadTimeRoute.path);
    void refreshPartnerSession();
  }, PRICE_BOOK_RECHECK_MS);
}
