import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; later changes are new migrations. Imports no app code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
type AnyDb = Kysely<any>;

/**
 * OPS-16: a job's boards are cut once. The row is written when the job first moves into
 * cutting, with the board plan as cut; the offcuts it used come off the stock list and its
 * kept leftovers go on, marked with the job they came from (ADR 029).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('job_stock_cuts')
    .addColumn('job_id', 'bigint', (c) => c.primaryKey().references('jobs.id'))
    .addColumn('cut_at', 'text', (c) => c.notNull())
    .addColumn('plan_json', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('workshop_stock').addColumn('from_job_number', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('workshop_stock').dropColumn('from_job_number').execute();
  await db.schema.dropTable('job_stock_cuts').ifExists().execute();
}
