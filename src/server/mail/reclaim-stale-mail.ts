import os from 'node:os';
import type { Kysely } from 'kysely';
import type { Dialect } from '../db/database';
import type { Database } from '../db/schema';
import { releaseStaleClaims } from './outbox-repository';

/**
 * The name written on this server's outbox claims: `INSTANCE_ID` when set (stable across
 * restarts), else host and process id, which only says who held a claim.
 */
export const outboxClaimerId = (instanceId: string | undefined): string =>
  instanceId ?? `${os.hostname()}:${process.pid}`;

/**
 * Run at start, before the outbox's first poll (ADR 004): a message a killed server was
 * sending goes out now rather than after its 5-minute lock.
 * - SQLite: this process holds the data folder's lock (data-dir-lock.ts), so no other server
 *   can be sending from this file: every `sending` claim is a dead process's.
 * - PostgreSQL: other servers' claims may be live. Only the claims of this server's own
 *   previous instance are taken back, and only when `INSTANCE_ID` names it; without it they
 *   wait out their lock as before.
 */
export async function reclaimStaleMail({
  db,
  dialect,
  instanceId,
  now,
}: {
  db: Kysely<Database>;
  dialect: Dialect;
  instanceId?: string;
  now: Date;
}): Promise<number> {
  if (dialect === 'sqlite') return releaseStaleClaims(db, { now });
  if (instanceId !== undefined) return releaseStaleClaims(db, { now, claimedBy: instanceId });
  return 0;
}
