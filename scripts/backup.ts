import path from 'node:path';
import { ConfigError, loadConfig } from '#server/config';
import { backupSqlite } from '#server/db/backup-sqlite';

/**
 * `npm run backup -- FILE`: a consistent copy of the SQLite database, safe while the server runs (docs/operations.md
 * "Back up and restore").
 */
async function main(): Promise<void> {
  const destination = process.argv[2];
  if (!destination)
    throw new ConfigError('Name the backup file: npm run backup -- backups/grainline-2026-11-24.sqlite');
  const config = loadConfig();
  if (config.databaseUrl)
    throw new ConfigError(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump (docs/operations.md "Back up and restore").',
    );
  const { quotes } = await backupSqlite({
    source: path.join(config.dataDir, 'grainline.sqlite'),
    destination: path.resolve(destination),
  });
  console.log(`Backed up ${config.dataDir} to ${path.resolve(destination)} (${quotes} quotes; integrity check ok)`);
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
