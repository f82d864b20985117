import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen: never edit after it lands; later changes are new migrations. Imports no app code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
type AnyDb = Kysely<any>;

/**
 * The staff back office (issue 15): versions of the price book with their audit trail,
 * retired species, a quote's outcome and history.
 */
export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const autoId = postgres ? 'bigserial' : 'integer';
  const autoIdColumn = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement());

  // One row per saved version; the primary key is what makes two saves on one base collide.
  await db.schema
    .createTable('price_book_versions')
    .addColumn('version', 'integer', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('staff_user_id', 'bigint')
    .addColumn('staff_name', 'text')
    .addColumn('reason', 'text')
    .addColumn('restored_from', 'integer')
    .addColumn('content_json', 'text', (c) => c.notNull())
    .addColumn('changes_json', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('species')
    .addColumn('retired', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .alterTable('quotes')
    .addColumn('outcome', 'text', (c) => c.check(sql`outcome in ('won', 'lost')`))
    .execute();
  await db.schema.alterTable('quotes').addColumn('outcome_note', 'text').execute();
  await db.schema.alterTable('quotes').addColumn('outcome_at', 'text').execute();
  await db.schema.createIndex('quotes_status_created').on('quotes').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('quote_history')
    .addColumn('id', autoId, autoIdColumn)
    .addColumn('quote_id', 'bigint', (c) => c.notNull().references('quotes.id'))
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('staff_user_id', 'bigint')
    .addColumn('staff_name', 'text')
    .addColumn('note', 'text')
    .execute();
  await db.schema.createIndex('quote_history_quote').on('quote_history').columns(['quote_id', 'occurred_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('quote_history').ifExists().execute();
  await db.schema.dropIndex('quotes_status_created').ifExists().execute();
  for (const column of ['outcome_at', 'outcome_note', 'outcome'])
    await db.schema.alterTable('quotes').dropColumn(column).execute();
  await db.schema.alterTable('species').dropColumn('retired').execute();
  await db.schema.dropTable('price_book_versions').ifExists().execute();
}
