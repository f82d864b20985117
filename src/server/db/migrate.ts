import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as initial from './migrations/2026-11-22T0800-initial';
import * as quoteSketches from './migrations/2026-11-23T0900-quote-sketches';
import type { Database } from './schema';

/** The frozen migrations in order. A new migration is a new file added at the end. */
const MIGRATIONS: Record<string, Migration> = {
  '2026-11-22T0800-initial': initial,
  '2026-11-23T0900-quote-sketches': quoteSketches,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(MIGRATIONS) };

/**
 * `schema` keeps Kysely's own bookkeeping tables in that PostgreSQL schema: without it the
 * migrator looks for them across every schema of the database and finds another's.
 */
export async function migrateToLatest(db: Kysely<Database>, options: { schema?: string } = {}): Promise<void> {
  const { error, results } = await new Migrator({ db, provider, ...(options.schema ? { migrationTableSchema: options.schema } : {}) }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
