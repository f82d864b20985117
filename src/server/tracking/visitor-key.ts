import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { previousDay } from '#core/analytics/analytics-day';
import { serverSecret } from '../auth/server-secret';
import type { Database } from '../db/schema';
import { clientGroup } from '../security/client-group';

/** A day's salt is a `server_secrets` row of this name and the day, shared by every server on the database. */
const SALT_PREFIX = 'visitor-salt:';

/**
 * Cookie-less unique visitors that store no IP address (ANALYTICS-04, POPIA, ADR 005): a
 * keyed hash over the day's salt, the client (an IPv4 address or an IPv6 /64, as every
 * per-client limit counts it, ADR 022) and the user agent. The key lives in the data
 * folder; the salt is random, made by the first beacon of a Johannesburg day and forgotten
 * once the day is over and a day older (`forgetVisitorSalts`). A visitor cannot be followed
 * from one day to the next, and once a day's salt is gone nobody, not even with the key and
 * the database, can test a guessed address against that day's stored keys.
 */
export function createVisitorKeyer(options: { dataDir: string; db: Kysely<Database> }) {
  const secretFile = path.join(options.dataDir, 'visitor-key.secret');
  let secret: Buffer;
  try {
    secret = fs.readFileSync(secretFile);
  } catch {
    fs.mkdirSync(options.dataDir, { recursive: true });
    secret = randomBytes(32);
    fs.writeFileSync(secretFile, secret, { mode: 0o600 });
  }
  // Only today's and yesterday's salts are ever asked for (an event's time is trusted within a day).
  const salts = new Map<string, Promise<Buffer>>();
  const saltOf = (day: string): Promise<Buffer> => {
    let salt = salts.get(day);
    if (!salt) {
      const oldest = previousDay(day);
      for (const cached of salts.keys()) if (cached < oldest) salts.delete(cached);
      salt = serverSecret(options.db, `${SALT_PREFIX}${day}`);
      salts.set(day, salt);
      // A failed read is asked for again by the next beacon, not remembered.
      salt.catch(() => salts.delete(day));
    }
    return salt;
  };
  return async (input: { ip: string; userAgent: string | undefined; day: string }): Promise<string> => {
    const salt = await saltOf(input.day);
    return createHmac('sha256', secret)
      .update(salt)
      .update(`\n${input.day}\n${clientGroup(input.ip)}\n${input.userAgent ?? ''}`)
      .digest('base64url')
      .slice(0, 22);
  };
}

export type VisitorKeyer = ReturnType<typeof createVisitorKeyer>;

/** Deletes the salts of days before yesterday (the analytics jobs, hourly): their keys can no longer be recomputed. */
export async function forgetVisitorSalts(options: { db: Kysely<Database>; today: string }): Promise<number> {
  const result = await options.db
    .deleteFrom('server_secrets')
    .where('name', 'like', `${SALT_PREFIX}%`)
    .where('name', '<', `${SALT_PREFIX}${previousDay(options.today)}`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
