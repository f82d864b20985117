import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp } from '#server/app';
import { loadConfig, type AppConfig } from '#server/config';
import type { Dialect } from '#server/db/database';
import { startWorker, type Worker } from '#server/worker/start-worker';
import { DIALECTS, createTestDatabase, type TestDatabase } from './test-database';

export interface TestContext {
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
  /**
   * The background jobs, for a test that asks (ADR 035): started on first call, on no schedule,
   * so nothing runs until the test says (`tasks.outbox.runOnce()`) or a route wakes the outbox.
   * Until then the app only queues mail, as an app without a worker does.
   */
  worker(): Promise<Worker>;
}

/**
 * False when PostgreSQL was not found (tests/integration/helpers/postgres-probe.ts): its suites are skipped, and said
 * so.
 */
export const postgresReachable = (): boolean => inject('postgresReachable');

/** A suite that needs PostgreSQL; named `… [postgres]` so a run without it lists it as skipped. */
export function describePostgres(name: string, suite: () => void): void {
  describe.skipIf(!postgresReachable())(`${name} [postgres]`, suite);
}

/** `name [sqlite]` and `name [postgres]`, the second skipped (and reported) without PostgreSQL. */
export function describeEachDialect(name: string, body: (dialect: Dialect) => void): void {
  for (const dialect of DIALECTS) {
    const run = dialect === 'postgres' ? describe.skipIf(!postgresReachable()) : describe;
    run(`${name} [${dialect}]`, () => body(dialect));
  }
}

/**
 * Runs the same suite against SQLite and PostgreSQL (ADR 002: both databases pass the
 * same integration suite). Each run gets its own database and app, used over HTTP by inject.
 */
export function describeEachDatabase(
  name: string,
  suite: (context: () => TestContext, dialect: Dialect) => void,
  /**
   * Settings (as environment variables), whether rate limits apply, and where log lines go, for suites that test them.
   */
  options: {
    env?: Record<string, string>;
    rateLimit?: boolean;
    logStream?: { write(line: string): void };
    /** A client build to serve pages from (a folder with an index.html); without it the app serves the API only. */
    clientDir?: () => string;
  } = {},
): void {
  describeEachDialect(name, (dialect) => {
    let context: TestContext | undefined;
    let worker: Promise<Worker> | undefined;
    beforeAll(async () => {
      const database = await createTestDatabase(dialect);
      // Suites about the second factor set REQUIRE_SECOND_FACTOR themselves; the others change prices and staff as
      // before (STAFF-17).
      // Suites save quotes faster than customers do; the burst challenge is tested where a suite sets its threshold
      // (ADR 040).
      const config = loadConfig({
        DATA_DIR: database.dataDir,
        LOG_LEVEL: 'silent',
        REQUIRE_SECOND_FACTOR: 'none',
        ANONYMOUS_BURST_PER_10_MINUTES: '100000',
        ...options.env,
      });
      const app = await buildApp({
        config,
        database,
        serveClient: options.clientDir !== undefined,
        ...(options.clientDir ? { clientDir: options.clientDir() } : {}),
        rateLimit: options.rateLimit ?? false,
        checkResponses: true,
        logStream: options.logStream,
        wakeOutbox: () => void worker?.then((running) => running.wakeOutbox()),
      });
      await app.ready();
      context = {
        app,
        database,
        config,
        worker: () =>
          (worker ??= startWorker({ config, database, log: app.log, analytics: app.analyticsTasks, schedule: false })),
      };
    });
    afterAll(async () => {
      await (await worker)?.stop();
      await context?.app.close();
      await context?.database.destroy();
    });
    suite(() => {
      if (!context) throw new Error('Test context is not ready');
      return context;
    }, dialect);
  });
}
