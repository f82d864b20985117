import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { isUnwritable, unwritableDataDir } from '../start-up-checks';
import { StartUpError } from '../start-up-error';

export class DataDirLockedError extends StartUpError {
  override name = 'DataDirLockedError';
}

const LOCK_FILE = 'grainline.lock';

/**
 * One server per data folder: two processes writing the same SQLite file through two
 * outboxes would send e-mails twice. The lock is SQLite's own exclusive file lock on a small
 * file of its own, held for the process's life: the kernel drops it when the process ends,
 * however it ends, so there is no stale lock to clean up and no process id to trust. The
 * file stays behind on purpose: deleting it could let a server waiting on the old file and
 * a new one on a fresh file both believe they hold the lock.
 */
export function lockDataDir(dataDir: string): { release(): void } {
  let handle: Database.Database;
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    handle = new Database(path.join(dataDir, LOCK_FILE), { timeout: 0 });
  } catch (error) {
    throw isUnwritable(error) ? unwritableDataDir(dataDir) : error;
  }
  try {
    // exec, not pragma(): it leaves no prepared statement for a later garbage collection to free,
    // which aborts Node 24 (ADR 032) even when the data itself is in PostgreSQL.
    handle.exec('PRAGMA locking_mode = EXCLUSIVE');
    handle.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    handle.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') {
      throw new DataDirLockedError(
        `Another Grainline server is already using the data folder ${dataDir}. Stop it first, or start this one with a different DATA_DIR.`,
      );
    }
    throw isUnwritable(error) ? unwritableDataDir(dataDir) : error;
  }
  return {
    release() {
      if (handle.open) handle.close();
    },
  };
}
