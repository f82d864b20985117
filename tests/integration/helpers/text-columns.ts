import { sql, type Kysely } from 'kysely';
import type { Dialect } from '#server/db/database';
import type { Database } from '#server/db/schema';

/** Every text column of every table of the test database, read from the database's own catalogue. */
async function textColumns(db: Kysely<Database>, dialect: Dialect): Promise<{ table: string; column: string }[]> {
  if (dialect === 'postgres') {
    const rows = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and data_type in ('text', 'character varying', 'json', 'jsonb')`.execute(
      db,
    );
    return rows.rows.map((row) => ({ table: row.table_name, column: row.column_name }));
  }
  const tables = await sql<{
    name: string;
  }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  const columns: { table: string; column: string }[] = [];
  for (const { name } of tables.rows) {
    const info = await sql<{ name: string; type: string }>`select name, type from pragma_table_info(${name})`.execute(
      db,
    );
    for (const column of info.rows)
      if (/text|char|clob|^$/i.test(column.type)) columns.push({ table: name, column: column.name });
  }
  return columns;
}

/** Where `needle` (case-insensitive) occurs in any text column: `table.column` for each. */
export async function findTextAnywhere(db: Kysely<Database>, dialect: Dialect, needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const { table, column } of await textColumns(db, dialect)) {
    const hit = await sql<{
      n: number;
    }>`select count(*) as n from ${sql.table(table)} where lower(cast(${sql.ref(column)} as text)) like ${`%${needle.toLowerCase()}%`}`.execute(
      db,
    );
    if (Number(hit.rows[0]?.n ?? 0) > 0) found.push(`${table}.${column}`);
  }
  return found;
}
