import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { StartUpError } from './start-up-error';

/**
 * Fails with one clear line if another program listens on the port. It runs before the data
 * folder is created or the database opened, so a busy port leaves the disk as it was.
 */
export async function assertPortFree(host: string, port: number): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => reject(portError(error, host, port)));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** Maps a listen failure to the operator's one line; other errors pass through unchanged. */
export function portError(error: NodeJS.ErrnoException, host: string, port: number): Error {
  if (error.code === 'EADDRINUSE') {
    return new StartUpError(
      `Port ${port} on ${host} is already in use by another program. Stop it, or start Grainline with a different PORT.`,
    );
  }
  if (error.code === 'EACCES') {
    return new StartUpError(
      `This user may not listen on port ${port} on ${host}. Use a port above 1023, or a reverse proxy in front.`,
    );
  }
  if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND') {
    return new StartUpError(
      `HOST ${host} is not an address of this machine. Use localhost, 0.0.0.0 or one of its addresses.`,
    );
  }
  return error;
}

/**
 * The data folder, or the nearest folder above it that exists (it is created later), must be a
 * folder this user may write in. Checked before anything is written.
 */
export function assertDataDirWritable(dataDir: string): void {
  let existing = dataDir;
  while (!fs.existsSync(existing) && path.dirname(existing) !== existing) existing = path.dirname(existing);
  if (!fs.statSync(existing).isDirectory()) {
    throw new StartUpError(
      `The data folder ${dataDir} cannot be created: ${existing} is a file. Set DATA_DIR to a folder this user can write.`,
    );
  }
  try {
    fs.accessSync(existing, fs.constants.W_OK);
  } catch {
    throw unwritableDataDir(dataDir);
  }
}

export function unwritableDataDir(dataDir: string): StartUpError {
  return new StartUpError(
    `The data folder ${dataDir} is not writable by this user. Give it write permission, or set DATA_DIR to a folder this user can write.`,
  );
}

/** File-system errors that mean "this user cannot write there" (root passes access() checks, not the kernel's). */
export function isUnwritable(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return (
    code === 'EACCES' ||
    code === 'EPERM' ||
    code === 'EROFS' ||
    code === 'SQLITE_CANTOPEN' ||
    code === 'SQLITE_READONLY'
  );
}

/**
 * ADR 032: from Node 24.19 on, better-sqlite3 12 aborts the process when a garbage collection
 * outside JavaScript (idle, or at exit) frees a prepared statement, and every query prepares
 * one. Rather than a server that aborts at some quiet moment, the start is refused with the
 * two ways out. PostgreSQL does not load better-sqlite3's statements.
 */
export function assertNodeRunsEmbeddedDatabase(options: { databaseUrl?: string; nodeVersion?: string }): void {
  if (options.databaseUrl) return;
  const version = options.nodeVersion ?? process.versions.node;
  const [major = 0, minor = 0] = version.split('.').map(Number);
  if (major > 24 || (major === 24 && minor >= 19)) {
    throw new StartUpError(
      `Node ${version} cannot run the embedded SQLite database: better-sqlite3 12 aborts on it (ADR 032). Run Grainline on Node 22 LTS, or set DATABASE_URL to use PostgreSQL.`,
    );
  }
}
