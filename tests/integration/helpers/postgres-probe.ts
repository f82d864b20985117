import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { TEST_DATABASE_URL } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Whether the integration suites' PostgreSQL half can run (CONTRIBUTING.md "Running one test"). */
    postgresReachable: boolean;
  }
}

export async function canConnect(connectionString: string): Promise<boolean> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Vitest global setup of the integration project: looks for PostgreSQL once. Without it the
 * SQLite half of every suite still runs (and postgres-skip-reporter says what was skipped);
 * with REQUIRE_POSTGRES=1 (.ci/run) its absence fails the run before any test.
 */
export default async function probePostgres(project: TestProject): Promise<void> {
  const reachable = await canConnect(TEST_DATABASE_URL);
  if (!reachable && process.env.REQUIRE_POSTGRES === '1') {
    throw new Error(
      `REQUIRE_POSTGRES=1 but PostgreSQL is not reachable at ${TEST_DATABASE_URL.replace(/\/\/[^@/]*@/, '//…@')}: start it, or set TEST_DATABASE_URL.`,
    );
  }
  project.provide('postgresReachable', reachable);
}
