import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen: never edit after it lands; later changes are new migrations. Imports no app code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
type AnyDb = Kysely<any>;

/**
 * ADR 047: bank statements imported by staff, each line's outcome (applied, suggested, left),
 * the CSV column mapping saved per bank, and the identity of the statement line a payment came
 * from. That identity is unique among payments, so no line is ever applied twice, whichever
 * import or confirmation tries.
 */
export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const autoId = postgres ? 'bigserial' : 'integer';
  const autoIdColumn = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('bank_statement_mappings')
    .addColumn('id', autoId, autoIdColumn)
    .addColumn('bank_name', 'text', (c) => c.notNull().unique())
    .addColumn('mapping_json', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('bank_statements')
    .addColumn('id', autoId, autoIdColumn)
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_sha256', 'text', (c) => c.notNull())
    .addColumn('mapping_id', 'bigint', (c) => c.references('bank_statement_mappings.id'))
    .addColumn('imported_at', 'text', (c) => c.notNull())
    .addColumn('staff_user_id', 'bigint', (c) => c.references('staff_users.id'))
    .addColumn('staff_name', 'text')
    .execute();

  await db.schema
    .createTable('bank_statement_lines')
    .addColumn('id', autoId, autoIdColumn)
    .addColumn('statement_id', 'bigint', (c) => c.notNull().references('bank_statements.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('identity', 'text', (c) => c.notNull())
    .addColumn('posted_on', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('applied', 'suggested', 'left')`))
    .addColumn('invoice_id', 'bigint', (c) => c.references('invoices.id'))
    .addColumn('reason', 'text')
    .execute();
  // A line once per statement; the same line in a later import is a row of that import, left as already applied.
  await db.schema
    .createIndex('bank_statement_lines_identity')
    .on('bank_statement_lines')
    .columns(['statement_id', 'identity'])
    .unique()
    .execute();

  await db.schema.alterTable('invoice_payments').addColumn('statement_line_identity', 'text').execute();
  await db.schema
    .createIndex('invoice_payments_statement_line')
    .on('invoice_payments')
    .columns(['statement_line_identity'])
    .unique()
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('invoice_payments_statement_line').ifExists().execute();
  await db.schema.alterTable('invoice_payments').dropColumn('statement_line_identity').execute();
  await db.schema.dropTable('bank_statement_lines').ifExists().execute();
  await db.schema.dropTable('bank_statements').ifExists().execute();
  await db.schema.dropTable('bank_statement_mappings').ifExists().execute();
}
