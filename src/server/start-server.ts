import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { seedPriceBook } from './catalogue/seed-price-book';
import { carryOverOwnerSettings } from './invoicing/carry-over-owner-settings';
import { unsetWorkshopDetails, type AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { lockDataDir } from './db/data-dir-lock';
import { migrateToLatest } from './db/migrate';
import { assertDataDirWritable, assertNodeRunsEmbeddedDatabase, assertPortFree, portError } from './start-up-checks';
import { startWorker, type Worker } from './worker/start-worker';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The background tasks running beside the app (ADR 035); absent when started with `worker: false`. */
  worker?: Worker;
  url: string;
  stop(): Promise<void>;
}

/** How long a stop waits for responses in flight before closing the connections still open. */
const SHUTDOWN_GRACE_MS = 10_000;

export interface StartOptions {
  /** Where log lines go (main.ts: readable lines on a terminal); pino's JSON on stdout by default. */
  logStream?: { write(line: string): void };
  /** Runs once the data folder is locked, before the database opens (main.ts: build the front end if stale). */
  prepare?: () => Promise<void>;
  /**
   * Routes only the end-to-end server adds, before it listens (tests/e2e/serve.ts: the mail it caught); none in
   * production.
   */
  testRoutes?: (app: FastifyInstance, database: DatabaseHandle) => void;
  /** Start the worker (every background task) beside the app, as `npm start` does; on unless a caller runs its own. */
  worker?: boolean;
}

/**
 * Checks the port and the data folder, locks the folder, migrates and seeds the database,
 * then listens and starts the worker beside the app (ADR 035). The checks come first so a
 * refused start writes nothing.
 */
export async function startServer(config: AppConfig, options: StartOptions = {}): Promise<RunningServer> {
  assertNodeRunsEmbeddedDatabase(config);
  await assertPortFree(config.host, config.port);
  assertDataDirWritable(config.dataDir);
  const lock = lockDataDir(config.dataDir);
  try {
    await options.prepare?.();
  } catch (error) {
    lock.release();
    throw error;
  }
  const database = openDatabase(config);
  try {
    await migrateToLatest(database.db, { schema: database.schema });
    await seedPriceBook(database.db);
    await carryOverOwnerSettings(database.db, config.business);
    // The routes wake the worker once it runs; mail queued before that goes out at its first run.
    let worker: Worker | undefined;
    const app = await buildApp({
      config,
      database,
      logStream: options.logStream,
      wakeOutbox: () => worker?.wakeOutbox(),
    });
    options.testRoutes?.(app, database);
    const unsetDetails = unsetWorkshopDetails(config.business);
    if (unsetDetails.length > 0)
      app.log.warn(
        { unset: unsetDetails },
        'workshop details not set: quote PDFs leave them out (docs/operations.md, Settings)',
      );
    const url = await app
      .listen({ port: config.port, host: config.host })
      .catch(async (error: NodeJS.ErrnoException) => {
        await app.close();
        throw portError(error, config.host, config.port);
      });
    if (options.worker !== false) {
      // Beside the app, the worker rolls up with the app's own summaries, whose ingest limits count refused beacons
      // (ADR 021).
      worker = await startWorker({ config, database, log: app.log, analytics: app.analyticsTasks }).catch(
        async (error: unknown) => {
          await app.close();
          throw error;
        },
      );
    }
    if (config.woodTexturesAtStart) {
      // Painted for this server's own cache folder, in its own worker thread (ADR 012).
      void app.pregenerateWoodTextures().then(
        ({ rendered, ms }) => app.log.info({ rendered, ms }, 'wood textures ready'),
        (error: unknown) =>
          app.log.warn({ err: error }, 'wood textures not painted at start; each is painted when first asked for'),
      );
    }
    return {
      app,
      database,
      worker,
      url,
      async stop() {
        // Fastify's close waits for requests in flight, then the worker for the outbox's send.
        // A client that stops reading a response (or keeps a connection it no longer uses) would
        // hold that wait open forever: after the grace period its connections are closed.
        const deadline = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
        deadline.unref();
        try {
          await app.close();
        } finally {
          clearTimeout(deadline);
          await worker?.stop();
        }
        await database.close();
        lock.release();
      },
    };
  } catch (error) {
    await database.close();
    lock.release();
    throw error;
  }
}
