import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { solveChallenge } from '#client/shared/proof-of-work/solve-challenge';
import { challengeOf, solutionPayload, type ProofOfWorkChallenge } from '#core/proof-of-work/proof-of-work';
import { CHALLENGE_TTL_MS, checkSolution, createChallenge } from './proof-of-work';

const key = randomBytes(32);
const now = new Date('2026-11-27T10:00:00Z');

/** The browser's own solver (WebCrypto), as the configurator runs it. */
async function solved(challenge: ProofOfWorkChallenge): Promise<number> {
  const number = await solveChallenge(challenge);
  if (number === null) throw new Error('No number solves the challenge');
  return number;
}

describe('the proof-of-work challenge (ADR 040)', () => {
  it("is solved by the browser's solver and the solution checks out", async () => {
    const challenge = createChallenge({ key, maxNumber: 2000, now });
    expect(challengeOf(JSON.parse(JSON.stringify(challenge)))).toEqual(challenge);
    const result = checkSolution(solutionPayload(challenge, await solved(challenge)), { key, now });
    expect(result).toEqual({
      ok: true,
      challenge: challenge.challenge,
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    });
  });

  it('refuses a wrong number, another key’s challenge, an expired one and an unreadable header', async () => {
    const challenge = createChallenge({ key, maxNumber: 2000, now });
    const number = await solved(challenge);
    expect(checkSolution(solutionPayload(challenge, number + 1), { key, now })).toEqual({
      ok: false,
      reason: 'wrong number',
    });
    expect(checkSolution(solutionPayload(challenge, number), { key: randomBytes(32), now })).toEqual({
      ok: false,
      reason: 'not signed by us',
    });
    // A salt with a later expiry breaks the signature, which covers it through the hash.
    const stretched = { ...challenge, salt: challenge.salt.replace(/expires=\d+/, 'expires=99999999999') };
    expect(checkSolution(solutionPayload(stretched, number), { key, now })).toEqual({
      ok: false,
      reason: 'wrong number',
    });
    expect(
      checkSolution(solutionPayload(challenge, number), { key, now: new Date(now.getTime() + CHALLENGE_TTL_MS) }),
    ).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(checkSolution('not base64 json', { key, now })).toEqual({ ok: false, reason: 'unreadable' });
    expect(checkSolution(btoa(JSON.stringify({ ...challenge, number: -1 })), { key, now })).toEqual({
      ok: false,
      reason: 'unreadable',
    });
  });

  it('answers null when no number up to the maximum solves it', async () => {
    const challenge = createChallenge({ key, maxNumber: 50, now });
    expect(await solveChallenge({ ...challenge, challenge: '00'.repeat(32) })).toBeNull();
  });
});
