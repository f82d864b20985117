import type { Insertable, Kysely, Transaction } from 'kysely';
import { invoiceStatus, type InvoiceStatus, type InvoiceSummary } from '#core/invoicing/invoice-schemas';
import { recipientKeptUntil } from '#core/invoicing/invoice-retention';
import type { HoldInvoice } from '#core/workshop/payment-hold';
import type { Database, InvoicePaymentTable, InvoiceTable } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

export async function findInvoiceIdByKey(db: Executor, issueKey: string): Promise<number | null> {
  const row = await db.selectFrom('invoices').select('id').where('issue_key', '=', issueKey).executeTakeFirst();
  return row ? Number(row.id) : null;
}

export async function insertInvoice(trx: Transaction<Database>, values: Insertable<InvoiceTable>): Promise<number> {
  const row = await trx.insertInto('invoices').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertPayment(db: Executor, values: Insertable<InvoicePaymentTable>): Promise<number> {
  const row = await db.insertInto('invoice_payments').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Invoices with their quote's number, what was paid against each and the credit note that cancelled it, if any. */
function invoiceRows(db: Executor) {
  return db
    .selectFrom('invoices as i')
    .innerJoin('quotes as q', 'q.id', 'i.quote_id')
    .leftJoin('invoices as cn', (join) => join.onRef('cn.credits_invoice_id', '=', 'i.id'))
    .selectAll('i')
    .select((eb) => [
      'q.quote_number',
      'cn.id as credited_by_id',
      'cn.number as credited_by_number',
      eb.fn
        .coalesce(
          eb
            .selectFrom('invoice_payments as p')
            .select((p) => p.fn.sum<number>('p.amount_cents').as('paid'))
            .whereRef('p.invoice_id', '=', 'i.id'),
          eb.lit(0),
        )
        .as('paid_cents'),
    ]);
}
export type InvoiceRow = Awaited<ReturnType<ReturnType<typeof invoiceRows>['executeTakeFirstOrThrow']>>;

export function summaryOf(row: InvoiceRow): InvoiceSummary {
  const totalCents = Number(row.total_cents);
  const paidCents = Number(row.paid_cents);
  const credited = row.credited_by_id !== null;
  const status = invoiceStatus({ kind: row.kind, totalCents, paidCents, credited });
  return {
    id: Number(row.id),
    number: row.number,
    kind: row.kind,
    status,
    quoteId: Number(row.quote_id),
    quoteNumber: row.quote_number,
    issuedOn: row.issued_on,
    recipientName: row.recipient_name,
    totalCents,
    vatCents: Number(row.vat_cents),
    paidCents,
    owingCents: status === 'credited' || status === 'credit_note' ? 0 : totalCents - paidCents,
  };
}

export async function findInvoiceRow(db: Executor, id: number): Promise<InvoiceRow | undefined> {
  return invoiceRows(db).where('i.id', '=', id).executeTakeFirst();
}

export async function listInvoiceRows(
  db: Executor,
  filter: { from?: string; to?: string; quoteId?: number },
): Promise<InvoiceRow[]> {
  let query = invoiceRows(db);
  if (filter.from) query = query.where('i.issued_on', '>=', filter.from);
  if (filter.to) query = query.where('i.issued_on', '<=', filter.to);
  if (filter.quoteId !== undefined) query = query.where('i.quote_id', '=', filter.quoteId);
  return query.orderBy('i.id', 'desc').execute();
}

/** The deposit and final invoices of these quotes, as the floor's payment hold reads them (ADR 050). */
export async function listHoldInvoices(db: Executor, quoteIds: readonly number[]): Promise<Map<number, HoldInvoice[]>> {
  const byQuote = new Map<number, HoldInvoice[]>();
  if (quoteIds.length === 0) return byQuote;
  const rows = await invoiceRows(db)
    .where('i.quote_id', 'in', [...quoteIds])
    .where('i.kind', '!=', 'credit_note')
    .orderBy('i.id')
    .execute();
  for (const row of rows) {
    const summary = summaryOf(row);
    const invoice: HoldInvoice = {
      kind: summary.kind === 'final' ? 'final' : 'deposit',
      number: summary.number,
      totalCents: summary.totalCents,
      owingCents: summary.owingCents,
      credited: summary.status === 'credited',
    };
    byQuote.set(summary.quoteId, [...(byQuote.get(summary.quoteId) ?? []), invoice]);
  }
  return byQuote;
}

export async function listPayments(db: Executor, invoiceId: number) {
  return db.selectFrom('invoice_payments').selectAll().where('invoice_id', '=', invoiceId).orderBy('id').execute();
}

export const statusMatches = (summary: InvoiceSummary, status: InvoiceStatus | undefined) =>
  status === undefined || summary.status === status;

/**
 * An erased customer (STAFF-10, ADR 051): their invoices lose the e-mail address at once (no
 * more mail goes to them) and keep the name, address and VAT number the tax law requires them to
 * print, until the day `recipientKeptUntil` gives; `eraseRecipientsKeptUntil` erases them then.
 * A partner's invoices name the partner's business, never the client, and stay as they are.
 * Answers how many invoices keep a name, and until when the last of them does.
 */
export async function keepInvoicesOfErasedRecipient(
  db: Executor,
  quoteIds: readonly number[],
): Promise<{ kept: number; keptUntil: string | null }> {
  if (quoteIds.length === 0) return { kept: 0, keptUntil: null };
  const invoices = await db
    .selectFrom('invoices')
    .select(['id', 'issued_on'])
    .where('quote_id', 'in', quoteIds)
    .where('partner_id', 'is', null)
    .execute();
  let keptUntil: string | null = null;
  for (const invoice of invoices) {
    const until = recipientKeptUntil(invoice.issued_on);
    if (keptUntil === null || until > keptUntil) keptUntil = until;
    await db
      .updateTable('invoices')
      .set({ recipient_email: '', recipient_kept_until: until })
      .where('id', '=', invoice.id)
      .execute();
  }
  return { kept: invoices.length, keptUntil };
}

/**
 * Erased recipients whose invoices the law no longer keeps lose their name, address and VAT number, and the
 * payments against those invoices the reference the payer wrote (ADR 051).
 */
export async function eraseRecipientsKeptUntil(db: Executor, today: string): Promise<number> {
  const due = await db.selectFrom('invoices').select('id').where('recipient_kept_until', '<=', today).execute();
  if (due.length === 0) return 0;
  const ids = due.map((invoice) => invoice.id);
  await db.updateTable('invoice_payments').set({ reference: '' }).where('invoice_id', 'in', ids).execute();
  await db
    .updateTable('invoices')
    .set({ recipient_name: 'Erased', recipient_address: '', recipient_vat_number: '', recipient_kept_until: null })
    .where('id', 'in', ids)
    .execute();
  return ids.length;
}
