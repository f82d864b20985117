import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { startServer } from './start-server';

async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config);
  server.app.log.info(`Grainline is running at ${config.publicUrl} (${config.databaseUrl ? 'PostgreSQL' : 'SQLite in ' + config.dataDir})`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info(`${signal} received, shutting down`);
    server.stop().then(
      () => process.exit(0),
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
  if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(`Grainline could not start: ${error.message}`);
  else console.error('Grainline could not start:', error);
  process.exit(1);
});
