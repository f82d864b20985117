import { useMemo } from 'react';
import { formatDate } from '#core/dates';
import { formatRand } from '#core/money';
import type { PriceBook } from '#core/pricing/price-book';
import { priceQuote, type QuotePriceInput } from '#core/pricing/price-quote';
import { cx } from '#client/shared/cx';
import { usePriceBook } from './catalogue-queries';
import { dismissPriceUpdate, usePreviousPriceBook } from './price-book-updates';

function totalOf(input: QuotePriceInput, book: PriceBook): number | null {
  try {
    return priceQuote(input, book).totalCents;
  } catch {
    // A wood withdrawn in the new book: the page's own price says it cannot be priced.
    return null;
  }
}

/** A quote stored before the update, still what the screen shows: it keeps its price (QUOTE-11). */
export interface SavedQuoteBeforeUpdate {
  quoteNumber: string;
  totalCents: number;
  validUntil: string;
}

/**
 * ADR 020: after the page took a new price-book version, what it means for what is on screen,
 * "Prices were updated; this surface is now R X (was R Y)", until the customer dismisses it.
 * Nothing is said when the change leaves this price as it was. A quote already saved keeps
 * its price: the notice says so, and what the same quote costs at today's prices, rather than
 * calling the saved quote's price the old one.
 */
export function PriceUpdateNotice({
  subject,
  quote,
  saved = null,
  liveTotalCents = null,
  placement = 'top',
}: {
  subject: 'this surface' | 'your quote';
  quote: QuotePriceInput | null;
  saved?: SavedQuoteBeforeUpdate | null;
  /** With a saved quote: what the screen totals now (a partner's client price, say). */
  liveTotalCents?: number | null;
  /** `top`: sticky at the top of the step; `beside-price`: inside the price's own box (price-updates.tsx). */
  placement?: 'top' | 'beside-price';
}) {
  const previous = usePreviousPriceBook();
  const book = usePriceBook().data;
  const change = useMemo(() => {
    if (!previous || !book || !quote) return null;
    const was = totalOf(quote, previous);
    const now = totalOf(quote, book);
    return was === null || now === null || was === now ? null : { was, now };
  }, [previous, book, quote]);
  if (!change) return null;
  return (
    <div
      role="status"
      data-testid="price-update-notice"
      className={cx(
        'flex items-start justify-between gap-3 rounded-xl border border-walnut-300 bg-walnut-50 text-sm text-ink print:hidden',
        placement === 'top' ? 'sticky top-2 z-30 mx-auto mb-4 max-w-7xl px-4 py-3 shadow-sm' : 'px-3 py-2',
      )}
    >
      {saved ? (
        <p>
          <span className="font-semibold">Prices were updated.</span> Your saved quote {saved.quoteNumber} keeps its
          price, <span className="font-semibold">{formatRand(saved.totalCents)}</span>, until{' '}
          {formatDate(new Date(saved.validUntil))}
          {liveTotalCents === null ? '.' : `; at today’s prices it would be ${formatRand(liveTotalCents)}.`}
        </p>
      ) : (
        <p>
          <span className="font-semibold">Prices were updated;</span> {subject} is now{' '}
          <span className="font-semibold">{formatRand(change.now)}</span> (was {formatRand(change.was)}).
        </p>
      )}
      <button
        type="button"
        className="shrink-0 font-semibold underline underline-offset-4"
        onClick={dismissPriceUpdate}
      >
        OK
      </button>
    </div>
  );
}
