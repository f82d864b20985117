import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; later changes are new migrations. Imports no app code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
type AnyDb = Kysely<any>;

/**
 * ADR 022: past its limit an account is not walled off for the window but delayed, each delay
 * longer than the last; `blocked_until` is when the next attempt may be verified.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sign_in_throttle').addColumn('blocked_until', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sign_in_throttle').dropColumn('blocked_until').execute();
}
