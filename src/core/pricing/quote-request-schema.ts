import { z } from 'zod';
import { DELIVERY_METHODS } from '../surface/surface-options';
import { surfaceConfigurationSchema } from '../surface/surface-schema';
import { clientPriceRequestSchema } from './client-price-schema';

/** The most surfaces one quote may hold. */
export const MAX_SURFACES_PER_QUOTE = 50;

/**
 * POST /api/pricing/quote. There is no discount field: a partner's discount comes from their
 * session on the server (PRICE-11), and a `discountPercentage` sent along is dropped.
 */
export const priceQuoteRequestSchema = z.object({
  surfaces: z
    .array(surfaceConfigurationSchema)
    .min(1, 'Add at least one surface')
    .max(MAX_SURFACES_PER_QUOTE, `A quote holds at most ${MAX_SURFACES_PER_QUOTE} surfaces`),
  delivery: z.enum(DELIVERY_METHODS).default('shipping'),
  insurance: z.boolean().default(false),
  /** A signed-in partner's client price (PARTNER-21 to PARTNER-24); ignored for anyone else. */
  clientPrice: clientPriceRequestSchema.optional(),
});

export type PriceQuoteRequest = z.output<typeof priceQuoteRequestSchema>;
