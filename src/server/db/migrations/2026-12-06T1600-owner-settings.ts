import { sql, type Kysely } from 'kysely';

// Frozen: never edit after it lands; later changes are new migrations. Imports no app code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
type AnyDb = Kysely<any>;

/**
 * ADR 047: the business's own details, one row (id 1). Blank text until an owner fills it in
 * or the server carries the old settings over at its first start.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('owner_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('registered_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('trading_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('vat_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_account_holder', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_branch_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_account_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_account_type', 'text', (c) => c.notNull().defaultTo('cheque'))
    .addColumn('deposit_share_basis_points', 'integer', (c) => c.notNull().defaultTo(5000))
    .addColumn('payment_terms', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'text')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('owner_settings').ifExists().execute();
}
