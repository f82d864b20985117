import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { seedPriceBook } from './catalogue/seed-price-book';
import { unsetWorkshopDetails, type AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { lockDataDir } from './db/data-dir-lock';
import { migrateToLatest } from './db/migrate';
import { reclaimStaleMail } from './mail/reclaim-stale-mail';
import { assertDataDirWritable, assertNodeRunsEmbeddedDatabase, assertPortFree, portError } from './start-up-checks';
import { startDailyReportSchedule } from './reports/daily-report-schedule';
import { realClock, rehearsalClock } from './reports/report-clock';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
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
  /** Routes only the end-to-end server adds, before it listens (tests/e2e/serve.ts: the mail it caught); none in production. */
  testRoutes?: (app: FastifyInstance, database: DatabaseHandle) => void;
}

/**
 * Checks the port and the data folder, locks the folder, migrates and seeds the database,
 * then listens. The checks come first so a refused start writes nothing.
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
    // Before the outbox's first poll, so a message a killed server was sending goes out now.
    const reclaimed = await reclaimStaleMail({ db: database.db, dialect: database.dialect, instanceId: config.instanceId, now: new Date() });
    const app = await buildApp({ config, database, logStream: options.logStream, pregenerateWoodImages: config.woodTexturesAtStart });
    if (reclaimed > 0) app.log.warn({ reclaimed }, 'e-mails interrupted by the last shutdown are sent again now');
    options.testRoutes?.(app, database);
    const unsetDetails = unsetWorkshopDetails(config.business);
    if (unsetDetails.length > 0) app.log.warn({ unset: unsetDetails }, 'workshop details not set: quote PDFs leave them out (README, Settings)');
    const url = await app.listen({ port: config.port, host: config.host }).catch(async (error: NodeJS.ErrnoException) => {
      await app.close();
      throw portError(error, config.host, config.port);
    });
    const reports = config.dailyReportSchedule ? startReportSchedule(config, database, app) : undefined;
    return {
      app,
      database,
      url,
      async stop() {
        await reports?.stop();
        // Fastify's close waits for requests in flight; its onClose hook waits for the outbox's send.
        // A client that stops reading a response (or keeps a connection it no longer uses) would
        // hold that wait open forever: after the grace period its connections are closed.
        const deadline = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
        deadline.unref();
        try {
          await app.close();
        } finally {
          clearTimeout(deadline);
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

function startReportSchedule(config: AppConfig, database: DatabaseHandle, app: FastifyInstance) {
  const log = app.log.child({ module: 'daily-report' });
  const rehearsal = config.dailyReportClock;
  if (rehearsal)
    log.warn(
      { startsAt: rehearsal.startsAt.toISOString(), realStart: rehearsal.realStart.toISOString(), speed: rehearsal.speed },
      'daily report schedule on a rehearsal clock (DAILY_REPORT_CLOCK)',
    );
  return startDailyReportSchedule({
    db: database.db,
    business: config.business,
    log,
    clock: rehearsal ? rehearsalClock(rehearsal) : realClock,
    wakeOutbox: () => app.wakeOutbox(),
  });
}
