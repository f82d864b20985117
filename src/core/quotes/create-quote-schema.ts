import { z } from 'zod';
import { CLIMATE_REGION_IDS } from '../advice/climate-regions';
import { priceQuoteRequestSchema } from '../pricing/quote-request-schema';
import { CLIENT_TYPES, type ClientType } from '../surface/surface-options';
import { MAX_LEAD_TIME_WEEKS } from '../workshop/lead-time';
import { leadInfoSchema } from './lead-info-schema';
import { QUOTE_TOKEN_PATTERN, SKETCH_ID_PATTERN } from './quote-patterns';

/**
 * POST /api/quotes. Whatever prices the browser showed are not part of it: the server
 * prices the surfaces again (PRICE-14); unknown keys such as `totalPrice`, a discount or a
 * partner id are dropped: the partner, if any, is the signed-in one, and its discount is the
 * session's (`discountPercentageShown` only checks it, as `leadTimeShown` checks the queue's lead time).
 */
const weeksSchema = z.number().int().min(1).max(MAX_LEAD_TIME_WEEKS);

export const createQuoteSchema = priceQuoteRequestSchema.extend({
  /**
   * QUOTE-06: homeowner unless told, for a customer. A signed-in partner quotes someone else, so
   * for them there is no default: without it their quote is refused, never stored as a homeowner's.
   */
  clientType: z
    .enum(CLIENT_TYPES)
    .optional()
    .describe(
      'homeowner, contractor or designer; homeowner when left out, except that a signed-in partner must give it (QUOTE-06)',
    ),
  leadInfo: leadInfoSchema,
  sketchIds: z
    .array(z.string().regex(SKETCH_ID_PATTERN, 'Unknown sketch'))
    .max(5, 'At most 5 sketches per quote')
    .optional(),
  /**
   * The price-book version the browser priced with (ADR 020): a stale one is refused with 409
   * and the current prices, so a quote is never stored at a price the customer was not shown.
   * Without it the quote is priced with the current book, as before.
   */
  priceBookVersion: z.number().int().positive().optional(),
  /**
   * The trade discount a partner's page priced with (ADR 020, item 7): the session's discount
   * prices the quote, and another one than this is refused with 409 and the current discount.
   * Named without a partner's session, the save is refused (401). It never sets the discount.
   */
  discountPercentageShown: z
    .number()
    .min(0)
    .max(100)
    .optional()
    .describe(
      'The trade discount the partner’s page showed; another than the session’s is refused (409), and it never sets the discount',
    ),
  /**
   * The lead time the page promised (OPS-19, ADR 020 item 8): the queue's current one is the
   * quote's, and another one than this is refused with 409 and the current lead time. It never
   * sets the lead time.
   */
  leadTimeShown: z
    .object({ minWeeks: weeksSchema, maxWeeks: weeksSchema })
    .optional()
    .describe(
      'The lead time the page showed; another than the queue’s current one is refused (409), and it never sets the lead time',
    ),
  /** The customer's climate region for the advice (CONF-41), kept with the quote; never priced. */
  adviceRegion: z
    .enum(CLIMATE_REGION_IDS)
    .optional()
    .describe("The customer's climate region for the advice; the workshop's own without it"),
});

/**
 * POST /api/quotes' `Idempotency-Key` header: the browser makes one per quote it
 * saves and sends it again with every retry, so a retry after a lost reply gets the same quote.
 */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,128}$/, 'Use 16 to 128 letters, digits, hyphens or underscores, such as a UUID')
  .optional();

/** The request as `createQuote` takes it, which settles the client type (QUOTE-06). */
export type CreateQuoteRequest = z.output<typeof createQuoteSchema>;

/** QUOTE-06: a customer is a homeowner unless they say otherwise; a partner's client type is asked, never assumed. */
export function settledClientType(clientType: ClientType | undefined, forPartner: boolean): ClientType | null {
  if (clientType) return clientType;
  return forPartner ? null : 'homeowner';
}

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
