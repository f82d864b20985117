import Fastify from 'fastify';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { readableLogStream } from './log-output';
import { StartUpError } from './start-up-error';
import { startWorker } from './worker/start-worker';

/**
 * `npm run worker`: the background tasks alone (ADR 035), for a second machine sharing the
 * PostgreSQL database with the HTTP servers (each of which, started with `npm start`, runs its
 * own worker beside it). The tasks are safe to run on several machines at once: the outbox claims
 * each message, the daily report claims its day, the roll-ups and deletes are idempotent.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl)
    throw new StartUpError(
      'npm run worker needs DATABASE_URL (PostgreSQL). With SQLite, npm start runs the worker beside the server in one process.',
    );
  // Fastify's own logger (pino) without a server: the same lines, fields and levels as the HTTP process.
  const log = Fastify({
    logger: { level: config.logLevel, ...(process.stdout.isTTY ? { stream: readableLogStream(process.stdout) } : {}) },
  }).log;
  const database = openDatabase(config);
  try {
    // Safe beside servers migrating the same schema at once (ADR 002); jobs need the tables.
    await migrateToLatest(database.db, { schema: database.schema });
  } catch (error) {
    await database.close();
    throw error;
  }
  const worker = await startWorker({ config, database, log, keepProcessAlive: true });
  log.info(`Grainline worker is running (PostgreSQL${config.instanceId ? `, instance ${config.instanceId}` : ''})`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: finishing the tasks in flight`);
    worker
      .stop()
      .then(() => database.close())
      .then(
        () => {
          log.info('Grainline worker stopped after the tasks in flight finished');
          process.exit(0);
        },
        (error: unknown) => {
          log.error({ err: error }, 'worker shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartUpError)
    console.error(`Grainline worker could not start: ${error.message}`);
  else console.error('Grainline worker could not start:', error);
  process.exit(1);
});
