import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { looksLikeRecoveryCode, newTotpSecret, totpStepOf, totpUri } from './second-factor';

const at = Date.parse('2026-11-26T01:00:10Z');
const step = Math.floor(at / 30_000);
const code = (secret: string, timestamp: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });

/** STAFF-16: the codes an authenticator app shows, one step either side, and nothing else. */
describe('TOTP codes', () => {
  const secret = newTotpSecret();

  it('makes a 160-bit base32 secret and the otpauth URI apps read', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    expect(totpUri(secret, { issuer: 'Grainline Woodworks', label: 'o@x.example' })).toBe(
      `otpauth://totp/Grainline%20Woodworks:o%40x.example?issuer=Grainline%20Woodworks&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
  });

  it('accepts the current code and one step either side, answering its step', () => {
    expect(totpStepOf(secret, code(secret, at), new Date(at))).toBe(step);
    expect(totpStepOf(secret, code(secret, at - 30_000), new Date(at))).toBe(step - 1);
    expect(totpStepOf(secret, code(secret, at + 30_000), new Date(at))).toBe(step + 1);
  });

  it('refuses a code two steps away, another secret’s code, and anything not six digits', () => {
    expect(totpStepOf(secret, code(secret, at - 60_000), new Date(at))).toBeNull();
    expect(totpStepOf(secret, code(newTotpSecret(), at), new Date(at))).toBeNull();
    for (const wrong of ['', '12345', '1234567', 'abcdef', ' 123456'])
      expect(totpStepOf(secret, wrong, new Date(at))).toBeNull();
  });

  it('reads a recovery code however it is typed', () => {
    expect(looksLikeRecoveryCode('abcde-fgh23')).toBe(true);
    expect(looksLikeRecoveryCode('ABCDE FGH23')).toBe(true);
    expect(looksLikeRecoveryCode('abcde-fgh21')).toBe(false);
    expect(looksLikeRecoveryCode('123456')).toBe(false);
  });
});
