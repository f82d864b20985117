import { z } from 'zod';
import { changePasswordSchema } from '#core/accounts/account-schemas';
import {
  logoSizeSchema,
  partnerClientSchema,
  partnerQuoteEmailPreviewSchema,
  partnerQuoteListSchema,
  partnerQuotesQuerySchema,
  sendPartnerQuoteSchema,
} from '#core/partner-area/partner-area-schemas';
import { clientPriceDefaultSchema, clientPriceRequestSchema } from '#core/pricing/client-price-schema';
import { quoteEmailQueuedSchema, quoteResponseSchema } from '#core/quotes/quote-response-schema';
import { defineCall } from './call';
import { numberLikeIdParams } from './id-params';
import { named } from './input-names';
import {
  changeClientPriceDefaultRoute,
  changePartnerPasswordRoute,
  clientPriceDefaultRoute,
  partnerClientsRoute,
  partnerLogoRoute,
  partnerQuotePdfRoute,
  partnerQuoteRoute,
  partnerQuotesRoute,
  previewPartnerQuoteRoute,
  replacePartnerLogoRoute,
  sendPartnerQuoteRoute,
} from './partner-area-routes';
import { file, json } from './replies';

const quoteParams = numberLikeIdParams('Quote not found');

export const partnerQuotesCall = defineCall({
  route: partnerQuotesRoute,
  summary: 'The partner’s own quotes, a page at a time',
  input: { query: named(partnerQuotesQuerySchema, 'search') },
  reply: json(partnerQuoteListSchema),
});

export const partnerQuoteCall = defineCall({
  route: partnerQuoteRoute,
  summary: 'One of the partner’s quotes',
  input: { params: quoteParams },
  reply: json(quoteResponseSchema),
});

export const partnerQuotePdfCall = defineCall({
  route: partnerQuotePdfRoute,
  summary: 'One of the partner’s quotes as a PDF',
  input: { params: quoteParams },
  reply: file(['application/pdf'], 'The quote as a PDF (A4)'),
});

export const sendPartnerQuoteCall = defineCall({
  route: sendPartnerQuoteRoute,
  summary: 'E-mail one of the partner’s quotes to their client, white-labelled',
  input: { body: sendPartnerQuoteSchema },
  reply: json(quoteEmailQueuedSchema, 202),
});

export const previewPartnerQuoteCall = defineCall({
  route: previewPartnerQuoteRoute,
  summary: 'The e-mail sending one of the partner’s quotes would queue, for the partner to confirm',
  input: { body: sendPartnerQuoteSchema },
  reply: json(partnerQuoteEmailPreviewSchema),
});

export const partnerClientsCall = defineCall({
  route: partnerClientsRoute,
  summary: 'The partner’s clients and their quotes',
  input: {},
  reply: json(z.array(partnerClientSchema)),
});

export const clientPriceDefaultCall = defineCall({
  route: clientPriceDefaultRoute,
  summary: 'The client price the partner’s new quotes start with',
  input: {},
  reply: json(clientPriceDefaultSchema),
});

export const changeClientPriceDefaultCall = defineCall({
  route: changeClientPriceDefaultRoute,
  summary: 'Change the client price the partner’s new quotes start with',
  input: { body: clientPriceRequestSchema },
  reply: json(clientPriceDefaultSchema),
});

export const changePartnerPasswordCall = defineCall({
  route: changePartnerPasswordRoute,
  summary: 'Change the partner’s password',
  input: { body: changePasswordSchema },
  reply: json(z.object({ changed: z.literal(true) })),
});

// Never cached, so a replacement shows at once in the partner's Settings.
export const partnerLogoCall = defineCall({
  route: partnerLogoRoute,
  summary: 'The signed-in partner’s logo',
  input: {},
  reply: file(['image/png'], 'The logo, re-encoded as PNG when it was uploaded'),
});

// Multipart: the handler reads the field "logo" itself.
export const replacePartnerLogoCall = defineCall({
  route: replacePartnerLogoRoute,
  summary: 'Replace the logo (multipart/form-data, field "logo")',
  input: {},
  reply: json(logoSizeSchema),
});
