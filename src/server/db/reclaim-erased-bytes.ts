import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * After an erasure, the old bytes of what it deleted or rewrote go too (ADR 041). On SQLite,
 * `secure_delete` (database.ts) has zeroed the freed cells and pages; VACUUM rebuilds the file
 * so no page freed before that setting (an older install) keeps them either, and the WAL, which
 * holds the pages as they were before, is checkpointed and truncated to nothing. On PostgreSQL,
 * VACUUM (outside a transaction) marks the dead row versions free so new rows overwrite them.
 * False when the database was too busy to finish: the erasure stands, the bytes go at the next one.
 */
export async function reclaimErasedBytes(db: Kysely<Database>, tables: readonly (keyof Database)[]): Promise<boolean> {
  try {
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`vacuum ${sql.join(tables.map((table) => sql.table(table)))}`.execute(db);
      return true;
    }
    await sql`vacuum`.execute(db);
    const checkpoint = await sql<{ busy: number }>`pragma wal_checkpoint(truncate)`.execute(db);
    return Number(checkpoint.rows[0]?.busy ?? 1) === 0;
  } catch {
    // Busy (another process's reader, a lock past the busy timeout): the caller reports it.
    return false;
  }
}
