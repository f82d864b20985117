import { z } from 'zod';
import { partnerPricingSchema } from './client-price-schema';

/**
 * The engine's answers as zod schemas: the API documents and checks its replies with them, and
 * the engine's types are derived from them. Kept apart from the engine, which the configurator
 * runs in its first load without zod (ADR 008): it imports these types only.
 */
export const priceComponentSchema = z.object({
  key: z.union([
    z.enum(['wood', 'backsplash', 'waterfall', 'finish', 'cable_hole', 'brackets', 'edge_profile']),
    z.templateLiteral(['cutout:', z.string()]),
  ]),
  name: z.string(),
  cents: z.number().int().describe('Always ≥ 0; a saving is shown with a minus and never enters a total'),
  isSavings: z.boolean(),
});

export const surfacePriceSchema = z
  .object({
    components: z.array(priceComponentSchema),
    unitPriceCents: z.number().int(),
    quantity: z.number().int(),
    lineTotalCents: z.number().int(),
    finishedVolumeMm3: z
      .number()
      .describe('Nominal-thickness volume of one unit in mm³, backsplash and waterfall included (PRICE-12)'),
    pricedVolumeMm3: z.number().describe('Stock volume of the main surface in mm³ as priced (PRICE-03)'),
    densityKgPerM3: z.number(),
  })
  .meta({ id: 'SurfacePrice' });

/** A whole quote's totals, without its lines. */
export const quoteTotalsSchema = z.object({
  weightKg: z
    .number()
    .describe('Shipping weight in kg, rounded to 2 decimals for display; shipping is priced on the exact weight'),
  shippingCents: z.number().int(),
  discountCents: z.number().int(),
  subtotalCents: z.number().int(),
  insuranceCents: z.number().int(),
  totalCents: z.number().int(),
  vatCents: z.number().int().describe('The VAT included in the total (PRICE-17): total × 15 / 115'),
});

export const quotePriceSchema = quoteTotalsSchema.extend({ lines: z.array(surfacePriceSchema) });

/**
 * POST /api/pricing/quote: the totals and, per line, only what a customer sees. For a signed-in
 * partner the figures are their client's, with `partnerPricing` beside them (PARTNER-21 to PARTNER-24).
 */
export const pricedQuoteResponseSchema = quoteTotalsSchema.extend({
  lines: z.array(
    surfacePriceSchema
      .pick({ unitPriceCents: true, quantity: true, lineTotalCents: true })
      .extend({ components: z.array(priceComponentSchema.pick({ name: true, cents: true, isSavings: true })) }),
  ),
  partnerPricing: partnerPricingSchema.optional(),
});

export type PriceComponent = z.infer<typeof priceComponentSchema>;
export type PriceComponentKey = PriceComponent['key'];
export type SurfacePrice = z.infer<typeof surfacePriceSchema>;
export type QuotePrice = z.infer<typeof quotePriceSchema>;
export type PricedQuoteResponse = z.infer<typeof pricedQuoteResponseSchema>;
