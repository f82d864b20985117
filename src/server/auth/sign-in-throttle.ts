import { createHmac } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { clientGroup } from '../security/client-group';
import { serverSecret } from './server-secret';

export interface ThrottleLimits {
  maxFailures: number;
  maxFailuresPerClient: number;
  windowMs: number;
}

export interface ThrottleKeys {
  /** The account's shared count, or this trusted browser's own count for it (ADR 022). */
  account: string;
  /** The client's count; none for a trusted browser, which others' failures never block. */
  client: string | null;
}

/** The first delay past the limit is this share of the window; each next one doubles, up to the window (ADR 022). */
const FIRST_DELAY_SHARE = 1 / 8;

async function keyer(db: Kysely<Database>): Promise<(value: string) => string> {
  const secret = await serverSecret(db, 'sign-in-throttle');
  return (value) => createHmac('sha256', secret).update(value).digest('base64url');
}

/** The key of an account's shared count, as an owner clears it. */
export async function accountThrottleKey(
  db: Kysely<Database>,
  { realm, account }: { realm: 'staff' | 'partner'; account: string },
): Promise<string> {
  return (await keyer(db))(`${realm}:account:${account.trim().toLowerCase()}`);
}

/**
 * Sign-in attempts counted in the database per account and per client group (ADR 007, ADR 022),
 * so the limit holds across several servers. Keys are keyed hashes: no e-mail or address in
 * clear. A browser that signed in to the account before (`trustedDevice`) counts on its own.
 */
export async function throttleKeys(
  db: Kysely<Database>,
  {
    realm,
    account,
    clientIp,
    trustedDevice,
  }: { realm: 'staff' | 'partner'; account: string; clientIp: string; trustedDevice?: string },
): Promise<ThrottleKeys> {
  const keyed = await keyer(db);
  const accountKey = await accountThrottleKey(db, { realm, account });
  if (trustedDevice) return { account: keyed(`${accountKey}:device:${trustedDevice}`), client: null };
  return { account: accountKey, client: keyed(`client:${clientGroup(clientIp)}`) };
}

/**
 * Reserves one attempt for the client and the account before any password is verified, each
 * in one atomic statement, so parallel attempts cannot all pass a check made before any of
 * them is counted (ADR 022). Refused: 429. A success gives the reservation back (`settleSuccess`).
 */
export async function reserveAttempt(
  db: Kysely<Database>,
  keys: ThrottleKeys,
  limits: ThrottleLimits,
  now: Date,
): Promise<void> {
  if (
    keys.client !== null &&
    !(await reserve(
      db,
      keys.client,
      { limit: limits.maxFailuresPerClient, windowMs: limits.windowMs, delays: false },
      now,
    ))
  ) {
    throw new AppError(
      'rate_limited',
      'Too many sign-in attempts from this network. Please wait a few minutes and try again.',
    );
  }
  if (!(await reserve(db, keys.account, { limit: limits.maxFailures, windowMs: limits.windowMs, delays: true }, now))) {
    throw new AppError('rate_limited', 'Too many sign-in attempts. Please wait a few minutes and try again.');
  }
}

/**
 * The delay after the n-th attempt past the limit (n from 0): an eighth of the window, doubling, at most the window.
 */
export function delayAfter(pastLimit: number, windowMs: number): number {
  return Math.min(windowMs, Math.round(windowMs * FIRST_DELAY_SHARE * 2 ** pastLimit));
}

async function reserve(
  db: Kysely<Database>,
  key: string,
  { limit, windowMs, delays }: { limit: number; windowMs: number; delays: boolean },
  now: Date,
): Promise<boolean> {
  const nowIso = now.toISOString();
  const windowStart = new Date(now.getTime() - windowMs).toISOString();
  // A window that has run out starts again (one atomic upsert; a parallel one finds it fresh).
  await db
    .insertInto('sign_in_throttle')
    .values({ key, window_started_at: nowIso, failures: 0, blocked_until: null })
    .onConflict((conflict) =>
      conflict
        .column('key')
        .doUpdateSet({ window_started_at: nowIso, failures: 0, blocked_until: null })
        .where('sign_in_throttle.window_started_at', '<=', windowStart),
    )
    .execute();
  // Under the limit: one conditional increment. The one that reaches the limit sets the first delay.
  const firstBlock = delays ? new Date(now.getTime() + delayAfter(0, windowMs)).toISOString() : null;
  const under = await db
    .updateTable('sign_in_throttle')
    .set({
      failures: sql<number>`failures + 1`,
      blocked_until: sql<
        string | null
      >`case when failures + 1 >= ${limit} then cast(${firstBlock} as text) else null end`,
    })
    .where('key', '=', key)
    .where('failures', '<', limit)
    .executeTakeFirst();
  if (Number(under.numUpdatedRows) === 1) return true;
  if (!delays) return false;
  // Past the limit: one attempt each time the delay has passed, the delay doubling. Compare and
  // set on the count read, so of parallel attempts at most one is let through.
  const row = await db
    .selectFrom('sign_in_throttle')
    .select(['failures', 'blocked_until'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row || row.blocked_until === null || row.blocked_until > nowIso) return false;
  const failures = Number(row.failures);
  const next = new Date(now.getTime() + delayAfter(failures + 1 - limit, windowMs)).toISOString();
  const passed = await db
    .updateTable('sign_in_throttle')
    .set({ failures: failures + 1, blocked_until: next })
    .where('key', '=', key)
    .where('failures', '=', failures)
    .where('blocked_until', '=', row.blocked_until)
    .executeTakeFirst();
  return Number(passed.numUpdatedRows) === 1;
}

/** Until when a key's attempts are delayed, when it is at or past its limit (the security log's "delayed"). */
export async function delayedUntil(db: Kysely<Database>, key: string, limit: number): Promise<string | null> {
  const row = await db
    .selectFrom('sign_in_throttle')
    .select(['failures', 'blocked_until'])
    .where('key', '=', key)
    .executeTakeFirst();
  return row && Number(row.failures) >= limit ? row.blocked_until : null;
}

/**
 * A right password clears its account's count and gives the client back its reservation (the
 * client's count is of failures: one address may sign in to many accounts).
 */
export async function settleSuccess(db: Kysely<Database>, keys: ThrottleKeys): Promise<void> {
  await clearThrottle(db, keys.account);
  if (keys.client === null) return;
  await db
    .updateTable('sign_in_throttle')
    .set({ failures: sql<number>`failures - 1` })
    .where('key', '=', keys.client)
    .where('failures', '>', 0)
    .execute();
}

export async function clearThrottle(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('sign_in_throttle').where('key', '=', key).execute();
}
