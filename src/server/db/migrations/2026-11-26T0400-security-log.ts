import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen: never edit after it lands; later changes are new migrations. Imports no app code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
type AnyDb = Kysely<any>;

/**
 * The security log (STAFF-14, ADR 022): sign-ins and failures, locks, password changes, staff and
 * partner changes, price-book saves, exports and erasures, with who, when and the client's keyed
 * hash (never an address). Rows older than SECURITY_LOG_RETENTION_DAYS are deleted.
 */
export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('security_events')
    .addColumn('id', postgres ? 'bigserial' : 'integer', (c: ColumnDefinitionBuilder) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('actor_kind', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'bigint')
    .addColumn('actor_name', 'text')
    .addColumn('subject', 'text')
    .addColumn('detail', 'text')
    .addColumn('client_hash', 'text')
    .execute();
  await db.schema.createIndex('security_events_occurred_at').on('security_events').column('occurred_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('security_events').execute();
}
