import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; later changes are new migrations. Imports no app code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
type AnyDb = Kysely<any>;

/**
 * CONF-39 to CONF-41 travel with a quote (ADR 023): the customer's climate region and the species
 * figures of the price book in force when it was saved, so its PDF and page give the advice the
 * customer saw. Quotes stored before keep null and are advised with the defaults, as before.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('quotes').addColumn('advice_json', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('quotes').dropColumn('advice_json').execute();
}
