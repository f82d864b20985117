import { sql, type Kysely } from 'kysely';

// Frozen: never edit after it lands; later changes are new migrations. Imports no app code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
type AnyDb = Kysely<any>;

/**
 * A sketch can belong to several quotes: when the customer changes a quantity, the new quote
 * must carry the sketches of the one it replaces. `sketches.quote_id` stays (SQLite cannot
 * drop a column that holds a foreign key) but is no longer written or read.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('quote_sketches')
    .addColumn('quote_id', 'bigint', (c) => c.notNull().references('quotes.id'))
    .addColumn('sketch_id', 'text', (c) => c.notNull().references('sketches.id'))
    .addPrimaryKeyConstraint('quote_sketches_pk', ['quote_id', 'sketch_id'])
    .execute();
  await db.schema.createIndex('quote_sketches_sketch').on('quote_sketches').column('sketch_id').execute();
  await sql`insert into quote_sketches (quote_id, sketch_id) select quote_id, id from sketches where quote_id is not null`.execute(
    db,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('quote_sketches').ifExists().execute();
}
