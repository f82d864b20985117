import type { Kysely } from 'kysely';
import type { HowToPay, QuoteInvoice } from '#core/invoicing/invoice-schemas';
import { quoteBalance } from '#core/invoicing/quote-balance';
import type { Database } from '../db/schema';
import { supplierOf } from './issue-quote-invoice';
import { listQuoteInvoices } from './list-quote-invoices';
import { readOwnerSettings } from './owner-settings-repository';

const BANK_FIELDS = ['bankAccountHolder', 'bankName', 'bankBranchCode', 'bankAccountNumber', 'bankAccountType'];

/**
 * A quote's invoices, what is paid and owing, and how to pay (ADR 047): EFT to the bank account the owner settings
 * hold now, with the oldest owing invoice's number as the reference. `howToPay` only while something is owed and the
 * owner has saved a whole bank account; without one the invoice e-mail's PDF is where the details are.
 */
export async function showQuotePayments(options: {
  db: Kysely<Database>;
  quoteId: number;
}): Promise<{ invoices: QuoteInvoice[]; howToPay?: HowToPay }> {
  const invoices = await listQuoteInvoices(options);
  const [first] = quoteBalance(invoices).owing;
  if (!first) return { invoices };
  const settings = await readOwnerSettings(options.db);
  if (settings.missing.some((field) => BANK_FIELDS.includes(field))) return { invoices };
  return { invoices, howToPay: { ...supplierOf(settings).bank, reference: first.reference } };
}
