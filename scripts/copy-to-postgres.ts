import path from 'node:path';
import { ConfigError, loadConfig } from '#server/config';
import { copySqliteToPostgres } from '#server/db/copy-sqlite-to-postgres';
import { lockDataDir } from '#server/db/data-dir-lock';
import { openPostgres } from '#server/db/database';

/**
 * `DATABASE_URL=postgres://… npm run copy-to-postgres`: copies the SQLite database in DATA_DIR
 * into an empty PostgreSQL database and prints each table's rows, checked on both sides
 * (docs/operations.md "Moving from SQLite to PostgreSQL"). It holds the data folder's lock, so it refuses
 * to run while a server still writes to the SQLite file.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) throw new ConfigError('Set DATABASE_URL to the PostgreSQL database to copy into.');
  const lock = lockDataDir(config.dataDir);
  const target = openPostgres(config.databaseUrl);
  try {
    const copied = await copySqliteToPostgres({ sqliteFile: path.join(config.dataDir, 'grainline.sqlite'), target });
    for (const { table, rows } of copied)
      console.log(`${table.padEnd(24)} ${String(rows).padStart(8)} rows, same count in both`);
    console.log('Copied. Start Grainline with this DATABASE_URL; keep the SQLite folder as a backup.');
  } finally {
    await target.close();
    lock.release();
  }
}

main().catch((error: unknown) => {
  console.error(`Copy failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
