import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { formatRand } from '#core/money';
import { formatPercent } from '#core/percent';
import { CLIENT_PRICE_MODES, marginPercentage, markupBasisPoints, priceForClient } from '#core/pricing/client-price';
import type { ClientPriceRequest } from '#core/pricing/client-price-schema';
import type { PriceBook } from '#core/pricing/price-book';
import type { QuotePrice } from '#core/pricing/price-quote';
import { useStoredValue } from '#client/shared/stored-value';
import {
  CLIENT_PRICE_CHOICES,
  clientPriceDefaultQuery,
  parseMarkup,
} from '#client/shared/partner/client-price-choices';
import {
  clientPriceFor,
  clientPriceIncomplete,
  clientPriceStore,
} from '#client/shared/quote-in-progress/client-price-store';
import { RadioCards } from './radio-cards';

interface Props {
  partnerId: number;
  /** The trade price the screen shows (the partner's discount taken), or null while it cannot be priced. */
  trade: QuotePrice | null;
  /** Insurance applies (asked for, with shipping). */
  insured: boolean;
  book: PriceBook | undefined;
  /** The client's total at the choice made, or null while there is none: the quote panel shows it. */
  onClientTotal: (cents: number | null) => void;
}

/**
 * The client's price of the quote on screen, as the server will store it (ADR 019), from the
 * trade price the screen shows; null when there is nothing complete to price.
 */
function clientQuotePrice(options: {
  trade: QuotePrice | null;
  choice: ClientPriceRequest | undefined;
  insured: boolean;
  book: PriceBook | undefined;
}): QuotePrice | null {
  const { trade, choice, book } = options;
  if (!trade || !book || !choice || clientPriceIncomplete(choice)) return null;
  const markup = choice.mode === 'markup' ? markupBasisPoints(choice.markupPercentage ?? 0) : 0;
  return priceForClient(
    trade,
    { mode: choice.mode, markupBasisPoints: markup },
    { insured: options.insured, insuranceBasisPoints: book.insuranceBasisPoints, vatPercent: book.vatPercent },
  );
}

/**
 * The partner's choice of what their client pays for this quote (PARTNER-21 to PARTNER-24),
 * starting from the default in their Settings, and the client price, trade price and margin
 * it gives, before anything is sent. Only a signed-in partner loads it (a lazy chunk); the
 * server prices the stored quote again from the session.
 */
export default function PartnerClientPriceSection({ partnerId, trade, insured, book, onClientTotal }: Props) {
  const stored = clientPriceFor(useStoredValue(clientPriceStore), partnerId);
  // A mode this version does not know (stored by another) counts as no choice: the default applies.
  const chosen = stored && CLIENT_PRICE_MODES.includes(stored.mode) ? stored : undefined;
  const fallback = useQuery(clientPriceDefaultQuery());
  const markupId = useId();
  const [markupText, setMarkupText] = useState<string | null>(null);

  // A quote starts with the partner's default; a choice made here then stays with the quote in progress.
  useEffect(() => {
    if (chosen === undefined && fallback.data) {
      const { mode, markupPercentage } = fallback.data;
      clientPriceStore.set({ partnerId, choice: mode === 'markup' ? { mode, markupPercentage } : { mode } });
    }
  }, [chosen, fallback.data, partnerId]);

  const mode = chosen?.mode ?? fallback.data?.mode;
  const shownMarkup = markupText ?? String(chosen?.markupPercentage ?? fallback.data?.markupPercentage ?? 0);
  const parsed = parseMarkup(shownMarkup);
  const markupError = mode === 'markup' && 'error' in parsed ? parsed.error : null;

  const choose = (next: typeof mode & string) => {
    const percentage = 'percentage' in parsed ? parsed.percentage : 0;
    clientPriceStore.set({
      partnerId,
      choice: next === 'markup' ? { mode: next, markupPercentage: percentage } : { mode: next },
    });
  };
  const typeMarkup = (text: string) => {
    setMarkupText(text);
    const next = parseMarkup(text);
    // A markup that is not one leaves the quote without a price to save until it is corrected.
    clientPriceStore.set({
      partnerId,
      choice: 'percentage' in next ? { mode: 'markup', markupPercentage: next.percentage } : { mode: 'markup' },
    });
  };

  const client = useMemo(
    () => (markupError ? null : clientQuotePrice({ trade, choice: chosen, insured, book })),
    [markupError, trade, chosen, insured, book],
  );
  useEffect(() => onClientTotal(client?.totalCents ?? null), [client, onClientTotal]);
  const marginCents = client && trade && !markupError ? client.totalCents - trade.totalCents : null;

  return (
    <section
      aria-labelledby="client-price-heading"
      className="rounded-2xl border border-line bg-card p-5 shadow-sm sm:p-6"
      data-testid="partner-client-price"
    >
      <h2 id="client-price-heading" className="text-xl font-semibold text-ink">
        Your Client’s Price
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        What your client sees on the quote. Only you see the trade price and margin.
      </p>
      {fallback.isError && !chosen ? (
        <p className="mt-3 text-sm text-danger-700">Your default could not be loaded; the quote uses it when saved.</p>
      ) : null}
      {mode ? (
        <div className="mt-3">
          <RadioCards
            labelledBy="client-price-heading"
            columnsClassName="sm:grid-cols-3 lg:grid-cols-1"
            value={mode}
            onChange={choose}
            choices={CLIENT_PRICE_CHOICES.map((choice) => ({
              value: choice.mode,
              label: choice.label,
              description: choice.hint,
            }))}
          />
        </div>
      ) : null}
      {mode === 'markup' ? (
        <div className="mt-3">
          <label htmlFor={markupId} className="text-sm font-medium text-ink">
            Markup (%)
          </label>
          <input
            id={markupId}
            type="text"
            inputMode="decimal"
            value={shownMarkup}
            aria-invalid={markupError !== null}
            aria-describedby={markupError ? `${markupId}-error` : undefined}
            onChange={(event) => typeMarkup(event.target.value)}
            className="mt-1 block w-32 rounded-lg border border-line-strong bg-white px-3 py-2 tabular-nums"
          />
          {markupError ? (
            <p id={`${markupId}-error`} className="mt-1 text-sm text-danger-700">
              {markupError}
            </p>
          ) : null}
        </div>
      ) : null}
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex items-baseline justify-between gap-3">
          <dt className="font-semibold text-ink">Client price</dt>
          <dd
            className="font-display text-xl font-semibold text-walnut-800 tabular-nums"
            data-testid="client-price-total"
          >
            {client && !markupError ? formatRand(client.totalCents) : '—'}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-3">
          <dt>Trade price (you pay)</dt>
          <dd className="font-medium tabular-nums" data-testid="trade-price-total">
            {trade ? formatRand(trade.totalCents) : '—'}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-3 text-sage-700">
          <dt>Your margin</dt>
          <dd className="font-medium tabular-nums" data-testid="client-price-margin">
            {client && marginCents !== null
              ? `${formatRand(marginCents)} (${formatPercent(marginPercentage(marginCents, client.totalCents))})`
              : '—'}
          </dd>
        </div>
      </dl>
    </section>
  );
}
