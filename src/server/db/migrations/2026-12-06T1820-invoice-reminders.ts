import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen: never edit after it lands; later changes are new migrations. Imports no app code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
type AnyDb = Kysely<any>;

/**
 * ADR 047: each payment reminder queued for an invoice. `sequence` counts an invoice's
 * reminders from 1 and is unique with it, so two servers due the same reminder at once store
 * (and queue) it once; the outbox row it queued is kept beside it.
 */
export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const autoId = postgres ? 'bigserial' : 'integer';
  const autoIdColumn = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('invoice_reminders')
    .addColumn('id', autoId, autoIdColumn)
    .addColumn('invoice_id', 'bigint', (c) => c.notNull().references('invoices.id'))
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('queued_at', 'text', (c) => c.notNull())
    .addColumn('outbox_id', 'bigint')
    .addUniqueConstraint('invoice_reminders_invoice_sequence', ['invoice_id', 'sequence'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('invoice_reminders').ifExists().execute();
}
