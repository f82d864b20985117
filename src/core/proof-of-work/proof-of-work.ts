/**
 * ADR 040: the self-hosted proof-of-work challenge an anonymous quote save or e-mail must solve
 * under a burst, in Altcha's shape. The server picks a secret number up to `maxnumber` and sends
 * the SHA-256 of `salt + number`, signed; the browser finds the number by trying them all and
 * sends it back in the `Proof-Of-Work` header. No zod here: the configurator imports it.
 */
export interface ProofOfWorkChallenge {
  algorithm: 'SHA-256';
  /** Hex SHA-256 of `salt` followed by the secret number in decimal. */
  challenge: string;
  maxnumber: number;
  /** Random, and ends `?expires=<unix seconds>`: the signature covers it through `challenge`. */
  salt: string;
  /** Hex HMAC-SHA-256 of `challenge` with the servers' shared key. */
  signature: string;
}

/** The request header that carries a solution. */
export const PROOF_OF_WORK_HEADER = 'Proof-Of-Work';

/** The header's value: the challenge with its number, as base64 JSON (Altcha's payload). */
export function solutionPayload(challenge: ProofOfWorkChallenge, number: number): string {
  const { algorithm, challenge: hash, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: hash, number, salt, signature }));
}

/** A 428 answer's challenge, when the body carries one (the browser reads an unknown body). */
export function challengeOf(value: unknown): ProofOfWorkChallenge | null {
  if (typeof value !== 'object' || value === null) return null;
  const candidate = value as Partial<Record<keyof ProofOfWorkChallenge, unknown>>;
  const texts = [candidate.challenge, candidate.salt, candidate.signature].every((text) => typeof text === 'string');
  const numbered =
    typeof candidate.maxnumber === 'number' && Number.isInteger(candidate.maxnumber) && candidate.maxnumber >= 0;
  return candidate.algorithm === 'SHA-256' && texts && numbered ? (value as ProofOfWorkChallenge) : null;
}
