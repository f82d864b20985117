import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; later changes are new migrations. Imports no app code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
type AnyDb = Kysely<any>;

/**
 * ADR 041: an event whose beacon came without a page the server served (no valid page token),
 * or claimed more time on the page than the page has existed, is stored marked with why, and
 * left out of every figure. Null on every event stored before.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('visitor_events').addColumn('suspect', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('visitor_events').dropColumn('suspect').execute();
}
