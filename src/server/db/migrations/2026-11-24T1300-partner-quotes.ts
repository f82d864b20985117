import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; later changes are new migrations. Imports no app code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
type AnyDb = Kysely<any>;

/**
 * A partner's dashboard lists their quotes newest first (issue 13): one index serves the list, the counts and the
 * clients.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.createIndex('quotes_partner_created').on('quotes').columns(['partner_id', 'created_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('quotes_partner_created').ifExists().execute();
}
