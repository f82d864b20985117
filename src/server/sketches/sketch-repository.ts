import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, SketchTable } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

export async function insertSketch(db: Executor, sketch: Insertable<SketchTable>): Promise<void> {
  await db.insertInto('sketches').values(sketch).execute();
}

/** Links uploaded sketches to a quote; answers how many of the ids name a stored sketch. */
export async function attachSketches(db: Executor, options: { quoteId: number; sketchIds: string[] }): Promise<number> {
  const ids = [...new Set(options.sketchIds)];
  const found = await db.selectFrom('sketches').select('id').where('id', 'in', ids).execute();
  if (found.length > 0) {
    await db
      .insertInto('quote_sketches')
      .values(found.map((sketch) => ({ quote_id: options.quoteId, sketch_id: sketch.id })))
      .execute();
  }
  return found.length;
}
