import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Period = { from: string; to: string };

/** The invoices and credit notes issued in a period, with what the export names them by. */
export async function accountingDocumentRows(db: Kysely<Database>, period: Period) {
  return db
    .selectFrom('invoices as i')
    .innerJoin('quotes as q', 'q.id', 'i.quote_id')
    .leftJoin('invoices as c', 'c.id', 'i.credits_invoice_id')
    .select([
      'i.kind',
      'i.number',
      'i.issued_on',
      'q.quote_number',
      'q.lead_id',
      'i.partner_id',
      'i.recipient_name',
      'i.recipient_email',
      'i.recipient_address',
      'i.description',
      'i.quantity',
      'i.total_cents',
      'i.vat_cents',
      'c.number as credits_number',
    ])
    .where('i.issued_on', '>=', period.from)
    .where('i.issued_on', '<=', period.to)
    .orderBy('i.issued_on')
    .orderBy('i.number')
    .execute();
}
export type AccountingDocumentRow = Awaited<ReturnType<typeof accountingDocumentRows>>[number];

/** The payments received in a period, with the invoice each paid. */
export async function accountingPaymentRows(db: Kysely<Database>, period: Period) {
  return db
    .selectFrom('invoice_payments as p')
    .innerJoin('invoices as i', 'i.id', 'p.invoice_id')
    .select(['p.paid_on', 'p.amount_cents', 'p.method', 'p.reference', 'i.number', 'i.recipient_name'])
    .where('p.paid_on', '>=', period.from)
    .where('p.paid_on', '<=', period.to)
    .orderBy('p.paid_on')
    .orderBy('p.id')
    .execute();
}
