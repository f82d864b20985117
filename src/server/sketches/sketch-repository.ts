import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, SketchTable } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

export async function insertSketch(db: Executor, sketch: Insertable<SketchTable>): Promise<void> {
  await db.insertInto('sketches').values(sketch).execute();
}

/** Links uploaded sketches to a quote; only sketches not yet used by another quote. */
export async function attachSketches(db: Executor, options: { quoteId: number; sketchIds: string[] }): Promise<number> {
  const result = await db
    .updateTable('sketches')
    .set({ quote_id: options.quoteId })
    .where('id', 'in', options.sketchIds)
    .where('quote_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
