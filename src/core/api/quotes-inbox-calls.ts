import { z } from 'zod';
import {
  inboxPageSchema,
  inboxQuerySchema,
  inboxQuoteDetailSchema,
  quoteOutcomeSchema,
} from '#core/back-office/quotes-inbox';
import { defineCall } from './call';
import { rowId } from './id-params';
import { named } from './input-names';
import {
  inboxQuotePdfRoute,
  inboxQuoteRoute,
  inboxQuotesRoute,
  inboxSketchPreviewRoute,
  inboxSketchRoute,
  quoteOutcomeRoute,
} from './quotes-inbox-routes';
import { file, json } from './replies';

const idParams = z.object({ id: rowId() });
const quoteParams = named(idParams, 'quote');
const sketchParams = named(idParams.extend({ sketchId: z.string().max(100) }), 'sketch');

export const inboxQuotesCall = defineCall({
  route: inboxQuotesRoute,
  summary: 'The quotes inbox: a page of quotes, searched and filtered',
  input: { query: named(inboxQuerySchema, 'search') },
  reply: json(inboxPageSchema),
});

export const inboxQuoteCall = defineCall({
  route: inboxQuoteRoute,
  summary: 'One quote with its e-mails, sketches and history',
  input: { params: quoteParams },
  reply: json(inboxQuoteDetailSchema),
});

export const inboxQuotePdfCall = defineCall({
  route: inboxQuotePdfRoute,
  summary: 'The quote’s PDF (does not mark it sent)',
  input: { params: quoteParams },
  reply: file(['application/pdf'], 'The quote as a PDF (A4)'),
});

export const inboxSketchCall = defineCall({
  route: inboxSketchRoute,
  summary: 'A sketch the customer attached, as a download',
  input: { params: sketchParams },
  reply: file(
    ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'],
    'The file as uploaded, always as an attachment',
  ),
});

export const inboxSketchPreviewCall = defineCall({
  route: inboxSketchPreviewRoute,
  summary: 'A sketch’s preview picture (at most 480 px)',
  input: { params: sketchParams },
  reply: file(['image/webp'], 'A small picture of the sketch: an image re-encoded, or a PDF’s first page (ADR 026)'),
});

export const quoteOutcomeCall = defineCall({
  route: quoteOutcomeRoute,
  summary: 'Mark a quote won or lost',
  input: { params: quoteParams, body: quoteOutcomeSchema },
  reply: json(inboxQuoteDetailSchema),
});
