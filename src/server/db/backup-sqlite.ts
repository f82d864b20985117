import fs from 'node:fs';
import SQLite from 'better-sqlite3';

/**
 * A consistent copy of the live SQLite database, taken with SQLite's online backup API while
 * the server keeps writing. The copy is written beside its final name and renamed into place
 * only after SQLite's integrity check passed, so a failed backup never leaves a file that
 * looks like a good one.
 */
export async function backupSqlite({
  source,
  destination,
}: {
  source: string;
  destination: string;
}): Promise<{ quotes: number }> {
  if (!fs.existsSync(source)) throw new Error(`There is no database at ${source}: check DATA_DIR.`);
  if (fs.existsSync(destination))
    throw new Error(`${destination} already exists: choose a new file name, a backup never overwrites one.`);
  const partial = `${destination}.partial`;
  const leftovers = [partial, `${partial}-wal`, `${partial}-shm`];
  // A crashed earlier backup's files, which SQLite would otherwise read as the new copy's.
  for (const file of leftovers) fs.rmSync(file, { force: true });
  const live = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    // All remaining pages in one step: a step reads one snapshot, so writes by the server
    // between steps (which would restart a paged backup) cannot keep it from finishing.
    await live.backup(partial, { progress: ({ totalPages }) => totalPages });
  } finally {
    live.close();
  }
  try {
    const quotes = checkCopy(partial);
    fs.renameSync(partial, destination);
    return { quotes };
  } finally {
    for (const file of leftovers) fs.rmSync(file, { force: true });
  }
}

/**
 * Checks the copy and makes it one self-contained file. The copy keeps the live database's WAL
 * mode, in which any connection, even a read-only one, leaves `-wal` and `-shm` files beside it;
 * in rollback mode the last connection to close leaves none, and the server turns WAL back on
 * when it opens a restored copy (src/server/db/database.ts).
 */
function checkCopy(file: string): number {
  const copy = new SQLite(file, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`The copy failed SQLite's integrity check: ${String(check)}`);
    return (copy.prepare('select count(*) as quotes from quotes').get() as { quotes: number }).quotes;
  } finally {
    copy.close();
  }
}
