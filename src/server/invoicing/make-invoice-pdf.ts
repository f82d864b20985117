import type { Kysely } from 'kysely';
import type { BusinessDetails } from '#core/quotes/quote-view';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { renderInvoicePdf } from '../pdf/invoice-pdf';
import { showInvoice } from './show-invoice';

/** ADR 047: an invoice or credit note as its PDF, made from the stored invoice. */
export async function makeInvoicePdf(options: {
  db: Kysely<Database>;
  id: number;
  business: BusinessDetails;
}): Promise<{ bytes: Buffer; fileName: string }> {
  const invoice = await showInvoice({ db: options.db, id: options.id });
  const pdf = await renderInvoicePdf({ invoice, business: options.business });
  if (!pdf.ok)
    throw new AppError('internal', 'The invoice PDF could not be made. Please try again.', { detail: pdf.error });
  return pdf;
}
