import { z } from 'zod';
import { adviceResponseSchema } from '../advice/advice-schemas';
import { CLIMATE_REGION_IDS } from '../advice/climate-regions';
import { partnerPricingSchema } from '../pricing/client-price-schema';
import { quoteTotalsSchema, surfacePriceSchema } from '../pricing/price-schemas';
import { CLIENT_TYPES, DELIVERY_METHODS } from '../surface/surface-options';
import { surfaceConfigurationSchema } from '../surface/surface-schema';
import { QUOTE_STATUSES } from './quote-view';
import { quoteBillingSchema } from '#core/invoicing/billing-details';
import { howToPaySchema, quoteInvoiceSchema } from '#core/invoicing/invoice-schemas';

/**
 * A stored quote as the API answers with it (GET /api/quotes/{token}, POST /api/quotes, the
 * accept call, a partner's own quote): the reply's schema and, derived from it, its type and the
 * quote view's parts. The quote page imports the types only, so zod stays out of the browser's
 * first load (ADR 008).
 */
export const storedLeadInfoSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  companyName: z.string().optional(),
});

export const quoteLineViewSchema = z.object({
  surface: surfaceConfigurationSchema,
  speciesName: z.string().describe("'Kiaat', from the price-book snapshot"),
  woodName: z.string().describe("'Kiaat - Edge Grain'"),
  price: surfacePriceSchema,
});

/** OPS-19: a lead time in whole weeks, `3–4 weeks`. */
export const leadTimeSchema = z
  .object({ minWeeks: z.number().int(), maxWeeks: z.number().int() })
  .meta({ id: 'LeadTime' });

export const partnerContactSchema = z.object({ name: z.string(), email: z.string(), phone: z.string() });

export const quoteResponseSchema = z
  .object({
    quoteNumber: z.string(),
    token: z.string().describe('The link token: /quote/{token}'),
    status: z.enum(QUOTE_STATUSES),
    quoteDate: z.string().describe('ISO 8601'),
    validUntil: z.string().describe('ISO 8601'),
    acceptedAt: z.string().nullable().describe('ISO 8601, for an accepted quote'),
    clientType: z.enum(CLIENT_TYPES),
    delivery: z.enum(DELIVERY_METHODS),
    insurance: z.boolean(),
    leadTime: leadTimeSchema.describe('The lead time promised when the quote was made (OPS-19)'),
    leadInfo: storedLeadInfoSchema,
    lines: z.array(
      quoteLineViewSchema.extend({
        advice: adviceResponseSchema.describe(
          'Will it sag, will it move (CONF-39 to CONF-41), with the span, region and figures the quote kept; never a price',
        ),
      }),
    ),
    adviceRegion: z
      .enum(CLIMATE_REGION_IDS)
      .nullable()
      .describe("The climate region the customer chose for the advice; null for the workshop's own"),
    ...quoteTotalsSchema.omit({ discountCents: true }).shape,
    discountCents: z
      .number()
      .int()
      .optional()
      .describe('Only when the partner passes the discount on to the client (PARTNER-21 to PARTNER-24)'),
    discountPercentage: z.number().optional().describe('The partner discount shown with `discountCents`'),
    partner: z
      .object({
        businessName: z.string(),
        contact: partnerContactSchema.nullable(),
        hasLogo: z.boolean().describe('GET /api/quotes/{token}/logo serves it'),
        makerName: z
          .string()
          .nullable()
          .describe('Whom the page names as the maker: the partner (white label, never the workshop)'),
      })
      .nullable()
      .describe('White label: the partner who quoted, or null'),
    partnerPricing: partnerPricingSchema
      .optional()
      .describe('A partner’s quote, in the replies to the partner and to staff only'),
    invoices: z
      .array(quoteInvoiceSchema)
      .optional()
      .describe(
        'On the quote’s own page and in the reply to its partner: its tax invoices and credit notes, what is paid and owing (ADR 047); none on a partner’s client’s page',
      ),
    howToPay: howToPaySchema
      .optional()
      .describe(
        'Beside `invoices`, only while something is owing and the workshop’s bank account is complete: where to pay by EFT and the reference',
      ),
    billing: quoteBillingSchema
      .optional()
      .describe(
        'On a customer’s own page and accept reply: the billing address and VAT number its tax invoices print, and whether accepting needs the address (ADR 047); none for a partner’s quote',
      ),
  })
  .meta({ id: 'Quote' });

/** POST /api/email/quote and a partner's send-quote: the e-mails queued in the outbox. */
export const quoteEmailQueuedSchema = z.object({
  quoteNumber: z.string(),
  queued: z.number().int().describe('E-mails queued (the customer’s, and the business copy when asked)'),
});

export type LeadInfo = z.infer<typeof storedLeadInfoSchema>;
export type QuoteLineView = z.infer<typeof quoteLineViewSchema>;
export type PartnerContact = z.infer<typeof partnerContactSchema>;
/** What GET /api/quotes/{token}, POST /api/quotes and the accept call answer with, as `data`. */
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;
export type QuoteEmailQueued = z.infer<typeof quoteEmailQueuedSchema>;
