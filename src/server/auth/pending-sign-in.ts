import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { serverSecret } from './server-secret';

/**
 * Between a right password and the second factor's code (STAFF-16, ADR 022): a signed token
 * naming the staff member, valid five minutes, and only while their password and factor are
 * those it was made for (a reset or a factor turned off voids it). Nothing is stored; the code
 * step is counted against the same attempt limits as a password.
 */
export const PENDING_SIGN_IN_MS = 5 * 60_000;

async function sign(db: Kysely<Database>, payload: string, binding: string): Promise<string> {
  const secret = await serverSecret(db, 'sign-in-second-factor');
  return createHmac('sha256', secret).update(`${payload}:${binding}`).digest('base64url');
}

/** What a pending sign-in is bound to: the member's password hash and factor secret, so changing either voids it. */
export const pendingBinding = (member: { password_hash: string; totp_secret: string | null }) =>
  `${member.password_hash}:${member.totp_secret ?? ''}`;

export async function issuePendingSignIn(
  db: Kysely<Database>,
  { staffId, binding, now }: { staffId: number; binding: string; now: Date },
): Promise<string> {
  const payload = `${staffId}.${now.getTime() + PENDING_SIGN_IN_MS}.${randomBytes(12).toString('base64url')}`;
  return `${payload}.${await sign(db, payload, binding)}`;
}

/** The staff id a token names, if it has not expired; its signature is checked by `verifyPendingSignIn`. */
export function pendingStaffId(token: string, now: Date): number | null {
  const match = /^(\d{1,12})\.(\d{1,15})\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{43}$/.exec(token);
  if (!match || Number(match[2]) <= now.getTime()) return null;
  return Number(match[1]);
}

export async function verifyPendingSignIn(db: Kysely<Database>, token: string, binding: string): Promise<boolean> {
  const cut = token.lastIndexOf('.');
  const expected = Buffer.from(await sign(db, token.slice(0, cut), binding));
  const given = Buffer.from(token.slice(cut + 1));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
