import { describe, expect, it } from 'vitest';
import { PROOF_OF_WORK_HEADER, type ProofOfWorkChallenge } from '#core/proof-of-work/proof-of-work';
import { ApiError } from '../api-request';
import { isChecking } from './checking-store';
import { withProofOfWork } from './with-proof-of-work';

/**
 * A challenge whose secret number is `number`, made as the server makes one (ADR 040); the signature is not the
 * browser's to check.
 */
async function challengeFor(number: number): Promise<ProofOfWorkChallenge> {
  const salt = 'c0ffee?expires=9999999999';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}${number}`));
  const challenge = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return { algorithm: 'SHA-256', challenge, maxnumber: 100, salt, signature: 'ab'.repeat(32) };
}

const challengeRequired = (challenge: ProofOfWorkChallenge) =>
  new ApiError(428, '428: challenge', { code: 'challenge_required', message: 'One moment…', challenge });

describe('withProofOfWork', () => {
  it('sends once, with no header, when the server asks nothing', async () => {
    const sent: Record<string, string>[] = [];
    expect(await withProofOfWork(async (headers) => (sent.push(headers), 'stored'))).toBe('stored');
    expect(sent).toEqual([{}]);
  });

  it('solves a 428’s challenge and sends again with the solution, checking meanwhile', async () => {
    const challenge = await challengeFor(42);
    const sent: Record<string, string>[] = [];
    const checkingWhenSent: boolean[] = [];
    const result = await withProofOfWork(async (headers) => {
      sent.push(headers);
      // What the busy button shows.
      checkingWhenSent.push(isChecking());
      if (sent.length === 1) throw challengeRequired(challenge);
      return 'stored';
    });
    expect(result).toBe('stored');
    const payload = JSON.parse(atob(sent[1]?.[PROOF_OF_WORK_HEADER] ?? '')) as { number: number; challenge: string };
    expect(payload).toMatchObject({ number: 42, challenge: challenge.challenge });
    expect(checkingWhenSent).toEqual([false, true]);
    expect(isChecking()).toBe(false);
  });

  it('lets any other failure through, and a second refusal after two solves', async () => {
    const conflict = new ApiError(409, '409: prices', { code: 'conflict', message: 'Prices changed' });
    await expect(withProofOfWork(() => Promise.reject(conflict))).rejects.toBe(conflict);
    const challenge = await challengeFor(7);
    let calls = 0;
    await expect(
      withProofOfWork(async () => {
        calls += 1;
        throw challengeRequired(challenge);
      }),
    ).rejects.toMatchObject({ status: 428 });
    expect(calls).toBe(3);
  });
});
