import { sql, type Kysely } from 'kysely';

// Frozen: never edit after it lands; later changes are new migrations. Imports no app code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
type AnyDb = Kysely<any>;

/**
 * ANALYTICS-25, ANALYTICS-26: a lead is one person a day, so the quotes saved by real leads can
 * no longer be told from the leads; each day keeps them in a column of their own. A day summed
 * before this keeps the figure it showed: its quotes less its test leads.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('analytics_days')
    .addColumn('real_quotes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update analytics_days set real_quotes = case when quotes > leads - real_leads then quotes - (leads - real_leads) else 0 end`.execute(
    db,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('analytics_days').dropColumn('real_quotes').execute();
}
