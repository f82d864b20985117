import { execFileSync } from 'node:child_process';
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
  return {
    handle: openPostgres(TEST_DATABASE_URL, { schema }),
    dropSchema: () => runAdminQuery(`drop schema if exists ${schema} cascade`),
  };
}

/**
 * Each test process migrates and seeds once: SQLite into a template file that every database of
 * the process copies, PostgreSQL into a template schema whose dump every new schema replays in
 * one round trip. Either costs a fraction of running the migrations again.
 */
let sqliteTemplate: Promise<string> | undefined;
let postgresTemplate: Promise<string | undefined> | undefined;
/** Stands for the schema's name in the PostgreSQL template's dump. */
const SCHEMA_NAME = /\btest_template_[0-9a-f]{12}\b/g;

async function migrateAndSeed(handle: DatabaseHandle): Promise<void> {
  await migrateToLatest(handle.db, { schema: handle.schema });
  await seedPriceBook(handle.db);
}

function sqliteTemplateFile(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-template-'));
    process.once('exit', () => fs.rmSync(folder, { recursive: true, force: true }));
    const file = path.join(folder, 'template.sqlite');
    const handle = openSqlite(file);
    try {
      await migrateAndSeed(handle);
    } finally {
      // Closing the last connection folds the WAL into the file, so the file alone is the copy.
      await handle.close();
    }
    return file;
  })();
  return sqliteTemplate;
}

/**
 * The template schema's dump (pg_dump, plain SQL), or undefined where pg_dump is missing: then each schema migrates.
 */
function postgresTemplateDump(): Promise<string | undefined> {
  postgresTemplate ??= (async () => {
    const schema = `test_template_${randomBytes(6).toString('hex')}`;
    await runAdminQuery(`create schema ${schema}`);
    const handle = openPostgres(TEST_DATABASE_URL, { schema });
    try {
      await migrateAndSeed(handle);
      const dump = execFileSync(
        'pg_dump',
        ['--dbname', TEST_DATABASE_URL, '--schema', schema, '--inserts', '--no-owner', '--no-privileges'],
        {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
          maxBuffer: 64 * 1024 * 1024,
        },
      );
      // psql's own commands (pg_dump's \restrict guard) are not SQL; the schema comes from the caller.
      return dump
        .split('\n')
        .filter((line) => !line.startsWith('\\') && !/^CREATE SCHEMA /.test(line))
        .join('\n')
        .replace(SCHEMA_NAME, '%SCHEMA%');
    } catch {
      return undefined;
    } finally {
      await handle.close();
      await runAdminQuery(`drop schema if exists ${schema} cascade`);
    }
  })();
  return postgresTemplate;
}

/** A fresh, migrated and seeded database: a temp SQLite file, or a new PostgreSQL schema. */
export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-test-'));
  let handle: DatabaseHandle;
  let dropSchema = async () => {};
  try {
    if (dialect === 'sqlite') {
      const file = path.join(dataDir, 'grainline.sqlite');
      fs.copyFileSync(await sqliteTemplateFile(), file);
      handle = openSqlite(file);
    } else {
      const dump = await postgresTemplateDump();
      ({ handle, dropSchema } = await createPostgresSchema());
      if (dump === undefined)
        await migrateAndSeed(handle).catch(async (error: unknown) => {
          await handle.close();
          await dropSchema();
          throw error;
        });
      else await runAdminQuery(dump.replaceAll('%SCHEMA%', handle.schema ?? ''));
    }
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
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
