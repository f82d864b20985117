import { z } from 'zod';
import { createQuoteSchema, emailQuoteSchema } from '#core/quotes/create-quote-schema';
import { acceptQuoteSchema } from '#core/invoicing/billing-details';
import { quoteEmailQueuedSchema, quoteResponseSchema } from '#core/quotes/quote-response-schema';
import { defineCall } from './call';
import { file, json } from './replies';
import {
  acceptQuoteRoute,
  createQuoteRoute,
  emailQuoteRoute,
  quoteLogoRoute,
  quotePdfRoute,
  quoteRoute,
} from './quotes-routes';

/** A quote's link token; an unknown or malformed one is the same plain 404. */
const tokenParams = z.object({ token: z.string().describe('The quote’s 43-character link token') });

/** ADR 040: read by the handler, as the Idempotency-Key is. */
const BURST_NOTE =
  'Without a session, during a burst of anonymous requests the answer is 428 `challenge_required` with a proof-of-work challenge: solve it and send the request again with the `Proof-Of-Work` header.';

export const createQuoteCall = defineCall({
  route: createQuoteRoute,
  summary: 'Store a quote: priced again on the server, numbered, e-mailed to the workshop',
  // The header is read by the handler: Fastify would check it after the body, and a bad one
  // has always been answered first, as "The Idempotency-Key header has invalid fields".
  description: `Send an \`Idempotency-Key\` header (16 to 128 letters, digits, hyphens or underscores, such as a UUID) with every attempt: a retry answers with the same stored quote and the header \`Idempotent-Replayed: true\`. ${BURST_NOTE}`,
  input: { body: createQuoteSchema },
  reply: json(quoteResponseSchema, 201),
});

export const quoteCall = defineCall({
  route: quoteRoute,
  summary: 'A stored quote by its link',
  input: { params: tokenParams },
  reply: json(quoteResponseSchema),
});

export const quotePdfCall = defineCall({
  route: quotePdfRoute,
  summary: 'The quote as a PDF (a customer’s own quote is then marked sent)',
  input: { params: tokenParams },
  reply: file(['application/pdf'], 'The quote as a PDF (A4)'),
});

export const quoteLogoCall = defineCall({
  route: quoteLogoRoute,
  summary: 'The quoting partner’s logo',
  input: { params: tokenParams },
  reply: file(['image/png'], 'The logo, re-encoded as PNG when it was uploaded'),
});

export const acceptQuoteCall = defineCall({
  route: acceptQuoteRoute,
  summary: 'The customer accepts the quote',
  description:
    'The body is optional: the billing address and VAT number for the tax invoices (ADR 047). A customer’s quote whose total is above R 5,000 with no address on record (`billing.addressRequired`) is refused with 400 `validation_failed` and `fields.billingAddress` until one is sent. A partner’s quote is invoiced to the partner’s business and ignores them.',
  input: { params: tokenParams, body: acceptQuoteSchema.optional() },
  reply: json(quoteResponseSchema),
});

export const emailQuoteCall = defineCall({
  route: emailQuoteRoute,
  summary: 'E-mail a stored quote’s PDF to the customer on record',
  description: BURST_NOTE,
  input: { body: emailQuoteSchema },
  reply: json(quoteEmailQueuedSchema, 202),
});
