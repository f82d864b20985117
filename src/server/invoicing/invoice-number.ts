import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

export type InvoiceSeries = 'INV' | 'CN';

/**
 * ADR 047: the next number of a series, `INV-000001` or `CN-000001`, taken in the transaction
 * that stores the invoice. The upsert (INSERT … ON CONFLICT DO UPDATE … RETURNING; the row is
 * made by the first invoice, so a copied database starts with empty tables) locks the series'
 * counter row on PostgreSQL until that transaction ends (every server waits its turn); on
 * SQLite the transaction holds the write lock. A transaction that fails or is killed takes its
 * number back with it: no gap.
 */
export async function takeInvoiceNumber(trx: Transaction<Database>, series: InvoiceSeries): Promise<string> {
  const row = await trx
    .insertInto('invoice_number_counters')
    .values({ series, last_value: 1 })
    .onConflict((conflict) =>
      conflict.column('series').doUpdateSet({ last_value: sql<number>`invoice_number_counters.last_value + 1` }),
    )
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return `${series}-${String(Number(row.last_value)).padStart(6, '0')}`;
}
