import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; later changes are new migrations. Imports no app code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
type AnyDb = Kysely<any>;

/**
 * ADR 004: which server instance holds a `sending` claim, so a restarted server can take
 * back its own previous instance's claims at once instead of waiting out their lock.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('claimed_by', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('claimed_by').execute();
}
