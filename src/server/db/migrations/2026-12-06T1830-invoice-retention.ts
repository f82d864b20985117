import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; later changes are new migrations. Imports no app code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
type AnyDb = Kysely<any>;

/**
 * ADR 051: an erased person's tax invoice keeps their name, address and VAT number as the tax
 * law requires, until this day (YYYY-MM-DD); the maintenance task erases them then. Null on every
 * invoice whose recipient was not erased.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('invoices').addColumn('recipient_kept_until', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('invoices').dropColumn('recipient_kept_until').execute();
}
