import { z } from 'zod';
import type { ClientPriceMode } from '#core/pricing/client-price';
import type { ClientPriceRequest } from '#core/pricing/client-price-schema';
import { createStoredValue } from '#client/shared/stored-value';

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

// The mode is only read as text here, so that step 2 (a chunk the configurator preloads) needs
// none of the pricing code: the partner's lazy section puts right a mode it does not know, and
// the server refuses one anyway.
const chosenSchema = z.object({
  partnerId: z.number().int(),
  choice: z.object({
    mode: z.custom<ClientPriceMode>((mode) => typeof mode === 'string'),
    markupPercentage: z.number().min(0).max(100).optional(),
  }),
});

export const clientPriceStore = createStoredValue<ChosenClientPrice | null>({
  key: 'grainline.clientPrice',
  read: (json) => chosenSchema.safeParse(json).data,
  fallback: null,
});

/** The choice that applies to this partner's quote, or undefined when they have not made one here. */
export function clientPriceFor(
  chosen: ChosenClientPrice | null,
  partnerId: number | undefined,
): ClientPriceRequest | undefined {
  return chosen !== null && chosen.partnerId === partnerId ? chosen.choice : undefined;
}

/** A markup choice whose percentage is not (yet) a valid one: nothing can be saved at it. */
export const clientPriceIncomplete = (choice: ClientPriceRequest | undefined) =>
  choice?.mode === 'markup' && choice.markupPercentage === undefined;
