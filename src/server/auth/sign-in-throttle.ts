import { createHmac } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { serverSecret } from './server-secret';

export interface ThrottleLimits {
  maxFailures: number;
  maxFailuresPerClient: number;
  windowMs: number;
}

export interface ThrottleKeys {
  account: string;
  client: string;
}

/**
 * Sign-in failures counted in the database per account and per client (ADR 007), so the
 * limit holds across several servers. Keys are keyed hashes: no e-mail or address in clear.
 */
export async function throttleKeys(db: Kysely<Database>, { realm, account, clientIp }: { realm: 'staff' | 'partner'; account: string; clientIp: string }): Promise<ThrottleKeys> {
  const secret = await serverSecret(db, 'sign-in-throttle');
  const keyed = (value: string) => createHmac('sha256', secret).update(value).digest('base64url');
  return { account: keyed(`${realm}:account:${account.trim().toLowerCase()}`), client: keyed(`client:${clientIp}`) };
}

/** Refuses with 429 while either the account or the client has used up its failures. */
export async function assertNotThrottled(db: Kysely<Database>, keys: ThrottleKeys, limits: ThrottleLimits, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - limits.windowMs).toISOString();
  const rows = await db
    .selectFrom('sign_in_throttle')
    .select(['key', 'failures'])
    .where('key', 'in', [keys.account, keys.client])
    .where('window_started_at', '>', windowStart)
    .execute();
  const over = rows.some((row) => row.failures >= (row.key === keys.account ? limits.maxFailures : limits.maxFailuresPerClient));
  if (over) throw new AppError('rate_limited', 'Too many sign-in attempts. Please wait a few minutes and try again.');
}

export async function recordFailure(db: Kysely<Database>, keys: ThrottleKeys, limits: ThrottleLimits, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - limits.windowMs).toISOString();
  const nowIso = now.toISOString();
  for (const key of [keys.account, keys.client]) {
    // One atomic upsert: a window that has run out starts again at this failure.
    await db
      .insertInto('sign_in_throttle')
      .values({ key, window_started_at: nowIso, failures: 1 })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          failures: sql<number>`case when sign_in_throttle.window_started_at <= ${windowStart} then 1 else sign_in_throttle.failures + 1 end`,
          window_started_at: sql<string>`case when sign_in_throttle.window_started_at <= ${windowStart} then ${nowIso} else sign_in_throttle.window_started_at end`,
        }),
      )
      .execute();
  }
}

/** A right password clears its account's count (not the client's: one address may try many accounts). */
export async function clearAccountFailures(db: Kysely<Database>, keys: ThrottleKeys): Promise<void> {
  await db.deleteFrom('sign_in_throttle').where('key', '=', keys.account).execute();
}
