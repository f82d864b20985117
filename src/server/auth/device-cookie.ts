import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { serverSecret } from './server-secret';

/**
 * OWASP's device cookie (ADR 022): a browser that signed in to an account gets a signed token
 * for that account, and its later attempts are counted on their own, so others' failures never
 * lock it out. Only the token's signature is checked; nothing is stored per device.
 */
export const DEVICE_COOKIE = 'grainline_device';
const DEVICE_COOKIE_DAYS = 180;

async function sign(db: Kysely<Database>, accountKey: string, nonce: string): Promise<string> {
  const secret = await serverSecret(db, 'sign-in-device');
  return createHmac('sha256', secret).update(`${accountKey}:${nonce}`).digest('base64url');
}

/** A fresh device token for this account (its throttle key, ADR 022). */
export async function issueDeviceToken(db: Kysely<Database>, accountKey: string): Promise<string> {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${await sign(db, accountKey, nonce)}`;
}

/** The token's nonce when it was issued for this account, else undefined. */
export async function trustedDeviceOf(
  db: Kysely<Database>,
  accountKey: string,
  token: string | undefined,
): Promise<string | undefined> {
  const [nonce, signature] = token?.split('.') ?? [];
  if (!nonce || !signature || !/^[A-Za-z0-9_-]{22}$/.test(nonce)) return undefined;
  const expected = Buffer.from(await sign(db, accountKey, nonce));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
}

export function setDeviceCookie(reply: FastifyReply, { token, secure }: { token: string; secure: boolean }): void {
  reply.setCookie(DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/api/',
    maxAge: DEVICE_COOKIE_DAYS * 86_400,
  });
}
