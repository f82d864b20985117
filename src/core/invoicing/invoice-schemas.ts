import { z } from 'zod';
import { BANK_ACCOUNT_TYPES } from './owner-settings';

export const INVOICE_KINDS = ['deposit', 'final', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** Where an invoice stands: paid in part, in full or over; cancelled by a credit note; or itself a credit note. */
export const INVOICE_STATUSES = ['unpaid', 'part_paid', 'paid', 'overpaid', 'credited', 'credit_note'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const PAYMENT_METHODS = ['eft', 'cash', 'card', 'other'] as const;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date such as 2026-12-06');

/** The workshop's bank account, as an invoice prints it and a quote's page says how to pay (ADR 047). */
const bankAccountSchema = z.object({
  accountHolder: z.string().describe('The name the account is in'),
  bankName: z.string().describe("'First National Bank'"),
  branchCode: z.string().describe('6 digits'),
  accountNumber: z.string().describe('Digits only'),
  accountType: z.enum(BANK_ACCOUNT_TYPES),
});

/** The supplier as an invoice printed it (ADR 047), kept with the invoice. */
export const invoiceSupplierSchema = z.object({
  registeredName: z.string(),
  tradingName: z.string(),
  vatNumber: z.string(),
  address: z.string(),
  bank: bankAccountSchema,
  paymentTerms: z.string(),
});
export type InvoiceSupplier = z.infer<typeof invoiceSupplierSchema>;

export const invoicePaymentSchema = z.object({
  id: z.number().int(),
  amountCents: z.number().int(),
  paidOn: isoDay,
  method: z.string(),
  reference: z.string(),
  recordedAt: z.string(),
  recordedBy: z.string().nullable(),
});

export const invoiceSummarySchema = z.object({
  id: z.number().int(),
  number: z.string().describe('INV-000001 or CN-000001; also the EFT reference'),
  kind: z.enum(INVOICE_KINDS),
  status: z.enum(INVOICE_STATUSES),
  quoteId: z.number().int(),
  quoteNumber: z.string(),
  issuedOn: isoDay,
  recipientName: z.string(),
  totalCents: z.number().int(),
  vatCents: z.number().int(),
  paidCents: z.number().int(),
  owingCents: z.number().int().describe('Negative when overpaid; 0 once credited'),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceDetailSchema = invoiceSummarySchema.extend({
  reference: z.string(),
  issuedAt: z.string(),
  supplier: invoiceSupplierSchema,
  recipient: z.object({
    name: z.string(),
    address: z.string(),
    vatNumber: z.string(),
    email: z.string(),
    partner: z.boolean(),
  }),
  description: z.string(),
  quantity: z.number().int(),
  exclusiveCents: z.number().int(),
  reason: z.string().nullable(),
  /** For a credit note, the invoice it cancels; for an invoice, the credit note that cancelled it. */
  credits: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  creditedBy: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  payments: z.array(invoicePaymentSchema),
  /** ADR 047: the payment reminders queued for it, oldest first. */
  reminders: z.array(z.object({ queuedAt: z.string() })),
  nextReminderAt: z
    .string()
    .nullable()
    .describe(
      'When the next payment reminder is due (it goes at the next hourly run from then); null when none will be',
    ),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

/**
 * What a customer's quote page lists of its invoices (ADR 047): what is paid and owing, and the reference to pay with.
 */
export const quoteInvoiceSchema = z
  .object({
    number: z.string(),
    kind: z.enum(INVOICE_KINDS),
    status: z.enum(INVOICE_STATUSES),
    issuedOn: isoDay,
    totalCents: z.number().int(),
    paidCents: z.number().int(),
    owingCents: z.number().int().describe('Negative when overpaid'),
    reference: z.string().describe('The EFT reference: the invoice number'),
  })
  .meta({ id: 'QuoteInvoice' });
export type QuoteInvoice = z.infer<typeof quoteInvoiceSchema>;

/** How to pay what a quote's invoices still owe: EFT to the workshop's account with the invoice number (ADR 047). */
export const howToPaySchema = bankAccountSchema
  .extend({
    reference: z
      .string()
      .describe('The EFT reference: the number of the oldest invoice still owing; each invoice is paid with its own'),
  })
  .describe('The owner settings’ bank account as it is now, with the reference to pay with')
  .meta({ id: 'HowToPay' });
export type HowToPay = z.infer<typeof howToPaySchema>;

export const invoiceListSchema = z.object({ invoices: z.array(invoiceSummarySchema) });

export const invoiceListQuerySchema = z.object({
  status: z.enum(INVOICE_STATUSES).optional(),
  from: isoDay.optional().describe('Issued on or after this day'),
  to: isoDay.optional().describe('Issued on or before this day'),
});

export const recordPaymentSchema = z.object({
  amountCents: z
    .number()
    .int('Enter whole cents')
    .positive('A payment is more than R 0.00')
    .max(100_000_000_00, 'That is more than any invoice'),
  paidOn: isoDay,
  method: z.enum(PAYMENT_METHODS, { error: 'Choose EFT, cash, card or other' }),
  reference: z.string().trim().max(120, 'A reference is at most 120 characters'),
});
export type RecordPayment = z.infer<typeof recordPaymentSchema>;

export const creditNoteRequestSchema = z.object({
  reason: z.string().trim().min(3, 'Say why the invoice is cancelled').max(500, 'The reason is at most 500 characters'),
});

/** ADR 047: where an invoice stands from its total, what was paid against it and whether a credit note cancelled it. */
export function invoiceStatus(options: {
  kind: InvoiceKind;
  totalCents: number;
  paidCents: number;
  credited: boolean;
}): InvoiceStatus {
  const { kind, totalCents, paidCents, credited } = options;
  if (kind === 'credit_note') return 'credit_note';
  if (credited) return 'credited';
  if (paidCents === 0) return totalCents === 0 ? 'paid' : 'unpaid';
  if (paidCents < totalCents) return 'part_paid';
  return paidCents === totalCents ? 'paid' : 'overpaid';
}
