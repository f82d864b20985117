import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { PAGE_TOKEN_MAX_AGE_S, PAGE_TOKEN_SKEW_S } from '#core/tracking/page-token';
import { serverSecret } from '../auth/server-secret';
import type { Database } from '../db/schema';

/** The key is a `server_secrets` row, so a page served by one server is vouched for on every other (ADR 010). */
const KEY_NAME = 'page-token-key';

const signature = (key: Buffer, issued: string, nonce: string) =>
  createHmac('sha256', key).update(`page\n${issued}\n${nonce}`).digest().subarray(0, 16);

/**
 * ADR 041: the token issued with every page, `<issued, base 36 seconds>.<random>.<HMAC>`, and
 * its check. Stateless: nothing is stored per page, any server holding the key verifies it,
 * and it expires a day after it was issued.
 */
export function createPageTokens(db: Kysely<Database>) {
  let key: Promise<Buffer> | undefined;
  const keyOf = () => {
    if (!key) {
      key = serverSecret(db, KEY_NAME);
      // A failed read is asked for again by the next page, not remembered.
      key.catch(() => (key = undefined));
    }
    return key;
  };
  return {
    async issue(now: Date): Promise<string> {
      const issued = Math.floor(now.getTime() / 1000).toString(36);
      const nonce = randomBytes(12).toString('base64url');
      return `${issued}.${nonce}.${signature(await keyOf(), issued, nonce).toString('base64url')}`;
    },
    /** The token's age in seconds, or null when it is missing, forged, from the future or expired. */
    async ageOf(token: string | undefined, now: Date): Promise<number | null> {
      const [issued = '', nonce = '', mac = '', ...rest] = (token ?? '').split('.');
      if (rest.length > 0 || !/^[0-9a-z]{1,8}$/.test(issued) || !/^[\w-]{16}$/.test(nonce) || !/^[\w-]{22}$/.test(mac))
        return null;
      const expected = signature(await keyOf(), issued, nonce);
      const given = Buffer.from(mac, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const age = Math.floor(now.getTime() / 1000) - parseInt(issued, 36);
      return age < -PAGE_TOKEN_SKEW_S || age > PAGE_TOKEN_MAX_AGE_S ? null : Math.max(0, age);
    },
  };
}

export type PageTokens = ReturnType<typeof createPageTokens>;
