import type { Kysely } from 'kysely';
import type { InvoiceStatus, InvoiceSummary } from '#core/invoicing/invoice-schemas';
import type { Database } from '../db/schema';
import { listInvoiceRows, statusMatches, summaryOf } from './invoice-repository';

/** The invoices issued in a period, newest first, optionally only those in one status. */
export async function listInvoices(options: {
  db: Kysely<Database>;
  status?: InvoiceStatus;
  from?: string;
  to?: string;
}): Promise<InvoiceSummary[]> {
  const { db, status, from, to } = options;
  const rows = await listInvoiceRows(db, { from, to });
  return rows.map(summaryOf).filter((summary) => statusMatches(summary, status));
}
