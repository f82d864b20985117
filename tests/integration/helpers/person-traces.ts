import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '#server/db/database';
import type { Database } from '#server/db/schema';
import { pdfText } from './pdf-text';

/** Every file under `dir`, however deep. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** The base64 parts of an e-mail (its attachments), decoded. */
function base64Parts(eml: string): Buffer[] {
  return [...eml.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi)].map(
    (match) => Buffer.from((match[1] ?? '').replace(/\s/g, ''), 'base64'),
  );
}

/** Whether `bytes` hold `needle` (case-insensitive) as stored, or in the text a viewer shows when they are a PDF. */
function holds(bytes: Buffer, needle: string): boolean {
  const lower = needle.toLowerCase();
  if (bytes.toString('latin1').toLowerCase().includes(lower)) return true;
  if (bytes.toString('utf8').toLowerCase().includes(lower)) return true;
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return pdfText(bytes).toLowerCase().includes(lower);
  return false;
}

/**
 * Where `needle` is still held, as a forensic reader would look (ADR 041): every file in the
 * data folder byte for byte (on SQLite that is the database file and its WAL), the attachments
 * of every .eml decoded, and on both databases every text and binary column of every table,
 * PDFs read as text.
 */
export async function personTraces(options: {
  db: Kysely<Database>;
  dialect: Dialect;
  dataDir: string;
  needle: string;
}): Promise<string[]> {
  const { needle } = options;
  const found: string[] = [];
  for (const file of filesUnder(options.dataDir)) {
    const bytes = fs.readFileSync(file);
    const name = path.relative(options.dataDir, file);
    if (holds(bytes, needle)) found.push(`file ${name}`);
    else if (file.endsWith('.eml') && base64Parts(bytes.toString('latin1')).some((part) => holds(part, needle)))
      found.push(`file ${name} (attachment)`);
  }
  for (const { table, column } of await columnsOf(options.db, options.dialect)) {
    const rows = await sql<{ value: unknown }>`select ${sql.ref(column)} as value from ${sql.table(table)}`.execute(
      options.db,
    );
    for (const row of rows.rows) {
      const bytes =
        row.value instanceof Uint8Array
          ? Buffer.from(row.value)
          : typeof row.value === 'string'
            ? Buffer.from(row.value)
            : null;
      if (bytes && holds(bytes, needle)) {
        found.push(`column ${table}.${column}`);
        break;
      }
    }
  }
  return found;
}

/** Every text and binary column of every table, from the database's own catalogue. */
async function columnsOf(db: Kysely<Database>, dialect: Dialect): Promise<{ table: string; column: string }[]> {
  if (dialect === 'postgres') {
    const rows = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and data_type in ('text', 'character varying', 'json', 'jsonb', 'bytea')`.execute(
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
      if (/text|char|clob|blob|^$/i.test(column.type)) columns.push({ table: name, column: column.name });
  }
  return columns;
}
