import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen: never edit after it lands; later changes are new migrations. Imports no app code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
type AnyDb = Kysely<any>;

/**
 * Workshop jobs (OPS-13…17): a job per accepted or won quote with its stage and a version
 * for optimistic moves, every move with who and when, the owner's stock list and the
 * cutting settings.
 */
export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const autoId = postgres ? 'bigserial' : 'integer';
  const autoIdColumn = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('jobs')
    .addColumn('id', autoId, autoIdColumn)
    .addColumn('job_number', 'text', (c) => c.notNull().unique())
    // One job per quote: accepting and marking won both reach it, the second does nothing.
    .addColumn('quote_id', 'bigint', (c) => c.notNull().unique().references('quotes.id'))
    .addColumn('stage', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`stage in ('accepted', 'materials_ordered', 'cutting', 'glue_up', 'finishing', 'ready', 'collected', 'delivered')`,
        ),
    )
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('accepted_at', 'text', (c) => c.notNull())
    .addColumn('promised_date', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_promised_date').on('jobs').columns(['promised_date', 'stage']).execute();

  await db.schema
    .createTable('job_stage_moves')
    .addColumn('id', autoId, autoIdColumn)
    .addColumn('job_id', 'bigint', (c) => c.notNull().references('jobs.id'))
    .addColumn('from_stage', 'text')
    .addColumn('to_stage', 'text', (c) => c.notNull())
    .addColumn('moved_at', 'text', (c) => c.notNull())
    .addColumn('staff_user_id', 'bigint')
    .addColumn('staff_name', 'text')
    .execute();
  await db.schema.createIndex('job_stage_moves_job').on('job_stage_moves').columns(['job_id', 'moved_at']).execute();

  await db.schema
    .createTable('workshop_stock')
    .addColumn('id', autoId, autoIdColumn)
    .addColumn('species', 'text', (c) => c.notNull())
    .addColumn('rough_thickness_mm', 'integer', (c) => c.notNull())
    .addColumn('length_mm', 'integer', (c) => c.notNull())
    .addColumn('width_mm', 'integer', (c) => c.notNull())
    .addColumn('offcut_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('workshop_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('workshop_settings').ifExists().execute();
  await db.schema.dropTable('workshop_stock').ifExists().execute();
  await db.schema.dropTable('job_stage_moves').ifExists().execute();
  await db.schema.dropTable('jobs').ifExists().execute();
}
