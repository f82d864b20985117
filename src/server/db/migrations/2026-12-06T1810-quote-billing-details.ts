import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; later changes are new migrations. Imports no app code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
type AnyDb = Kysely<any>;

/**
 * ADR 047: the billing address and VAT number a customer gives when accepting a quote, which its
 * tax invoices print (above R 5,000 the VAT Act asks for the address). Null until given.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('quotes').addColumn('billing_address', 'text').execute();
  await db.schema.alterTable('quotes').addColumn('billing_vat_number', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('quotes').dropColumn('billing_vat_number').execute();
  await db.schema.alterTable('quotes').dropColumn('billing_address').execute();
}
