import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen: never edit after it lands; later changes are new migrations. Imports no app code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
type AnyDb = Kysely<any>;

/**
 * ANALYTICS-22, STAFF-10: the daily reports (one claim row per scheduled report day, so however many
 * servers run, a day's report is sent once) and the log of POPIA erasures.
 */
export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const autoId = postgres ? 'bigserial' : 'integer';
  const autoIdColumn = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('daily_reports')
    .addColumn('id', autoId, autoIdColumn)
    // `scheduled:YYYY-MM-DD` for the morning report, `test:<random>` for a staff member's test run.
    .addColumn('claim_key', 'text', (c) => c.notNull().unique())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .addColumn('claimed_by', 'text', (c) => c.notNull())
    .addColumn('requested_by_staff_id', 'bigint')
    .addColumn('subject', 'text')
    .addColumn('text_body', 'text')
    .addColumn('html_body', 'text')
    .addColumn('recipients', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('queued_at', 'text')
    .execute();
  await db.schema.createIndex('daily_reports_day').on('daily_reports').column('day').execute();

  await db.schema
    .createTable('privacy_erasures')
    .addColumn('id', autoId, autoIdColumn)
    .addColumn('erased_at', 'text', (c) => c.notNull())
    .addColumn('staff_user_id', 'bigint', (c) => c.notNull())
    // Which records (kinds and ids), never the erased data itself.
    .addColumn('records_json', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('privacy_erasures').ifExists().execute();
  await db.schema.dropTable('daily_reports').ifExists().execute();
}
