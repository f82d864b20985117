import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { openSqlite, type DatabaseHandle } from './database';

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
