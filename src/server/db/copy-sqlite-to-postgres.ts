import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from './database';
import { migrateToLatest, pendingMigrations } from './migrate';

export interface CopiedTable {
  table: string;
  rows: number;
}

// Tables are discovered, not listed, so a table a later migration adds is copied too.
type AnyTables = Kysely<Record<string, Record<string, unknown>>>;
const BATCH_ROWS = 200;

/** Tables of the SQLite file in an order where every table comes after those its foreign keys name. */
function tablesInDependencyOrder(source: SQLite.Database): string[] {
  const names = (
    source
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%' order by name",
      )
      .all() as {
      name: string;
    }[]
  ).map((row) => row.name);
  const ordered: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (ordered.includes(name) || path.includes(name)) return;
    const parents = (
      source.prepare(`select "table" from pragma_foreign_key_list(?)`).all(name) as { table: string }[]
    ).map((row) => row.table);
    parents.forEach((parent) => visit(parent, [...path, name]));
    ordered.push(name);
  };
  names.forEach((name) => visit(name, []));
  return ordered;
}

function hasNumberedIds(source: SQLite.Database, table: string): boolean {
  return (
    source.prepare("select 1 from pragma_table_info(?) where name = 'id' and upper(type) = 'INTEGER'").get(table) !==
    undefined
  );
}

/** Rows copied with their ids leave the bigserial sequence at 1: the next insert would collide. */
async function moveSequencePastCopiedIds(trx: AnyTables, table: string): Promise<void> {
  const { rows } = await sql<{
    sequence: string | null;
  }>`select pg_get_serial_sequence(${table}, 'id') as sequence`.execute(trx);
  const sequence = rows[0]?.sequence;
  if (sequence)
    await sql`select setval(${sequence}, coalesce(max(id), 0) + 1, false) from ${sql.table(table)}`.execute(trx);
}

/**
 * Moves a workshop from the embedded SQLite database to PostgreSQL: migrates the (empty)
 * PostgreSQL database to the same schema, copies every table in one transaction, moves
 * each id sequence past the copied ids, and checks every table's row count on both sides
 * before committing. Any difference rolls the whole copy back.
 */
export async function copySqliteToPostgres({
  sqliteFile,
  target,
}: {
  sqliteFile: string;
  target: DatabaseHandle;
}): Promise<CopiedTable[]> {
  const source = new SQLite(sqliteFile, { readonly: true, fileMustExist: true });
  try {
    const sourceMigrations = (
      source.prepare('select name from kysely_migration order by name').all() as { name: string }[]
    ).map((row) => row.name);
    await migrateToLatest(target.db, { schema: target.schema });
    const targetMigrations = (
      await sql<{ name: string }>`select name from kysely_migration order by name`.execute(target.db)
    ).rows.map((row) => row.name);
    if (
      sourceMigrations.join() !== targetMigrations.join() ||
      (await pendingMigrations(target.db, { schema: target.schema })).length > 0
    ) {
      throw new Error(
        'The SQLite database is not at this version of Grainline: start the server on it once (it migrates), stop it, then copy.',
      );
    }
    const tables = tablesInDependencyOrder(source);
    const db = target.db as unknown as AnyTables;
    return await db.transaction().execute(async (trx) => {
      for (const table of tables) {
        const existing = await trx
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow();
        if (Number(existing.count) > 0)
          throw new Error(`The PostgreSQL table ${table} already holds rows: copy into an empty database.`);
      }
      const copied: CopiedTable[] = [];
      for (const table of tables) {
        const rows = source.prepare(`select * from "${table}"`).all() as Record<string, unknown>[];
        for (let start = 0; start < rows.length; start += BATCH_ROWS)
          await trx
            .insertInto(table)
            .values(rows.slice(start, start + BATCH_ROWS))
            .execute();
        if (hasNumberedIds(source, table)) await moveSequencePastCopiedIds(trx, table);
        const counted = await trx
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow();
        if (Number(counted.count) !== rows.length)
          throw new Error(
            `Table ${table}: ${rows.length} rows in SQLite but ${String(counted.count)} in PostgreSQL; nothing was copied.`,
          );
        copied.push({ table, rows: rows.length });
      }
      return copied;
    });
  } finally {
    source.close();
  }
}
