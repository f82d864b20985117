import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { seedPriceBook } from '#server/catalogue/seed-price-book';
import { openPostgres, openSqlite, type DatabaseHandle, type Dialect } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';

export const DIALECTS: readonly Dialect[] = ['sqlite', 'postgres'];

/** This machine's PostgreSQL (trust auth); CI uses the same. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase extends DatabaseHandle {
  dataDir: string;
  destroy(): Promise<void>;
}

async function runAdminQuery(query: string): Promise<void> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

/** A new, empty PostgreSQL schema and a handle confined to it. */
export async function createPostgresSchema(): Promise<{ handle: DatabaseHandle; dropSchema: () => Promise<void> }> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await runAdminQuery(`create schema ${schema}`);
  return { handle: openPostgres(TEST_DATABASE_URL, { schema }), dropSchema: () => runAdminQuery(`drop schema if exists ${schema} cascade`) };
}

/** A fresh, migrated and seeded database: a temp SQLite file, or a new PostgreSQL schema. */
export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-test-'));
  let handle: DatabaseHandle;
  let dropSchema = async () => {};
  if (dialect === 'sqlite') {
    handle = openSqlite(path.join(dataDir, 'grainline.sqlite'));
  } else {
    ({ handle, dropSchema } = await createPostgresSchema());
  }
  try {
    await migrateToLatest(handle.db, { schema: handle.schema });
    await seedPriceBook(handle.db);
  } catch (error) {
    await handle.close();
    await dropSchema();
    throw error;
  }
  return {
    ...handle,
    dataDir,
    async destroy() {
      await handle.close();
      await dropSchema();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
