import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { loadConfig, type AppConfig } from '../../../src/server/config';
import type { Dialect } from '../../../src/server/db/database';
import { DIALECTS, createTestDatabase, type TestDatabase } from './test-database';

export interface TestContext {
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
}

/**
 * Runs the same suite against SQLite and PostgreSQL (issue 3: both databases pass the
 * same integration suite). Each run gets its own database and app, used over HTTP by inject.
 */
export function describeEachDatabase(name: string, suite: (context: () => TestContext, dialect: Dialect) => void): void {
  describe.each(DIALECTS)(`${name} [%s]`, (dialect) => {
    let context: TestContext | undefined;
    beforeAll(async () => {
      const database = await createTestDatabase(dialect);
      const config = loadConfig({ DATA_DIR: database.dataDir, LOG_LEVEL: 'silent' });
      const app = await buildApp({ config, database, serveClient: false, rateLimit: false });
      await app.ready();
      context = { app, database, config };
    });
    afterAll(async () => {
      await context?.app.close();
      await context?.database.destroy();
    });
    suite(() => {
      if (!context) throw new Error('Test context is not ready');
      return context;
    }, dialect);
  });
}
