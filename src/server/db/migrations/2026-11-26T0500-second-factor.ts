import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen: never edit after it lands; later changes are new migrations. Imports no app code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
type AnyDb = Kysely<any>;

/**
 * A staff member's second factor (STAFF-16, ADR 022): the TOTP secret (base32; set at enrolment,
 * in use once `totp_enabled_at` is set), the last time step a code was accepted for (a code is
 * never accepted twice), and the recovery codes' hashes, each usable once.
 */
export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('staff_users').addColumn('totp_secret', 'text').execute();
  await db.schema.alterTable('staff_users').addColumn('totp_enabled_at', 'text').execute();
  await db.schema.alterTable('staff_users').addColumn('totp_last_step', 'bigint').execute();
  await db.schema
    .createTable('staff_recovery_codes')
    .addColumn('id', postgres ? 'bigserial' : 'integer', (c: ColumnDefinitionBuilder) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('staff_user_id', 'bigint', (c) => c.notNull().references('staff_users.id'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('staff_recovery_codes_staff')
    .on('staff_recovery_codes')
    .column('staff_user_id')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('staff_recovery_codes').execute();
  await db.schema.alterTable('staff_users').dropColumn('totp_last_step').execute();
  await db.schema.alterTable('staff_users').dropColumn('totp_enabled_at').execute();
  await db.schema.alterTable('staff_users').dropColumn('totp_secret').execute();
}
