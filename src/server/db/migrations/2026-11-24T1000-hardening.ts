import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen: never edit after it lands; later changes are new migrations. Imports no app code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
type AnyDb = Kysely<any>;

/**
 * Issue 12, hardening: idempotent quote creation, per-client upload quotas, a rate-limit
 * store several servers share, a PDF cache, per-recipient mail counts and one secret all
 * servers on a database share (keyed hashes of client addresses must agree between them).
 */
export async function up(db: AnyDb): Promise<void> {
  const blob = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';

  await db.schema
    .createTable('quote_idempotency_keys')
    .addColumn('key_hash', 'text', (c) => c.primaryKey())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('quote_id', 'bigint', (c) => c.notNull().references('quotes.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('quote_idempotency_keys_created_at')
    .on('quote_idempotency_keys')
    .column('created_at')
    .execute();

  // A keyed hash of the uploading client's address, never the address itself (POPIA).
  await db.schema.alterTable('sketches').addColumn('client_key', 'text').execute();
  await db.schema.createIndex('sketches_client_created').on('sketches').columns(['client_key', 'created_at']).execute();
  await db.schema.createIndex('sketches_created_at').on('sketches').column('created_at').execute();

  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_ends_at', 'bigint', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_hits_window').on('rate_limit_hits').column('window_ends_at').execute();

  await db.schema
    .createTable('quote_pdfs')
    .addColumn('quote_id', 'bigint', (c) => c.primaryKey().references('quotes.id'))
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('bytes', blob, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('outbox').addColumn('recipient', 'text').execute();
  await db.schema.createIndex('outbox_recipient_created').on('outbox').columns(['recipient', 'created_at']).execute();
  await db.schema.createIndex('outbox_kind_created').on('outbox').columns(['kind', 'created_at']).execute();
  // server_secrets, which the client keys use too, comes with 2026-11-24T0900-accounts.
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['quote_pdfs', 'rate_limit_hits', 'quote_idempotency_keys']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.dropIndex('outbox_kind_created').ifExists().execute();
  await db.schema.dropIndex('outbox_recipient_created').ifExists().execute();
  await db.schema.alterTable('outbox').dropColumn('recipient').execute();
  await db.schema.dropIndex('sketches_created_at').ifExists().execute();
  await db.schema.dropIndex('sketches_client_created').ifExists().execute();
  await db.schema.alterTable('sketches').dropColumn('client_key').execute();
}
