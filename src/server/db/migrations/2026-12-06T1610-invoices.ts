import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen: never edit after it lands; later changes are new migrations. Imports no app code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
type AnyDb = Kysely<any>;

/**
 * ADR 047: tax invoices, credit notes and the payments against them. Numbers come from one
 * counter row per series (INV, CN), taken in the invoice's own transaction, so a rolled-back
 * issue leaves no gap. What an invoice printed (supplier, recipient, amounts) is stored with it:
 * later edits to the owner settings or the quote never change an issued invoice.
 */
export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const autoId = postgres ? 'bigserial' : 'integer';
  const autoIdColumn = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('invoice_number_counters')
    .addColumn('series', 'text', (c) => c.primaryKey().check(sql`series in ('INV', 'CN')`))
    .addColumn('last_value', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', autoId, autoIdColumn)
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('deposit', 'final', 'credit_note')`))
    // One deposit and one final invoice per quote, one credit note per invoice: a retried issue finds the first.
    .addColumn('issue_key', 'text', (c) => c.notNull().unique())
    .addColumn('quote_id', 'bigint', (c) => c.notNull().references('quotes.id'))
    .addColumn('credits_invoice_id', 'bigint', (c) => c.references('invoices.id'))
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('issued_on', 'text', (c) => c.notNull())
    .addColumn('supplier_json', 'text', (c) => c.notNull())
    .addColumn('recipient_name', 'text', (c) => c.notNull())
    .addColumn('recipient_address', 'text', (c) => c.notNull())
    .addColumn('recipient_vat_number', 'text', (c) => c.notNull())
    .addColumn('recipient_email', 'text', (c) => c.notNull())
    .addColumn('partner_id', 'bigint')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    .addColumn('vat_cents', 'bigint', (c) => c.notNull())
    .addColumn('exclusive_cents', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text')
    .execute();
  await db.schema.createIndex('invoices_quote').on('invoices').columns(['quote_id']).execute();
  await db.schema.createIndex('invoices_issued_on').on('invoices').columns(['issued_on']).execute();

  await db.schema
    .createTable('invoice_payments')
    .addColumn('id', autoId, autoIdColumn)
    .addColumn('invoice_id', 'bigint', (c) => c.notNull().references('invoices.id'))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('paid_on', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('staff_user_id', 'bigint')
    .addColumn('staff_name', 'text')
    .execute();
  await db.schema.createIndex('invoice_payments_invoice').on('invoice_payments').columns(['invoice_id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('invoice_payments').ifExists().execute();
  await db.schema.dropTable('invoices').ifExists().execute();
  await db.schema.dropTable('invoice_number_counters').ifExists().execute();
}
