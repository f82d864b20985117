import { z } from 'zod';
import {
  creditNoteRequestSchema,
  invoiceDetailSchema,
  invoiceListQuerySchema,
  invoiceListSchema,
  recordPaymentSchema,
} from '#core/invoicing/invoice-schemas';
import { ownerSettingsSchema, storedOwnerSettingsSchema } from '#core/invoicing/owner-settings';
import { defineCall } from './call';
import { rowId } from './id-params';
import { named } from './input-names';
import {
  creditNoteRoute,
  invoicePdfRoute,
  invoiceRoute,
  invoicesRoute,
  ownerSettingsRoute,
  recordPaymentRoute,
  saveOwnerSettingsRoute,
} from './invoicing-routes';
import { file, json } from './replies';

const invoiceParams = named(z.object({ id: rowId() }), 'invoice');

export const ownerSettingsCall = defineCall({
  route: ownerSettingsRoute,
  summary:
    'The business’s names, VAT number, address, bank account, deposit share and payment terms, with the fields still missing',
  input: {},
  reply: json(storedOwnerSettingsSchema),
});

export const saveOwnerSettingsCall = defineCall({
  route: saveOwnerSettingsRoute,
  summary: 'Save the business’s details (owners); invoices and quote PDFs print them from then on',
  input: { body: ownerSettingsSchema },
  reply: json(storedOwnerSettingsSchema),
});

export const invoicesCall = defineCall({
  route: invoicesRoute,
  summary: 'Tax invoices and credit notes, newest first, optionally in one status or issued in a period',
  input: { query: named(invoiceListQuerySchema, 'invoices') },
  reply: json(invoiceListSchema),
});

export const invoiceCall = defineCall({
  route: invoiceRoute,
  summary: 'One tax invoice or credit note: what it printed, its payments, what is paid and owing',
  input: { params: invoiceParams },
  reply: json(invoiceDetailSchema),
});

export const invoicePdfCall = defineCall({
  route: invoicePdfRoute,
  summary: 'The tax invoice or credit note as a PDF',
  input: { params: invoiceParams },
  reply: file(['application/pdf'], 'The invoice as a PDF (A4)'),
});

export const recordPaymentCall = defineCall({
  route: recordPaymentRoute,
  summary: 'Record a payment against an invoice (part and over payments show as such); answers the invoice',
  input: { params: invoiceParams, body: recordPaymentSchema },
  reply: json(invoiceDetailSchema, 201),
});

export const creditNoteCall = defineCall({
  route: creditNoteRoute,
  summary: 'Cancel an invoice with a credit note that cites it (once; asking again answers the same credit note)',
  input: { params: invoiceParams, body: creditNoteRequestSchema },
  reply: json(invoiceDetailSchema, 201),
});
