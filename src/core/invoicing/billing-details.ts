import { z } from 'zod';
import { optionalMultilineText } from '#core/accounts/account-schemas';
import { vatNumberSchema } from './owner-settings';

/**
 * Section 20 of the VAT Act (ADR 047): a tax invoice above R 5,000 names the recipient's address
 * and, if registered, VAT number. A quote whose accepted total is above it asks for them at acceptance.
 */
export const RECIPIENT_DETAILS_ABOVE_CENTS = 500_000;

export const BILLING_ADDRESS_MAX_LENGTH = 300;

export const BILLING_ADDRESS_NEEDED = 'Your billing address is needed for the tax invoice of an order over R 5,000.';

/** Whether a quote invoiced at `totalCents` may be accepted only with an address on record or sent. */
export const billingAddressRequired = (totalCents: number): boolean => totalCents > RECIPIENT_DETAILS_ABOVE_CENTS;

/**
 * POST /api/quotes/{token}/accept's optional body: the customer's billing address (several lines)
 * and VAT number if their business is registered, printed on the tax invoices (ADR 047). Blank is absent.
 */
export const acceptQuoteSchema = z.object({
  billingAddress: optionalMultilineText('Billing address', BILLING_ADDRESS_MAX_LENGTH).describe(
    'Several lines allowed; printed on the tax invoices',
  ),
  vatNumber: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(vatNumberSchema.optional())
    .describe('If the customer’s business is VAT registered: 10 digits starting with 4'),
});
export type AcceptQuoteInput = z.input<typeof acceptQuoteSchema>;
export type AcceptQuoteBody = Partial<z.output<typeof acceptQuoteSchema>>;

/** On the customer's own quote page: whether accepting needs an address, and what is on record. */
export const quoteBillingSchema = z.object({
  addressRequired: z
    .boolean()
    .describe('True when the accepted total is above R 5,000 and no billing address is on record yet'),
  address: z.string().nullable(),
  vatNumber: z.string().nullable(),
});
export type QuoteBilling = z.infer<typeof quoteBillingSchema>;
