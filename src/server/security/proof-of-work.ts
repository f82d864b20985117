import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ProofOfWorkChallenge } from '#core/proof-of-work/proof-of-work';
import type { Database } from '../db/schema';

/** How long a challenge may be solved for: a slow phone needs seconds, never minutes. */
export const CHALLENGE_TTL_MS = 10 * 60_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const sign = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('hex');

/**
 * A fresh challenge (ADR 040): solving it costs the browser `maxNumber / 2` hashes on average.
 * Nothing is stored: the signature with the key every server shares proves it is ours.
 */
export function createChallenge({
  key,
  maxNumber,
  now,
}: {
  key: Buffer;
  maxNumber: number;
  now: Date;
}): ProofOfWorkChallenge {
  const expires = Math.floor((now.getTime() + CHALLENGE_TTL_MS) / 1000);
  const salt = `${randomBytes(12).toString('hex')}?expires=${expires}`;
  const challenge = sha256(`${salt}${randomInt(0, maxNumber + 1)}`);
  return { algorithm: 'SHA-256', challenge, maxnumber: maxNumber, salt, signature: sign(key, challenge) };
}

export type CheckedSolution = { ok: true; challenge: string; expiresAt: Date } | { ok: false; reason: string };

/**
 * Whether a `Proof-Of-Work` header solves a challenge this server family signed and that has
 * not expired. Whether it was already spent is `spendSolution`'s to say.
 */
export function checkSolution(header: string, { key, now }: { key: Buffer; now: Date }): CheckedSolution {
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const { algorithm, challenge, number, salt, signature } = (payload ?? {}) as Record<string, unknown>;
  if (
    algorithm !== 'SHA-256' ||
    typeof challenge !== 'string' ||
    typeof salt !== 'string' ||
    typeof signature !== 'string'
  ) {
    return { ok: false, reason: 'unreadable' };
  }
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0)
    return { ok: false, reason: 'unreadable' };
  const expected = Buffer.from(sign(key, challenge), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'not signed by us' };
  const expires = Number(/\?expires=(\d+)$/.exec(salt)?.[1] ?? Number.NaN);
  if (!Number.isFinite(expires) || expires * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  if (sha256(`${salt}${number}`) !== challenge) return { ok: false, reason: 'wrong number' };
  return { ok: true, challenge, expiresAt: new Date(expires * 1000) };
}

/**
 * Records a solution as used; true only for the first request that spends it, on any server
 * sharing the database (the primary key decides a race), so a solution is accepted once.
 */
export async function spendSolution(
  db: Kysely<Database>,
  { challenge, expiresAt }: { challenge: string; expiresAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insertInto('proof_of_work_spent')
    .values({ challenge, expires_at: expiresAt.toISOString() })
    .onConflict((conflict) => conflict.column('challenge').doNothing())
    .returning('challenge')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Spent solutions past their challenge's expiry can no longer be replayed: the maintenance job forgets them. */
export async function forgetExpiredSolutions(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('proof_of_work_spent')
    .where('expires_at', '<', now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
