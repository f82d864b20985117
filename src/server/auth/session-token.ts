import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeBase64urlNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

/** Lucia's guide: 20 random bytes (160 bits) in lower-case base32 for the cookie. */
export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** 32 random bytes, base64url: the single-use token of a partner's setup link. */
export function generateSetupToken(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return encodeBase64urlNoPadding(bytes);
}

/** Only this hash is stored, so a copy of the database cannot be replayed as a session or link. */
export function hashToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export const SESSION_TOKEN_PATTERN = /^[a-z2-7]{32}$/;
