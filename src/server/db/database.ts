import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { SearchPathPostgresDialect } from './search-path-introspector';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The PostgreSQL schema this handle is confined to, if any. */
  schema?: string;
  /** The embedded database's own connection, for the few hot paths that prepare statements once (tracking). */
  sqlite?: SQLite.Database;
  close(): Promise<void>;
}

// PostgreSQL returns int8 (count(*), sums) as strings; every such value here is a count or
// an amount of cents far below 2^53, so it is converted once, for the whole process.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * `busyTimeoutMs` bounds how long a statement waits for another process's write lock; past
 * it SQLite answers SQLITE_BUSY, which the error handler turns into 503 with Retry-After
 * instead of every request freezing for seconds.
 */
export function openSqlite(file: string, busyTimeoutMs = 500): DatabaseHandle {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // A quote we acknowledged must survive a crash or power loss.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  // ADR 041: a deleted or rewritten row's old bytes are overwritten with zeros, so an erased person is not left in the
  // file.
  sqlite.pragma('secure_delete = ON');
  sqlite.pragma(`busy_timeout = ${Math.trunc(busyTimeoutMs)}`);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', sqlite, close: () => db.destroy() };
}

/** How many compiled statements an SQLite connection keeps; the app runs a few hundred distinct queries. */
const STATEMENT_CACHE_SIZE = 1_000;

/**
 * Kysely asks better-sqlite3 to prepare (compile) every query it runs, which cost the quote page
 * a sixth of its time (ADR 039): the same SQL text reuses its statement. A statement still
 * being iterated (a streamed export) is never handed out twice; the oldest entry goes first.
 */
export function withStatementCache(sqlite: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(sql);
      if (cached) return statement;
      if (statements.size >= size) statements.delete(statements.keys().next().value ?? '');
      statements.set(sql, statement);
      return statement;
    },
  };
}

export function openPostgres(connectionString: string, options: { schema?: string } = {}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // Tests give each file its own schema; production uses DATABASE_SCHEMA or the connection's default.
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new SearchPathPostgresDialect({ pool }) });
  return { db, dialect: 'postgres', schema: options.schema, close: () => db.destroy() };
}

export function openDatabase(options: {
  databaseUrl?: string;
  databaseSchema?: string;
  dataDir: string;
  sqliteBusyTimeoutMs?: number;
}): DatabaseHandle {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, { schema: options.databaseSchema })
    : openSqlite(path.join(options.dataDir, 'grainline.sqlite'), options.sqliteBusyTimeoutMs);
}
