import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; later changes are new migrations. Imports no app code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
type AnyDb = Kysely<any>;

/**
 * Bounded analytics (ADR 021). The roll-up reads a day's events one visitor at a time, in
 * pages along (day, visitor_key, id); and each day keeps what was left out of its figures:
 * events refused past a visitor's or the site's daily limit, and suspect visitors.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('visitor_events_day_visitor')
    .on('visitor_events')
    .columns(['day', 'visitor_key', 'id'])
    .execute();
  await db.schema
    .createTable('analytics_day_traffic')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('events_over_visitor_limit', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('events_over_budget', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('suspect_visitors', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('suspect_events', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('analytics_day_traffic').ifExists().execute();
  await db.schema.dropIndex('visitor_events_day_visitor').ifExists().execute();
}
