import { z } from 'zod';
import { CLIMATE_REGION_IDS } from '../advice/climate-regions';
import { priceQuoteRequestSchema } from '../pricing/quote-request-schema';
import { CLIENT_TYPES } from '../surface/surface-options';
import { leadInfoSchema } from './lead-info-schema';
import { QUOTE_TOKEN_PATTERN, SKETCH_ID_PATTERN } from './quote-patterns';

/**
 * POST /api/quotes. Whatever prices the browser showed are not part of it: the server
 * prices the surfaces again (PRICE-14); unknown keys such as `totalPrice`, a discount or a
 * partner id are dropped: the partner, if any, is the signed-in one.
 */
export const createQuoteSchema = priceQuoteRequestSchema.extend({
  clientType: z.enum(CLIENT_TYPES).default('homeowner'),
  leadInfo: leadInfoSchema,
  sketchIds: z.array(z.string().regex(SKETCH_ID_PATTERN, 'Unknown sketch')).max(5, 'At most 5 sketches per quote').optional(),
  /**
   * The price-book version the browser priced with (ADR 020): a stale one is refused with 409
   * and the current prices, so a quote is never stored at a price the customer was not shown.
   * Without it the quote is priced with the current book, as before.
   */
  priceBookVersion: z.number().int().positive().optional(),
  /** The customer's climate region for the advice (CONF-41), kept with the quote; never priced. */
  adviceRegion: z.enum(CLIMATE_REGION_IDS).optional().describe("The customer's climate region for the advice; the workshop's own without it"),
});

/**
 * POST /api/quotes' `Idempotency-Key` header: the browser makes one per quote it
 * saves and sends it again with every retry, so a retry after a lost reply gets the same quote.
 */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,128}$/, 'Use 16 to 128 letters, digits, hyphens or underscores, such as a UUID')
  .optional();

export type CreateQuoteRequest = z.output<typeof createQuoteSchema>;

/** POST /api/email/quote: the server makes the PDF and knows the recipient (QUOTE-22). */
export const emailQuoteSchema = z.object({
  token: z.string().regex(QUOTE_TOKEN_PATTERN, 'Unknown quote'),
  sendBusinessCopy: z.boolean().default(false),
  /** A retried click with the same id is sent once. */
  requestId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional(),
});

/** Quotes are valid for 30 days (QUOTE-19). */
export const QUOTE_VALIDITY_DAYS = 30;
