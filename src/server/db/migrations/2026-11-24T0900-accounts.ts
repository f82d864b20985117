import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen: never edit after it lands; later changes are new migrations. Imports no app code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
type AnyDb = Kysely<any>;

/** Staff and partner accounts, their sessions and sign-in throttling (ADR 007). */
export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const autoId = postgres ? 'bigserial' : 'integer';
  const autoIdColumn = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement());
  const blob = postgres ? 'bytea' : 'blob';

  await db.schema
    .createTable('staff_users')
    .addColumn('id', autoId, autoIdColumn)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'staff')`))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('disabled_at', 'text')
    .addColumn('daily_report_opt_in', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('partners')
    .addColumn('id', autoId, autoIdColumn)
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'approved', 'rejected', 'suspended')`),
    )
    .addColumn('business_name', 'text', (c) => c.notNull())
    .addColumn('business_type', 'text', (c) => c.notNull().check(sql`business_type in ('contractor', 'reseller')`))
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('contact_email', 'text', (c) => c.notNull())
    .addColumn('contact_phone', 'text', (c) => c.notNull())
    .addColumn('business_address', 'text', (c) => c.notNull())
    .addColumn('vat_number', 'text')
    .addColumn('website', 'text')
    .addColumn('note', 'text')
    .addColumn('discount_basis_points', 'integer', (c) =>
      c.notNull().defaultTo(1000).check(sql`discount_basis_points between 0 and 10000`),
    )
    .addColumn('username', 'text', (c) => c.unique())
    .addColumn('password_hash', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('decided_by_staff_id', 'bigint', (c) => c.references('staff_users.id'))
    .addColumn('rejection_reason', 'text')
    .addColumn('account_created_at', 'text')
    .addColumn('suspended_at', 'text')
    .execute();
  await db.schema.createIndex('partners_status_created').on('partners').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('partners_contact_email').on('partners').column('contact_email').execute();

  await db.schema
    .createTable('partner_logos')
    .addColumn('partner_id', 'bigint', (c) => c.primaryKey().references('partners.id'))
    .addColumn('bytes', blob, (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('partner_setup_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('partner_id', 'bigint', (c) => c.notNull().references('partners.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('partner_setup_tokens_partner').on('partner_setup_tokens').column('partner_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('staff', 'partner')`))
    .addColumn('staff_user_id', 'bigint', (c) => c.references('staff_users.id'))
    .addColumn('partner_id', 'bigint', (c) => c.references('partners.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('idle_expires_at', 'text', (c) => c.notNull())
    .addColumn('absolute_expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_staff_user').on('sessions').column('staff_user_id').execute();
  await db.schema.createIndex('sessions_partner').on('sessions').column('partner_id').execute();

  await db.schema
    .createTable('sign_in_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .execute();

  // Keys for keyed hashes that every server on one database must share (sign-in throttling).
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'server_secrets',
    'sign_in_throttle',
    'sessions',
    'partner_setup_tokens',
    'partner_logos',
    'partners',
    'staff_users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
