import { z } from 'zod';
import { CLIENT_PRICE_MODES } from './client-price';

/** At most two decimals, as the markup is stored in basis points (PARTNER-21 to PARTNER-24). */
const twoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/**
 * A signed-in partner's choice of client price on POST /api/quotes and /api/pricing/quote
 * (PARTNER-21 to PARTNER-24). The server prices it from the session; a signed-out caller's is ignored.
 */
export const clientPriceRequestSchema = z
  .object({
    mode: z.enum(CLIENT_PRICE_MODES, 'Choose list, markup or pass_through'),
    markupPercentage: z
      .number('Markup must be a number')
      .min(0, 'Markup must be at least 0 %')
      .max(100, 'Markup must be at most 100 %')
      .refine(twoDecimals, 'Markup may have at most two decimals')
      .optional(),
  })
  .refine((choice) => choice.mode !== 'markup' || choice.markupPercentage !== undefined, {
    message: 'Give the markup in per cent',
    path: ['markupPercentage'],
  })
  .meta({ id: 'ClientPriceChoice' });

export type ClientPriceRequest = z.output<typeof clientPriceRequestSchema>;

/** GET and PUT /api/professional/client-price: the partner's default; the markup is 0 outside `markup`. */
export const clientPriceDefaultSchema = z
  .object({ mode: z.enum(CLIENT_PRICE_MODES), markupPercentage: z.number() })
  .meta({ id: 'ClientPriceDefault' });
export type ClientPriceDefault = z.infer<typeof clientPriceDefaultSchema>;

/**
 * What only the partner (and staff) see of a partner's quote: the trade price the workshop
 * charges, the client price and the margin between them (PARTNER-21 to PARTNER-24). Never in a reply to
 * the client.
 */
export const partnerPricingSchema = z
  .object({
    clientPrice: z.object({ mode: z.enum(CLIENT_PRICE_MODES), markupPercentage: z.number() }),
    discountPercentage: z.number().describe('The partner discount the trade price was taken with'),
    tradeTotalCents: z.number().int().describe('What the workshop charges the partner'),
    clientTotalCents: z.number().int().describe('What the partner’s client is quoted'),
    marginCents: z.number().int().describe('Client total − trade total'),
    marginPercentage: z.number().describe('Margin as a per cent of the client total, two decimals'),
  })
  .meta({ id: 'PartnerPricing' });

export type PartnerPricing = z.infer<typeof partnerPricingSchema>;
