import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
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

const unattached = (db: Executor) =>
  db
    .selectFrom('sketches')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('quote_sketches')
            .select(sql`1`.as('one'))
            .whereRef('quote_sketches.sketch_id', '=', 'sketches.id'),
        ),
      ),
    );

/** Bytes of the sketches one client uploaded that no quote has taken yet. */
export async function unattachedBytesOf(db: Executor, clientKey: string): Promise<number> {
  const row = await unattached(db)
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size_bytes'), sql<number>`0`).as('bytes'))
    .where('client_key', '=', clientKey)
    .executeTakeFirstOrThrow();
  return Number(row.bytes);
}

/** Bytes of every stored sketch. */
export async function storedSketchBytes(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('sketches')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size_bytes'), sql<number>`0`).as('bytes'))
    .executeTakeFirstOrThrow();
  return Number(row.bytes);
}

/** Sketches no quote took by `before` are deleted; answers how many. */
export async function deleteUnattachedSketchesBefore(db: Executor, before: Date): Promise<number> {
  const stale = unattached(db).select('id').where('created_at', '<', before.toISOString());
  const result = await db.deleteFrom('sketches').where('id', 'in', stale).executeTakeFirst();
  return Number(result.numDeletedRows);
}
