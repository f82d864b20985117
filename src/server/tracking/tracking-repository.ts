import type SQLite from 'better-sqlite3';
import type { Kysely, Transaction } from 'kysely';
import type { Database, NewHeatmapClick, NewHeatmapScroll, NewLeadCapture, NewVisitorEvent } from '../db/schema';

export async function insertLeadCapture(db: Kysely<Database>, capture: NewLeadCapture): Promise<void> {
  await db.insertInto('lead_captures').values(capture).execute();
}

// PostgreSQL allows 65,535 bound values a statement; a visitor event has about 20 columns.
const ROWS_PER_STATEMENT = 1000;

/** Many visitor events in multi-row inserts (PostgreSQL: one round trip per thousand rows). */
export async function insertVisitorEvents(trx: Transaction<Database>, rows: readonly NewVisitorEvent[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    await trx
      .insertInto('visitor_events')
      .values(rows.slice(start, start + ROWS_PER_STATEMENT))
      .execute();
  }
}

/** A beacon's heatmap rows, written in the same commit as its events (ADR 021). */
export interface HeatmapRows {
  clicks: readonly NewHeatmapClick[];
  scrolls: readonly NewHeatmapScroll[];
}

/** Many heatmap clicks and scroll depths in multi-row inserts (PostgreSQL). */
export async function insertHeatmapRows(trx: Transaction<Database>, rows: HeatmapRows): Promise<void> {
  for (let start = 0; start < rows.clicks.length; start += ROWS_PER_STATEMENT) {
    await trx
      .insertInto('heatmap_clicks')
      .values(rows.clicks.slice(start, start + ROWS_PER_STATEMENT))
      .execute();
  }
  for (let start = 0; start < rows.scrolls.length; start += ROWS_PER_STATEMENT) {
    await trx
      .insertInto('heatmap_scrolls')
      .values(rows.scrolls.slice(start, start + ROWS_PER_STATEMENT))
      .execute();
  }
}

type SqliteRow = Record<string, string | number | null>;

/**
 * The embedded database's fast path: one prepared single-row insert per column set, run
 * for every row in one transaction. better-sqlite3 binds and steps a prepared statement in
 * a microsecond or two; building and parsing a 500-row SQL text per batch cost ten times
 * that. The statement is keyed by the rows' columns, so a column added to the events later
 * is stored without touching this.
 */
export function visitorEventInserter(sqlite: SQLite.Database): (rows: readonly NewVisitorEvent[]) => void {
  const insert = rowInserter(sqlite, 'visitor_events');
  const insertAll = sqlite.transaction((rows: readonly NewVisitorEvent[]) => insert(rows));
  return (rows) => {
    insertAll(rows);
  };
}

/**
 * Prepared single-row inserts into one of the tracking tables, run for each row; the caller
 * holds the transaction (the event writer commits a batch's events and heatmap rows at once).
 */
export function rowInserter<Row extends object>(
  sqlite: SQLite.Database,
  table: 'visitor_events' | 'heatmap_clicks' | 'heatmap_scrolls',
): (rows: readonly Row[]) => void {
  const statements = new Map<string, SQLite.Statement>();
  const statementFor = (columns: readonly string[]) => {
    const signature = columns.join(',');
    let statement = statements.get(signature);
    if (!statement) {
      // Column names come from our own row objects, never from a request; quoted all the same.
      const names = columns.map((column) => `"${column.replaceAll('"', '""')}"`).join(', ');
      statement = sqlite.prepare(
        `insert into ${table} (${names}) values (${columns.map((column) => `@${column}`).join(', ')})`,
      );
      statements.set(signature, statement);
    }
    return statement;
  };
  return (rows) => {
    for (const row of rows) {
      const values = row as unknown as SqliteRow;
      // As in Kysely, a column given as undefined is left to its default.
      statementFor(Object.keys(values).filter((column) => values[column] !== undefined)).run(values);
    }
  };
}
