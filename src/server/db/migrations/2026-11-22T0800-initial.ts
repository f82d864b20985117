import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen: never edit after it lands; later changes are new migrations. Imports no app code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const autoId = postgres ? 'bigserial' : 'integer';
  // Kysely's autoIncrement() emits AUTO_INCREMENT, which PostgreSQL rejects; bigserial numbers rows there.
  const autoIdColumn = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement());
  const blob = postgres ? 'bytea' : 'blob';

  await db.schema
    .createTable('species')
    .addColumn('species_id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('species_grains')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('species_id', 'text', (c) => c.notNull().references('species.species_id'))
    .addColumn('grain', 'text', (c) => c.notNull().check(sql`grain in ('face', 'edge', 'end')`))
    .addColumn('rate_cents_per_m3', 'bigint', (c) => c.notNull().check(sql`rate_cents_per_m3 >= 0`))
    .addColumn('density_kg_per_m3', 'integer', (c) => c.notNull().check(sql`density_kg_per_m3 > 0`))
    .addColumn('available', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('image_url', 'text')
    .addUniqueConstraint('species_grains_species_grain', ['species_id', 'grain'])
    .execute();

  await db.schema
    .createTable('price_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('lead_captures')
    .addColumn('id', autoId, autoIdColumn)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('surface_type', 'text', (c) => c.notNull())
    .addColumn('wood_species', 'text')
    .addColumn('finish', 'text')
    .addColumn('layout', 'text')
    .addColumn('length_mm', 'integer')
    .addColumn('width_mm', 'integer')
    .addColumn('thickness_mm', 'integer')
    .addColumn('quantity', 'integer')
    .execute();
  await db.schema.createIndex('lead_captures_created_at').on('lead_captures').column('created_at').execute();

  await db.schema
    .createTable('visitor_events')
    .addColumn('id', autoId, autoIdColumn)
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('visitor_key', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('page_path', 'text', (c) => c.notNull())
    .addColumn('referrer_host', 'text')
    .addColumn('device_type', 'text', (c) => c.notNull())
    .addColumn('time_on_page_s', 'integer')
    .addColumn('value', 'integer')
    .addColumn('data', 'text')
    .execute();
  await db.schema
    .createIndex('visitor_events_occurred_at')
    .on('visitor_events')
    .columns(['occurred_at', 'type'])
    .execute();
  await db.schema
    .createIndex('visitor_events_session')
    .on('visitor_events')
    .columns(['session_id', 'occurred_at'])
    .execute();

  await db.schema
    .createTable('leads')
    .addColumn('id', autoId, autoIdColumn)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text')
    .addColumn('client_type', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('leads_created_at').on('leads').column('created_at').execute();

  await db.schema
    .createTable('quote_number_counters')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('last_value', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('quotes')
    .addColumn('id', autoId, autoIdColumn)
    .addColumn('quote_number', 'text', (c) => c.notNull().unique())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('draft', 'sent', 'accepted', 'expired')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('valid_until', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .addColumn('lead_id', 'bigint', (c) => c.notNull().references('leads.id'))
    .addColumn('client_type', 'text', (c) => c.notNull())
    .addColumn('delivery', 'text', (c) => c.notNull())
    .addColumn('insurance', 'integer', (c) => c.notNull())
    .addColumn('discount_basis_points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('partner_id', 'bigint')
    .addColumn('surfaces_json', 'text', (c) => c.notNull())
    .addColumn('pricing_json', 'text', (c) => c.notNull())
    .addColumn('price_book_json', 'text', (c) => c.notNull())
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('quotes_created_at').on('quotes').column('created_at').execute();

  await db.schema
    .createTable('sketches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('bytes', blob, (c) => c.notNull())
    .addColumn('quote_id', 'bigint', (c) => c.references('quotes.id'))
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', autoId, autoIdColumn)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
    .addColumn('payload_json', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'sending', 'sent', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'outbox',
    'sketches',
    'quotes',
    'quote_number_counters',
    'leads',
    'visitor_events',
    'lead_captures',
    'price_settings',
    'species_grains',
    'species',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
