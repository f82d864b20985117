import { sql, type Kysely } from 'kysely';

// Frozen: never edit after it lands; later changes are new migrations. Imports no app code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
type AnyDb = Kysely<any>;

/**
 * PARTNER-21 to PARTNER-24: a partner's quote carries the client price the partner chose, and a partner
 * has a default for new quotes. Quotes stored before this were issued at the trade price with
 * the discount shown, so they keep that form (`pass_through`) and their client total is their
 * total; a partner's default starts at `list` (ADR 019).
 */
export async function up(db: AnyDb): Promise<void> {
  const mode = sql`client_price_mode in ('list', 'markup', 'pass_through')`;
  await db.schema
    .alterTable('quotes')
    .addColumn('client_price_mode', 'text', (c) => c.notNull().defaultTo('pass_through').check(mode))
    .execute();
  await db.schema
    .alterTable('quotes')
    .addColumn('client_markup_basis_points', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('quotes').addColumn('client_total_cents', 'bigint').execute();
  await db.updateTable('quotes').set({ client_total_cents: sql`total_cents` }).execute();
  await db.schema
    .alterTable('partners')
    .addColumn('client_price_mode', 'text', (c) => c.notNull().defaultTo('list').check(mode))
    .execute();
  await db.schema
    .alterTable('partners')
    .addColumn('client_markup_basis_points', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('partners').dropColumn('client_markup_basis_points').execute();
  await db.schema.alterTable('partners').dropColumn('client_price_mode').execute();
  await db.schema.alterTable('quotes').dropColumn('client_total_cents').execute();
  await db.schema.alterTable('quotes').dropColumn('client_markup_basis_points').execute();
  await db.schema.alterTable('quotes').dropColumn('client_price_mode').execute();
}
