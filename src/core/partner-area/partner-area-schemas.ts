import { z } from 'zod';
import { bigintColumn } from '#core/api/storable';
import { BUSINESS_TYPES, emailAddress, PARTNER_STATUSES } from '../accounts/account-schemas';
import { LEAD_MESSAGES } from '../quotes/lead-info-schema';
import { CLIENT_PRICE_MODES } from '../pricing/client-price';
import { MONEY_ROW_KINDS } from '../quotes/money-summary';
import { QUOTE_STATUSES } from '../quotes/quote-view';

/** The Quotes tab shows this many a page (PARTNER-15: search and paging once there are many). */
export const PARTNER_QUOTES_PAGE_SIZE = 20;

/** GET /api/professional/quotes?search=&page= */
export const partnerQuotesQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(100, 'Search for at most 100 characters')
    .optional()
    .transform((value) => (value ? value : undefined)),
  page: z.coerce
    .number('Page must be a number')
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(10_000)
    .default(1),
});

/** POST /api/professional/send-quote (PARTNER-16). */
export const sendPartnerQuoteSchema = z.object({
  quoteId: bigintColumn(z.number('Unknown quote').int('Unknown quote').positive('Unknown quote')),
  clientEmail: emailAddress,
  clientName: z
    .string(LEAD_MESSAGES.fullName)
    .trim()
    .min(2, LEAD_MESSAGES.fullName)
    .max(120, 'Name must be at most 120 characters')
    .refine(
      (value) => ![...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f),
      'Name contains characters we cannot store',
    ),
});

/**
 * POST /api/professional/send-quote/preview: the e-mail 'Send' would queue, as its client gets
 * it (PARTNER-16): whom it goes to, its subject, its opening lines and the attached PDF's
 * totals, which are the client's figures (PARTNER-21 to PARTNER-24).
 */
export const partnerQuoteEmailPreviewSchema = z
  .object({
    to: z.string(),
    subject: z.string(),
    lines: z.array(z.string()).describe('The plain-text part up to the link to the quote page'),
    attachment: z.object({
      fileName: z.string(),
      subtotalCents: z.number().int(),
      shippingCents: z.number().int(),
      insuranceCents: z.number().int(),
      discountCents: z.number().int().describe('0 unless the partner passes their discount on'),
      totalCents: z.number().int(),
      vatCents: z.number().int(),
      rows: z
        .array(
          z.object({ kind: z.enum(MONEY_ROW_KINDS), label: z.string(), cents: z.number().int(), amount: z.string() }),
        )
        .describe(
          'The PDF’s money rows as printed, which add up to totalCents (a subtotal row is the sum of the rows above it)',
        ),
    }),
  })
  .meta({ id: 'PartnerQuoteEmailPreview' });
export type PartnerQuoteEmailPreview = z.infer<typeof partnerQuoteEmailPreviewSchema>;

/** One row of the partner's Quotes tab and Overview's Recent Quotes. */
export const partnerQuoteSummarySchema = z
  .object({
    id: z.number().int(),
    quoteNumber: z.string(),
    token: z.string(),
    status: z.enum(QUOTE_STATUSES),
    createdAt: z.string(),
    totalCents: z.number().int().describe('What the client is quoted: the same as clientTotalCents'),
    clientTotalCents: z.number().int().describe('The client price (PARTNER-21 to PARTNER-24)'),
    tradeTotalCents: z.number().int().describe('What the workshop charges the partner'),
    marginCents: z.number().int().describe('clientTotalCents − tradeTotalCents'),
    clientPriceMode: z.enum(CLIENT_PRICE_MODES),
    discountPercentage: z.number(),
    clientName: z.string(),
    clientEmail: z.string(),
    clientPhone: z.string(),
    // PARTNER-15's names for a professional quote (ADR 028), beside the names the screens use.
    customerName: z.string().describe('PARTNER-15: the same as clientName'),
    customerEmail: z.string().describe('PARTNER-15: the same as clientEmail'),
    totalPrice: z.number().int().describe('PARTNER-15: the same as totalCents, in cents like every amount (ADR 003)'),
  })
  .meta({ id: 'PartnerQuoteSummary' });
export type PartnerQuoteSummary = z.infer<typeof partnerQuoteSummarySchema>;

/** GET /api/professional/quotes. `totals` covers every quote of the partner, whatever the search. */
export const partnerQuoteListSchema = z.object({
  quotes: z.array(partnerQuoteSummarySchema),
  matching: z.number().int().describe('How many quotes match the search: the pages hold this many in all'),
  page: z.number().int(),
  pageSize: z.number().int(),
  totals: z.object({
    count: z.number().int(),
    quotedCents: z.number().int().describe('Quoted to clients: the client totals of every quote'),
    averageQuoteCents: z
      .number()
      .int()
      .describe(
        'Avg Quote Value: quoted to clients over the number of quotes, rounded half away from zero to the cent; 0 without quotes',
      ),
    wonCount: z.number().int(),
    wonCents: z.number().int().describe('Won: the client totals of accepted or won quotes (not lost)'),
    marginOnWonCents: z.number().int().describe('Margin on won quotes: client − trade over the won ones'),
  }),
});
export type PartnerQuoteList = z.infer<typeof partnerQuoteListSchema>;

/** One client on the Clients tab: the people the partner quoted, by e-mail address. */
export const partnerClientSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  quoteCount: z.number().int(),
  acceptedCount: z.number().int(),
  totalValueCents: z.number().int(),
  lastQuoteAt: z.string(),
  quotes: z.array(partnerQuoteSummarySchema),
});
export type PartnerClient = z.infer<typeof partnerClientSchema>;

/** One approved (or suspended) partner on the Admin Dashboard, with their work (STAFF-07). */
export const partnerActivitySchema = z.object({
  id: z.number().int(),
  businessName: z.string(),
  businessType: z.enum(BUSINESS_TYPES),
  contactName: z.string(),
  contactEmail: z.string(),
  status: z.enum(PARTNER_STATUSES),
  discountPercentage: z.number(),
  quoteCount: z.number().int(),
  quoteValueCents: z.number().int(),
  suspendedAt: z.string().nullable(),
  signInDelayedUntil: z
    .string()
    .nullable()
    .describe('While failed sign-ins delay this account: until when (ISO 8601); an owner may clear it (STAFF-15)'),
});
export type PartnerActivity = z.infer<typeof partnerActivitySchema>;

/** POST /api/professional/logo: the stored logo's size in pixels. */
export const logoSizeSchema = z.object({ width: z.number().int(), height: z.number().int() });
export type LogoSize = z.infer<typeof logoSizeSchema>;
