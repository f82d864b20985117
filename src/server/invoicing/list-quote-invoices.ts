import type { Kysely } from 'kysely';
import type { QuoteInvoice } from '#core/invoicing/invoice-schemas';
import type { Database } from '../db/schema';
import { listInvoiceRows, summaryOf } from './invoice-repository';

/**
 * A quote's invoices and credit notes, oldest first, as its page lists them: paid, owing and the reference (ADR 047).
 */
export async function listQuoteInvoices(options: { db: Kysely<Database>; quoteId: number }): Promise<QuoteInvoice[]> {
  const rows = await listInvoiceRows(options.db, { quoteId: options.quoteId });
  return rows
    .map(summaryOf)
    .reverse()
    .map(({ number, kind, status, issuedOn, totalCents, paidCents, owingCents }) => ({
      number,
      kind,
      status,
      issuedOn,
      totalCents,
      paidCents,
      owingCents,
      reference: number,
    }));
}
