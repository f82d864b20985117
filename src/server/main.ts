import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { readableLogStream } from './log-output';
import { PROJECT_ROOT } from './project-root';
import { isClientBuildStale } from './spa/client-build';
import { startServer } from './start-server';
import { StartUpError } from './start-up-error';

/** `npm start` passes --build-if-stale: build the front end only when it is missing or older than its sources. */
async function buildClientIfStale(): Promise<void> {
  if (!isClientBuildStale({ root: PROJECT_ROOT, clientDir: path.join(PROJECT_ROOT, 'dist', 'client') })) return;
  console.log('The front end is missing or older than its sources: building it (a running server keeps its files)…');
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(PROJECT_ROOT, 'scripts', 'build-client.ts')],
    {
      cwd: PROJECT_ROOT,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new StartUpError('The front end did not build (see above); nothing was started.');
}

async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config, {
    // On a terminal, lines a person reads; piped (journald, a file, a log shipper), pino's JSON.
    logStream: process.stdout.isTTY ? readableLogStream(process.stdout) : undefined,
    prepare: process.argv.includes('--build-if-stale') ? buildClientIfStale : undefined,
  });
  server.app.log.info(
    `Grainline is running at ${config.publicUrl} (${config.databaseUrl ? 'PostgreSQL' : 'SQLite in ' + config.dataDir})`,
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info(`${signal} received: finishing requests in flight and the outbox's current send`);
    server.stop().then(
      () => {
        server.app.log.info('Grainline stopped after requests in flight and the outbox worker finished');
        process.exit(0);
      },
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  // Known start-up problems get one clear line; anything else its stack for the operator.
  if (error instanceof ConfigError || error instanceof StartUpError)
    console.error(`Grainline could not start: ${error.message}`);
  else console.error('Grainline could not start:', error);
  process.exit(1);
});
