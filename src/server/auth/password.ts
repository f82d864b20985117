import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's minimum (m = 19456 KiB, t = 2, p = 1), as STAFF-01 and ADR 007 ask.
 * @node-rs/argon2 defaults to argon2id; the test asserts the PHC string says so.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/**
 * Verifies a password against a stored hash. With no stored hash (an unknown account) it
 * verifies against a fixed hash of a random password, so the answer takes as long as a wrong
 * password for a real account and tells an attacker nothing about which accounts exist.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  const target = storedHash ?? (await dummyHash());
  try {
    const matches = await verify(target, password);
    return storedHash ? matches : false;
  } catch {
    // A corrupt stored hash is a wrong password, not a 500.
    return false;
  }
}

let dummy: Promise<string> | undefined;
function dummyHash(): Promise<string> {
  dummy ??= hashPassword(crypto.randomUUID());
  return dummy;
}

/**
 * Makes the stand-in hash at start-up: made during the first unknown account's sign-in, it
 * would make that answer take twice as long as a wrong password's (the same time for both).
 */
export async function prepareUnknownAccountHash(): Promise<void> {
  await dummyHash();
}
