import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';
import { generateSessionToken, generateSetupToken, hashToken, SESSION_TOKEN_PATTERN } from './session-token';

describe('passwords', () => {
  it('hashes with argon2id at m=19456 KiB, t=2, p=1, salted', async () => {
    const first = await hashPassword('a long enough password');
    const second = await hashPassword('a long enough password');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, 'a long enough password')).toBe(true);
    expect(await verifyPassword(first, 'a long enough passwore')).toBe(false);
  });

  it('says no, and does the same work, for an unknown account or a corrupt hash', async () => {
    expect(await verifyPassword(undefined, 'anything at all')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything at all')).toBe(false);
  });
});

describe('tokens', () => {
  it('makes 160-bit session tokens and 256-bit setup tokens, stored only as SHA-256', () => {
    const token = generateSessionToken();
    expect(token).toMatch(SESSION_TOKEN_PATTERN);
    expect(generateSetupToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
    expect(new Set(Array.from({ length: 100 }, generateSessionToken)).size).toBe(100);
  });
});
