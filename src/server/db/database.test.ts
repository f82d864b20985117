import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { openSqlite, withStatementCache, type DatabaseHandle } from './database';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
});

it('opens the embedded database in WAL mode with synchronous=FULL, so an acknowledged quote survives a crash', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-db-'));
  handle = openSqlite(path.join(dir, 'grainline.sqlite'));
  const pragma = async (name: string) => (await sql.raw(`pragma ${name}`).execute(handle!.db)).rows[0];
  expect(await pragma('journal_mode')).toEqual({ journal_mode: 'wal' });
  // 2 is FULL.
  expect(await pragma('synchronous')).toEqual({ synchronous: 2 });
  expect(await pragma('foreign_keys')).toEqual({ foreign_keys: 1 });
});

it('reuses a compiled statement for the same SQL, never one still being iterated, and keeps a bounded number (ADR 039)', () => {
  const sqlite = new SQLite(':memory:');
  const cached = withStatementCache(sqlite, 2);
  const first = cached.prepare('select 1 as one');
  expect(cached.prepare('select 1 as one')).toBe(first);
  sqlite.exec('create table t (n integer); insert into t values (1), (2)');
  const streaming = cached.prepare('select n from t');
  const rows = streaming.iterate([]);
  rows.next();
  const meanwhile = cached.prepare('select n from t');
  expect(meanwhile).not.toBe(streaming);
  expect(meanwhile.all([])).toEqual([{ n: 1 }, { n: 2 }]);
  rows.return?.();
  expect(cached.prepare('select n from t')).toBe(streaming);
  // A third statement pushes out the oldest (select 1).
  cached.prepare('select 2 as two');
  expect(cached.prepare('select 1 as one')).not.toBe(first);
  cached.close();
});
