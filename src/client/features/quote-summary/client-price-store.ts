import { z } from 'zod';
import { CLIENT_PRICE_MODES, markupBasisPoints, priceForClient } from '../../../core/pricing/client-price';
import type { PriceBook } from '../../../core/pricing/price-book';
import type { QuotePrice } from '../../../core/pricing/price-quote';
import type { ClientPriceRequest } from '../../../core/pricing/client-price-schema';
import { createStoredValue } from '../../shared/stored-value';

/**
 * The client price a signed-in partner chose for the quote in progress (PARTNER-21 to
 * PARTNER-24), kept so a reload keeps it, and tied to the partner it was chosen by: another
 * partner on the device starts from their own default. Null until the partner's default has
 * been read; the server then uses the default itself.
 */
export interface ChosenClientPrice {
  partnerId: number;
  choice: ClientPriceRequest;
}

const chosenSchema = z.object({
  partnerId: z.number().int(),
  choice: z.object({ mode: z.enum(CLIENT_PRICE_MODES), markupPercentage: z.number().min(0).max(100).optional() }),
});

export const clientPriceStore = createStoredValue<ChosenClientPrice | null>({
  key: 'grainline.clientPrice',
  read: (json) => chosenSchema.safeParse(json).data,
  fallback: null,
});

/** The choice that applies to this partner's quote, or undefined when they have not made one here. */
export function clientPriceFor(chosen: ChosenClientPrice | null, partnerId: number | undefined): ClientPriceRequest | undefined {
  return chosen !== null && chosen.partnerId === partnerId ? chosen.choice : undefined;
}

/** A markup choice whose percentage is not (yet) a valid one: nothing can be saved at it. */
export const clientPriceIncomplete = (choice: ClientPriceRequest | undefined) => choice?.mode === 'markup' && choice.markupPercentage === undefined;

/**
 * The client's price of the quote on screen, as the server will store it (ADR 019), from the
 * trade price the screen shows; null when there is nothing complete to price.
 */
export function clientQuotePrice(options: { trade: QuotePrice | null; choice: ClientPriceRequest | undefined; insured: boolean; book: PriceBook | undefined }): QuotePrice | null {
  const { trade, choice, book } = options;
  if (!trade || !book || !choice || clientPriceIncomplete(choice)) return null;
  const markup = choice.mode === 'markup' ? markupBasisPoints(choice.markupPercentage ?? 0) : 0;
  return priceForClient(trade, { mode: choice.mode, markupBasisPoints: markup }, { insured: options.insured, insuranceBasisPoints: book.insuranceBasisPoints, vatPercent: book.vatPercent });
}
